import { type BuiltDocsVersion, builtDocsVersions, currentLocaleOf, type ResolvedConfig } from '../config/index.js'
import type { RouteNode } from '../model/index.js'
import { joinUrl } from './urls.js'

// "Edit this page" of a doc, as Docusaurus's docs plugin makes it (`getDocEditUrl`): the site's
// `editUrl` followed by the path of the file to edit, from the site folder.

/**
 * A doc's "Edit this page" URL: `editUrl` (which ends with the docs folder) and the doc's path in
 * it; a doc of a version of its own folder, that folder's path beside the docs folder's, as
 * Docusaurus makes it (`…/edit/main/versioned_docs/version-1.0/intro.md`), or with
 * `docs.editCurrentVersion` the docs folder's file of the same path (`…/edit/main/docs/intro.md`).
 * With `docs.editLocalizedFiles`, a doc the locale translates leads to its translation
 * (`…/edit/main/i18n/fr/docusaurus-plugin-content-docs/current/intro.md`), with
 * `editCurrentVersion` to the one of the locale's current docs folder of the same path (its
 * version's translation when the locale has no such folder).
 */
export function editUrlOf(editUrl: string, node: RouteNode, config: ResolvedConfig): string {
  const source = node.source ?? ''
  const { contentDir, editCurrentVersion, editLocalizedFiles } = config.docs
  const own = ownVersionOf(source, config)
  const inVersion = contentRelative(source, own?.contentDir ?? contentDir)
  if (editLocalizedFiles && node.translation !== undefined) {
    const current = editCurrentVersion ? currentLocaleOf(config)?.overlays[contentDir] : undefined
    const file = current === undefined ? node.translation : `${current.replace(/\/+$/, '')}/${inVersion}`
    return fromSiteFolder(editUrl, { contentDir, file })
  }
  if (!own || editCurrentVersion) return joinUrl(editUrl, inVersion)
  return fromSiteFolder(editUrl, { contentDir, file: source })
}

/** The docs version with a folder of its own that holds `source` (the deepest), if any. */
function ownVersionOf(source: string, config: ResolvedConfig): BuiltDocsVersion | undefined {
  let own: BuiltDocsVersion | undefined
  for (const version of builtDocsVersions(config)) {
    if (version.prefix === '' || !source.startsWith(`${version.contentDir}/`)) continue
    if (!own || version.contentDir.length > own.contentDir.length) own = version
  }
  return own
}

/** `editUrl` (which ends with the docs folder `contentDir`) moved to the site folder, then `file` (relative to it). */
function fromSiteFolder(editUrl: string, at: { contentDir: string; file: string }): string {
  const up =
    at.contentDir === ''
      ? ''
      : at.contentDir
          .split('/')
          .map(() => '../')
          .join('')
  return new URL(`${up}${at.file}`, editUrl.endsWith('/') ? editUrl : `${editUrl}/`).href
}

/** A source path relative to a folder (`content/a.md` -> `a.md`), as edit URLs expect. */
function contentRelative(source: string, contentDir: string): string {
  const prefix = contentDir === '' ? '' : `${contentDir}/`
  return source.startsWith(prefix) ? source.slice(prefix.length) : source
}
