import { type Dirent, readdirSync } from 'node:fs'
import path from 'node:path'
import picomatch from 'picomatch'
import { DocsgenErrors } from '../diagnostics/index.js'
import type { Diagnostic } from '../model/diagnostic.js'
import { blogPrefix, sitePagesPrefix } from './content-path.js'
import { type BuiltDocsVersion, builtDocsVersions, versionPrefixes } from './docs-versions.js'
import type { ResolvedConfig } from './schema.js'

// A built docs version needs one page at least: its version menu entry and banner links lead to
// its first doc, and a version without any would be a menu entry to a page never built (a 404
// that check-links cannot see). Docusaurus refuses such a version too.

/**
 * Throw (exit 2) when a version the site builds has no page: no `.md` or `.mdx` file in its folder
 * but the partials (`_`-prefixed), hidden files, `docs.exclude` matches and, for the docs folder's
 * version, the other versions', pages' and blog's folders inside it. A site of the default single
 * version may have no docs (a blog, or pages only).
 */
export function checkVersionDocs(config: ResolvedConfig): void {
  const { docs } = config
  if (docs.versions.length < 2 && docs.versions.every((v) => v.contentDir === undefined)) return
  const excluded = docs.exclude.length > 0 ? picomatch([...docs.exclude]) : undefined
  const inDocsFolder = [sitePagesPrefix(config), blogPrefix(config), ...versionPrefixes(config)].filter(
    (prefix): prefix is string => prefix !== undefined && prefix !== '',
  )
  const problems = builtDocsVersions(config).flatMap((version): Diagnostic[] => {
    const skip = (rel: string): boolean =>
      excluded?.(rel) === true || (version.prefix === '' && inDocsFolder.some((prefix) => `${rel}/`.startsWith(prefix)))
    return hasPage(path.join(config.rootDir, version.contentDir), skip) ? [] : [noDocs(config, version)]
  })
  if (problems.length > 0) throw new DocsgenErrors(problems, 2)
}

/** Whether a folder holds a page (breadth first: a version's docs are usually near its top). */
function hasPage(root: string, skip: (rel: string) => boolean): boolean {
  let level = ['']
  while (level.length > 0) {
    const next: string[] = []
    for (const dir of level) {
      let entries: Dirent[]
      try {
        entries = readdirSync(path.join(root, dir), { withFileTypes: true })
      } catch {
        continue
      }
      for (const entry of entries) {
        const rel = dir === '' ? entry.name : `${dir}/${entry.name}`
        if (/^[._]/.test(entry.name) || entry.name === 'node_modules' || skip(rel)) continue
        if (entry.isFile() && /\.mdx?$/.test(entry.name)) return true
        if (entry.isDirectory()) next.push(rel)
      }
    }
    level = next
  }
  return false
}

function noDocs(config: ResolvedConfig, version: BuiltDocsVersion): Diagnostic {
  const folder = version.contentDir || '.'
  const what = `no .md or .mdx page in "${folder}"`
  if (config.flavour === 'docusaurus') {
    const current = version.prefix === ''
    return {
      severity: 'error',
      code: 'config/version-without-docs',
      file: folder,
      message: `${folder}: docs version "${version.name}" has no docs: ${what}`,
      hint: current
        ? `Docusaurus refuses a version without docs: add a doc to ${folder}/, or set includeCurrentVersion: false in the docs plugin's options.`
        : `Docusaurus refuses a version without docs: put the version's docs back in ${folder}/ ("docusaurus docs:version ${version.name}" copies the current docs there), or remove "${version.name}" from versions.json.`,
    }
  }
  const label = config.configFile ?? 'site.config.ts'
  const index = config.docs.versions.findIndex((v) => v.name === version.name)
  return {
    severity: 'error',
    code: 'config/version-without-docs',
    file: label,
    message: `${label}: docs.versions[${index}]: version "${version.name}" has no docs: ${what}`,
    hint: `Each version built here needs a page: put its Markdown in "${folder}" (names starting with _ or . are not pages), point ${version.prefix === '' ? 'docs.contentDir' : 'its contentDir'} at its folder, or remove the version.`,
  }
}
