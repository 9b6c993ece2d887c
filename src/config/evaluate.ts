import { createHash } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { DocsgenError } from '../diagnostics/index.js'
import { compileConfigFile, type ModuleFlavour } from './compile-config.js'

/** Inputs of `evaluateConfigFile`. */
export interface EvaluateConfigInput {
  /** The config file: absolute, and relative to the site root (for messages). */
  file: { abs: string; rel: string }
  rootDir: string
  /** `false`: compile the config even when `.docsgen-cache/` has it compiled. */
  cache: boolean
  /** Another kind of module than `site.config.ts` (a Docusaurus config or sidebars file). */
  flavour?: ModuleFlavour | undefined
  /** What the default export is turned into before it is returned (a config function called); its throws are the file's. */
  finish?: ((value: unknown) => Promise<unknown>) | undefined
  /** Hint when the file exports nothing. @default 'Write `export default defineConfig({ ... })`.' */
  noDefaultHint?: string | undefined
}

/** A module's default export (as `finish` made it), and a hash of its code as bundled (its imports included). */
export interface EvaluatedModule {
  value: unknown
  codeHash: string
}

/** Compile the config (see `compileConfigFile`), import it, and return its default export. */
export async function evaluateConfigFile(input: EvaluateConfigInput): Promise<EvaluatedModule> {
  const { file, rootDir, cache, flavour } = input
  const { abs, rel } = file
  const dir = await mkdtemp(path.join(tmpdir(), 'docsgen-config-'))
  try {
    const outfile = path.join(dir, 'site.config.mjs')
    let code: string
    try {
      code = await compileConfigFile(abs, rootDir, { cache, flavour })
    } catch (error) {
      throw new DocsgenError(
        {
          severity: 'error',
          code: 'config/syntax',
          file: rel,
          ...firstEsbuildLocation(error),
          message: `${rel}: could not compile the config: ${firstEsbuildMessage(error)}`,
          hint: flavour
            ? 'Fix the syntax error; docsgen reads this file by evaluating it, as Docusaurus does.'
            : 'Fix the syntax error; the config is TypeScript evaluated at build time.',
        },
        { cause: error, exitCode: 2 },
      )
    }
    await writeFile(outfile, code)
    let value: unknown
    try {
      const mod = (await import(pathToFileURL(outfile).href)) as { default?: unknown }
      value = mod.default
      if (value !== undefined && input.finish) value = await input.finish(value)
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new DocsgenError(
        {
          severity: 'error',
          code: 'config/throws',
          file: rel,
          message: `${rel}: the config threw while loading: ${reason}`,
          hint: 'The config file runs at build time; make sure it does not throw.',
        },
        { cause: error, exitCode: 2 },
      )
    }
    if (value === undefined) {
      throw new DocsgenError(
        {
          severity: 'error',
          code: 'config/no-default-export',
          file: rel,
          message: `${rel}: no default export`,
          hint: input.noDefaultHint ?? 'Write `export default defineConfig({ ... })`.',
        },
        { exitCode: 2 },
      )
    }
    return { value, codeHash: createHash('sha256').update(code).digest('hex') }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

interface EsbuildFailure {
  errors?: { text: string; location?: { line: number; column: number } | null }[]
}

function firstEsbuildMessage(error: unknown): string {
  const first = (error as EsbuildFailure).errors?.[0]
  return first?.text ?? (error instanceof Error ? error.message : String(error))
}

function firstEsbuildLocation(error: unknown): { position?: { line: number; column: number } } {
  const loc = (error as EsbuildFailure).errors?.[0]?.location
  return loc ? { position: { line: loc.line, column: loc.column + 1 } } : {}
}
