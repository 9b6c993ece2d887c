import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { DocsgenError } from '../diagnostics/index.js'
import { toPosix } from '../files/index.js'

/** The `mermaid` package a site draws its diagrams with (`markdown.mermaid`), as the site publishes it. */
export interface MermaidPackage {
  version: string
  /** Its browser module, in the output (`assets/mermaid/11.4.1/mermaid.esm.min.mjs`): pages import it. */
  entry: string
  /** Every file to publish: path in the output, and the file on disk. */
  files: ReadonlyMap<string, string>
}

/** The browser build that loads only the chunks of the diagram types a page draws. */
const ENTRY = 'mermaid.esm.min.mjs'
const CHUNKS = 'chunks/mermaid.esm.min'

const found = new Map<string, MermaidPackage>()

/**
 * The `mermaid` package installed in the site (its `node_modules`, as Docusaurus's theme-mermaid
 * finds it), else the one beside docsgen. Published under its version, so a site that upgrades
 * it never keeps an old chunk from an earlier output. Throws a `DocsgenError` naming the site's
 * config file (`configFile`, relative to `rootDir`) when there is none.
 */
export function mermaidPackage(site: { rootDir: string; configFile?: string | undefined }): MermaidPackage {
  const { rootDir } = site
  const known = found.get(rootDir)
  if (known) return known
  const missing = (why: string) => missingError(why, site.configFile)
  const packageFile = resolvePackage(rootDir, missing)
  const dir = path.dirname(packageFile)
  const { version } = JSON.parse(readFileSync(packageFile, 'utf8')) as { version?: unknown }
  if (typeof version !== 'string') throw missing(`${packageFile} has no version`)
  const at = `assets/mermaid/${version}`
  const files = new Map<string, string>([[`${at}/${ENTRY}`, path.join(dir, 'dist', ENTRY)]])
  let chunks: string[]
  try {
    chunks = readdirSync(path.join(dir, 'dist', CHUNKS)).filter((name) => name.endsWith('.mjs'))
  } catch {
    throw missing(`${dir} has no dist/${CHUNKS} folder (mermaid 10 or later has it)`)
  }
  for (const name of chunks) files.set(`${at}/${CHUNKS}/${name}`, path.join(dir, 'dist', CHUNKS, name))
  const result = { version, entry: `${at}/${ENTRY}`, files }
  found.set(rootDir, result)
  return result
}

function resolvePackage(rootDir: string, missing: (why: string) => DocsgenError): string {
  for (const from of [path.join(rootDir, 'package.json'), import.meta.url]) {
    try {
      return createRequire(from).resolve('mermaid/package.json')
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
