import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import * as z from 'zod'
import { DocsgenError, DocsgenErrors } from '../diagnostics/index.js'
import { toPosix } from '../files/index.js'
import type { Diagnostic } from '../model/diagnostic.js'
import { compileConfigFile } from './compile-config.js'
import { normalizeContentDir } from './content-path.js'
import { issueToDiagnostic } from './issues.js'
import { type ResolvedConfig, siteConfigSchema } from './schema.js'

/** Config file names looked for in the site root, in order. */
export const CONFIG_FILES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'] as const

/** Options for `loadConfig`. */
export interface LoadConfigOptions {
  rootDir: string
  /** Explicit config path (relative to the cwd or absolute); it must exist. */
  configFile?: string | undefined
  /** `false`: compile the config file even when `.docsgen-cache/` has it compiled (`--no-cache`). */
  cache?: boolean | undefined
}

/**
 * Find, evaluate and validate the site config. Without a config file, defaults apply and the
 * title comes from the folder name. Every invalid field is reported at once (exit code 2).
 */
export async function loadConfig(options: LoadConfigOptions): Promise<ResolvedConfig> {
  const rootDir = path.resolve(options.rootDir)
  const file = findConfigFile(rootDir, options.configFile)
  const raw = file ? await evaluateConfigFile({ file, rootDir, cache: options.cache ?? true }) : {}
  const config = resolveConfig(withContentDir(raw, rootDir), { rootDir, configFile: file?.rel })
  return config
}

/**
 * Zero set-up for plain folders of Markdown: when the config does not name a content folder and
 * there is no `content/`, the site root itself is the content folder.
 */
function withContentDir(raw: unknown, rootDir: string): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw
  const docs = (raw as { docs?: unknown }).docs
  if (docs !== undefined && (typeof docs !== 'object' || docs === null || 'contentDir' in docs)) return raw
  if (existsSync(path.join(rootDir, 'content'))) return raw
  return { ...raw, docs: { ...(docs as object | undefined), contentDir: '.' } }
}

/** Validate a raw config object and fill in defaults. Throws `DocsgenErrors` (exit code 2). */
export function resolveConfig(
  raw: unknown,
  where: { rootDir: string; configFile?: string | undefined },
): ResolvedConfig {
  const label = where.configFile ?? 'site.config.ts'
  const result = siteConfigSchema.safeParse(raw, { reportInput: true })
  if (!result.success) {
    // zod goes on checking a value of the wrong type (a string's length on an array): after
    // "expected a string", anything more about the same field only confuses.
    const wrongType = new Set(
      result.error.issues.filter((issue) => issue.code === 'invalid_type').map((issue) => issue.path.join('\0')),
    )
    const issues = result.error.issues.filter(
      (issue) => issue.code === 'invalid_type' || !wrongType.has(issue.path.join('\0')),
    )
    const diagnostics: Diagnostic[] = issues.flatMap((issue) => issueToDiagnostic(issue, label, knownKeysAt))
    throw new DocsgenErrors(diagnostics, 2)
  }
  const value = result.data
  const resolved = {
    ...value,
    docs: { ...value.docs, contentDir: normalizeContentDir(value.docs.contentDir) },
    title: value.title ?? titleFromFolder(where.rootDir),
    rootDir: where.rootDir,
    ...(where.configFile ? { configFile: where.configFile } : {}),
  }
  return deepFreeze(resolved)
}

function findConfigFile(rootDir: string, explicit: string | undefined): { abs: string; rel: string } | undefined {
  if (explicit) {
    const abs = path.resolve(explicit)
    if (!existsSync(abs)) {
      throw new DocsgenError(
        {
          severity: 'error',
          code: 'config/not-found',
          message: `Config file "${explicit}" does not exist`,
          hint: 'Check the --config path, or leave it out to use site.config.ts in the site folder.',
        },
        { exitCode: 2 },
      )
    }
    return { abs, rel: toPosix(path.relative(rootDir, abs)) }
  }
  for (const name of CONFIG_FILES) {
    const abs = path.join(rootDir, name)
    if (existsSync(abs)) return { abs, rel: name }
  }
  return undefined
}

/** Inputs of `evaluateConfigFile`. */
interface EvaluateConfigInput {
  /** The config file: absolute, and relative to the site root (for messages). */
  file: { abs: string; rel: string }
  rootDir: string
  /** `false`: compile the config even when `.docsgen-cache/` has it compiled. */
  cache: boolean
}

/** Compile the config (see `compileConfigFile`) and import it. */
async function evaluateConfigFile({ file, rootDir, cache }: EvaluateConfigInput): Promise<unknown> {
  const { abs, rel } = file
  const dir = await mkdtemp(path.join(tmpdir(), 'docsgen-config-'))
  try {
    const outfile = path.join(dir, 'site.config.mjs')
    let code: string
    try {
      code = await compileConfigFile(abs, rootDir, cache)
    } catch (error) {
      throw new DocsgenError(
        {
          severity: 'error',
          code: 'config/syntax',
          file: rel,
          ...firstEsbuildLocation(error),
          message: `${rel}: could not compile the config: ${firstEsbuildMessage(error)}`,
          hint: 'Fix the syntax error; the config is TypeScript evaluated at build time.',
        },
        { cause: error, exitCode: 2 },
      )
    }
    await writeFile(outfile, code)
    let mod: { default?: unknown }
    try {
      mod = (await import(pathToFileURL(outfile).href)) as { default?: unknown }
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
    if (mod.default === undefined) {
      throw new DocsgenError(
        {
          severity: 'error',
          code: 'config/no-default-export',
          file: rel,
          message: `${rel}: no default export`,
          hint: 'Write `export default defineConfig({ ... })`.',
        },
        { exitCode: 2 },
      )
    }
    return mod.default
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

/** Keys the schema allows at a path, for "did you mean" hints on unknown keys. */
function knownKeysAt(at: readonly PropertyKey[]): readonly string[] {
  let schema: z.core.$ZodType = siteConfigSchema
  for (const seg of at) {
    schema = unwrap(schema)
    if (typeof seg === 'number' && schema instanceof z.ZodArray) schema = schema.element as z.core.$ZodType
    else if (typeof seg === 'string' && schema instanceof z.ZodObject) {
      const next = (schema.shape as Record<string, z.core.$ZodType>)[seg]
      if (!next) return []
      schema = next
    } else if (typeof seg === 'string' && schema instanceof z.ZodRecord) schema = schema.valueType as z.core.$ZodType
  }
  schema = unwrap(schema)
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : []
}

function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  let s = schema
  for (let i = 0; i < 10; i++) {
    const def = s._zod.def as {
      innerType?: z.core.$ZodType
      in?: z.core.$ZodType
      getter?: () => z.core.$ZodType
      schema?: z.core.$ZodType
    }
    const next = def.innerType ?? def.in ?? def.schema ?? def.getter?.()
    if (!next) return s
    s = next
  }
  return s
}

function titleFromFolder(rootDir: string): string {
  const base = path.basename(rootDir)
  return base.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()) || 'Documentation'
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value)) deepFreeze(v)
  }
  return value
}
