// Reading a Docusaurus site as an input: docusaurus.config.{js,ts,mjs,…} (evaluated with its
// packages stubbed) and its sidebars file in, a site.config.ts-shaped object and notes about what
// was not mapped out. The Docusaurus files are never written.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { toPosix } from '../../files/index.js'
import type { Diagnostic } from '../../model/diagnostic.js'
import type { ConfigSources } from '../navbar-schema.js'
import { evaluateDocusaurusModule } from './evaluate.js'
import { readJsonFile } from './json-file.js'
import { isObject, mapDocusaurusConfig } from './map-config.js'
import { mapI18n } from './map-i18n.js'
import { normalizeSidebars } from './sidebars.js'

/** Docusaurus config file names, in the order Docusaurus looks for them. */
export const DOCUSAURUS_CONFIG_FILES = [
  'docusaurus.config.js',
  'docusaurus.config.cjs',
  'docusaurus.config.mjs',
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.cts',
] as const

/** The Docusaurus config of a folder, if it has one. */
export function findDocusaurusConfig(rootDir: string): { abs: string; rel: string } | undefined {
  for (const name of DOCUSAURUS_CONFIG_FILES) {
    const abs = path.join(rootDir, name)
    if (existsSync(abs)) return { abs, rel: name }
  }
  return undefined
}

/** What reading a Docusaurus site gave. */
export interface DocusaurusSite {
  /** A `site.config.ts`-shaped object, for the schema. */
  raw: Record<string, unknown>
  /** The sidebars file, relative to the site root, when there is one. */
  sidebarsFile?: string
  notes: Diagnostic[]
  /** A hash of the config's code as bundled (see `ResolvedConfig.functionsKey`). */
  codeHash: string
  /** Where each navbar item and footer link is in the config (see `ResolvedConfig.sources`). */
  sources?: ConfigSources
}

/** Evaluate and map a Docusaurus config and its sidebars file. Throws `DocsgenError` (exit 2) on a file that does not evaluate. */
export async function readDocusaurusSite(input: {
  file: { abs: string; rel: string }
  rootDir: string
  cache: boolean
}): Promise<DocusaurusSite> {
  const { file, rootDir, cache } = input
  const { value, codeHash } = await evaluateDocusaurusModule({
    file,
    rootDir,
    cache,
    cacheName: 'docusaurus-config.json',
  })
  if (!isObject(value)) {
    return { raw: {}, notes: [note(file.rel, ['(the export is not an object)'])], codeHash }
  }
  const mapped = mapDocusaurusConfig(value, rootDir, file)
  const notes: Diagnostic[] = []
  const docs = isObject(mapped.config.docs) ? mapped.config.docs : undefined
  if (isObject(value.i18n)) {
    const folders = { docs, blog: mapped.config.blog, pagesDir: mapped.config.pagesDir }
    const note = (key: string) => mapped.unmapped.push(key)
    mapped.config.i18n = mapI18n(value.i18n, { rootDir, folders, note, notes })
  }
  if (mapped.unmapped.length > 0) notes.unshift(note(file.rel, mapped.unmapped))
  const sidebarsFile = docs && (await readSidebars({ docs, sidebarPath: mapped.sidebarPath, rootDir, cache, notes }))
  if (docs) readVersionedSidebars({ docs, rootDir, notes })
  return { raw: mapped.config, ...(sidebarsFile ? { sidebarsFile } : {}), notes, codeHash, sources: mapped.sources }
}

/** The docs' sidebars (`docs.sidebars`), from the sidebars file; returns that file, relative to the site root. */
async function readSidebars(input: {
  docs: Record<string, unknown>
  sidebarPath: string | false | undefined
  rootDir: string
  cache: boolean
  notes: Diagnostic[]
}): Promise<string | undefined> {
  const { docs, sidebarPath, rootDir, cache, notes } = input
  if (sidebarPath === false) {
    docs.sidebars = {}
    return undefined
  }
  if (sidebarPath === undefined || !existsSync(sidebarPath)) {
    // Docusaurus's default: one sidebar of every doc, by folder.
    docs.sidebars = DEFAULT_SIDEBARS
    return undefined
  }
  const rel = toPosix(path.relative(rootDir, sidebarPath))
  const exported = sidebarPath.endsWith('.json')
    ? readJsonFile(sidebarPath, rel)
    : (
        await evaluateDocusaurusModule({
          file: { abs: sidebarPath, rel },
          rootDir,
          cache,
          cacheName: 'docusaurus-sidebars.json',
        })
      ).value
  const { sidebars, unmapped } = normalizeSidebars(exported)
  docs.sidebars = sidebars
  if (unmapped.length > 0) notes.push(note(rel, unmapped))
  return rel
}

/** Each released version's sidebars (`versioned_sidebars/version-<name>-sidebars.json`), in its `docs.versions` entry. */
function readVersionedSidebars(input: { docs: Record<string, unknown>; rootDir: string; notes: Diagnostic[] }): void {
  const { docs, rootDir, notes } = input
  if (!Array.isArray(docs.versions)) return
  docs.versions = docs.versions.map((entry: unknown) => {
    if (!isObject(entry) || typeof entry.sidebarsPath !== 'string') return entry
    const { sidebarsPath, ...version } = entry
    if (!existsSync(sidebarsPath)) return { ...version, sidebars: DEFAULT_SIDEBARS }
    const rel = toPosix(path.relative(rootDir, sidebarsPath))
    const name = typeof version.name === 'string' ? version.name : undefined
    const { sidebars, unmapped } = normalizeSidebars(readJsonFile(sidebarsPath, rel), { version: name })
    if (unmapped.length > 0) notes.push(note(rel, unmapped))
    return { ...version, sidebars, sidebarsFile: rel }
  })
}

/** Docusaurus's sidebars without a sidebars file: one sidebar of every doc, by folder. */
const DEFAULT_SIDEBARS = { defaultSidebar: [{ type: 'autogenerated', dirName: '.' }] }

function note(file: string, keys: readonly string[]): Diagnostic {
  return {
    severity: 'info',
    code: 'config/docusaurus-not-mapped',
    file,
    message: `${file}: not mapped: ${keys.join(', ')}`,
    hint: 'docsgen builds the site without these; the file is read, never changed.',
  }
}
