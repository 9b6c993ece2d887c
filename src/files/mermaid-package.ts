import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { DocsgenError } from '../diagnostics/index.js'
import { toPosix } from './posix.js'

/** The `mermaid` package a site draws its diagrams with (`markdown.mermaid`), as the site publishes it. */
export interface MermaidPackage {
  version: string
  /** Its browser module, in the output (`assets/mermaid/11.4.1-3f2a1b9c/mermaid.esm.min.mjs`): pages import it. */
  entry: string
  /** Every file to publish: path in the output, and the file on disk. */
  files: ReadonlyMap<string, string>
}

/** The browser build that loads only the chunks of the diagram types a page draws (mermaid 10 and 11). */
const ENTRY = 'mermaid.esm.min.mjs'

/** A relative module specifier in minified ES modules: `from"./x.mjs"`, `import"./x.mjs"`, `import("./x.mjs")`. */
const RELATIVE_IMPORT = /\b(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g

const found = new Map<string, MermaidPackage>()

/**
 * The `mermaid` package installed in the site (its `node_modules`, or beside
 * `@docusaurus/theme-mermaid` as pnpm installs it), else the one beside docsgen. Published are
 * its browser module and every file that module imports, directly or not (mermaid 11 keeps them
 * in `dist/chunks/`, mermaid 10 beside the module), under its version and a hash of the module,
 * so an upgrade (or a patched copy) never mixes with an earlier output's files. Throws a
 * `DocsgenError` naming the site's config file (`configFile`, relative to `rootDir`) when there is
 * none.
 */
export function mermaidPackage(site: { rootDir: string; configFile?: string | undefined }): MermaidPackage {
  const missing = (why: string) => missingError(why, site.configFile)
  const packageFile = resolvePackage(site.rootDir, missing)
  // Read again when the package changes under a running dev server (`npm install mermaid@…`).
  const memoKey = `${packageFile}\0${statSync(packageFile).mtimeMs}`
  const known = found.get(memoKey)
  if (known) return known
  const dist = path.join(path.dirname(packageFile), 'dist')
  const { version } = JSON.parse(readFileSync(packageFile, 'utf8')) as { version?: unknown }
  let entryText: string
  try {
    entryText = readFileSync(path.join(dist, ENTRY), 'utf8')
  } catch {
    throw missing(`${toPosix(dist)} has no ${ENTRY} (mermaid 10 or 11 has it)`)
  }
  const hash = createHash('sha256').update(entryText).digest('hex').slice(0, 8)
  const at = `assets/mermaid/${typeof version === 'string' ? version : 'unknown'}-${hash}`
  const files = new Map<string, string>()
  const queue = [ENTRY]
  for (let rel = queue.pop(); rel !== undefined; rel = queue.pop()) {
    const out = `${at}/${rel}`
    if (files.has(out)) continue
    const abs = path.join(dist, rel)
    files.set(out, abs)
    const text = rel === ENTRY ? entryText : readFileSync(abs, 'utf8')
    for (const match of text.matchAll(RELATIVE_IMPORT)) {
      const imported = path.posix.normalize(path.posix.join(path.posix.dirname(rel), match[1] ?? ''))
      if (!imported.startsWith('../')) queue.push(imported)
    }
  }
  const result = { version: typeof version === 'string' ? version : 'unknown', entry: `${at}/${ENTRY}`, files }
  found.set(memoKey, result)
  return result
}

/** `mermaid/package.json` as the site resolves it: from its folder, from its Docusaurus theme, else from docsgen. */
function resolvePackage(rootDir: string, missing: (why: string) => DocsgenError): string {
  const site = path.join(rootDir, 'package.json')
  const theme = (): string => createRequire(site).resolve('@docusaurus/theme-mermaid/package.json')
  for (const from of [() => site, theme, () => import.meta.url]) {
    try {
      return createRequire(from()).resolve('mermaid/package.json')
    } catch {
      // Not installed there: the next place.
    }
  }
  throw missing(`no "mermaid" package is installed in ${toPosix(rootDir)}`)
}

function missingError(why: string, configFile: string | undefined): DocsgenError {
  return new DocsgenError(
    {
      severity: 'error',
      code: 'config/mermaid-package',
      ...(configFile ? { file: configFile } : {}),
      message: `markdown.mermaid is on, but ${why}`,
      hint: 'Install it in the site (npm install mermaid@11), or turn markdown.mermaid off.',
    },
    { exitCode: 2 },
  )
}
