import {
  type BuiltDocsVersion,
  builtDocsVersions,
  currentLocaleOf,
  type EditUrlFunction,
  type ResolvedConfig,
} from '../config/index.js'
import type { Diagnostic } from '../model/diagnostic.js'
import type { RoutePath } from '../model/route-graph.js'

// "Edit this page" of a doc or a post, as Docusaurus's docs plugin (`getDocEditUrl`) and blog
// plugin (`getBlogEditUrl`) make it: the site's `editUrl` followed by the path of the file to
// edit, from the site folder; or what the site's `editUrl` function returns for the page. Made
// here, once per page, so that the route nodes carry strings (see config/edit-url-schema.ts).

/** A doc whose edit link is made. */
export interface EditedDoc {
  /** Its source file, relative to the site root (`docs/intro.md`). */
  source: string
  /** A locale's pass: the translation read instead (`i18n/fr/docusaurus-plugin-content-docs/current/intro.md`). */
  translation?: string | undefined
  /** Its file in its version's folder (`intro.md`). */
  inner: string
  version: BuiltDocsVersion
  path: RoutePath
  /** Its front matter `custom_edit_url`: its own link, or none (`null`, `''`). */
  custom?: string | null | undefined
}

/**
 * A doc's "Edit this page" URL: its front matter's `custom_edit_url` if it has one (`null` or
 * `''`: none, as Docusaurus reads it), else the site's `editUrl` made for it, if any (see
 * `docEditUrlFrom` for a base URL).
 */
export function docEditUrl(doc: EditedDoc, config: ResolvedConfig, diagnostics: Diagnostic[]): string | undefined {
  if (doc.custom !== undefined) return doc.custom || undefined
  const { editUrl } = config
  if (editUrl === undefined) return undefined
  if (typeof editUrl === 'string') return docEditUrlFrom(editUrl, doc, config)
  // Docusaurus passes the version's own folder, and the path in the folder the file was read
  // from (a translation has the same path in its own): editLocalizedFiles and
  // editCurrentVersion only apply to a base URL.
  const input = {
    version: doc.version.name,
    versionDocsDirPath: doc.version.contentDir,
    docPath: doc.inner,
    permalink: permalinkOf(doc.path, config),
    locale: localeOf(config),
  }
  return called(editUrl, input, { file: doc.translation ?? doc.source, config, diagnostics })
}

/** A blog post whose edit link is made. */
export interface EditedPost {
  /** Its file in the blog folder (`2024-05-01-launch.md`). */
  rel: string
  /** Its source file, relative to the site root (`blog/2024-05-01-launch.md`). */
  source: string
  /** A locale's pass: the translation read instead (`i18n/fr/docusaurus-plugin-content-blog/2024-05-01-launch.md`). */
  translation?: string | undefined
  path: RoutePath
}

/**
 * A blog post's "Edit this page" URL, if the blog has one: `blog.editUrl` (which ends with the
 * blog folder) and the post's path in it; with `blog.editLocalizedFiles`, a post the locale
 * translates leads to its translation (`…/edit/main/i18n/fr/docusaurus-plugin-content-blog/a.md`).
 */
export function postEditUrl(post: EditedPost, config: ResolvedConfig, diagnostics: Diagnostic[]): string | undefined {
  if (config.blog === false || config.blog.editUrl === undefined) return undefined
  const { editUrl, dir, editLocalizedFiles } = config.blog
  if (typeof editUrl === 'string') {
    // `editUrl` ends with the blog folder: a translation's file is found from the site folder.
    if (editLocalizedFiles && post.translation !== undefined)
      return fromSiteFolder(editUrl, { contentDir: dir, file: post.translation })
    return `${editUrl}${post.rel}`
  }
  // The folder the post was read from: the locale's translation of the blog when it has the post.
  const translated = post.translation?.endsWith(`/${post.rel}`)
    ? post.translation.slice(0, -post.rel.length - 1)
    : undefined
  const input = {
    blogDirPath: translated ?? dir,
    blogPath: post.rel,
    permalink: permalinkOf(post.path, config),
    locale: localeOf(config),
  }
  return called(editUrl, input, { file: post.translation ?? post.source, config, diagnostics })
}

/**
 * What the site's `editUrl` function returns for a page: a string (`''`: no link, as Docusaurus's
 * theme shows none), `undefined`; anything else, or a throw, is reported and gives no link.
 */
function called<Input>(
  editUrl: EditUrlFunction<Input>,
  input: Input,
  at: { file: string; config: ResolvedConfig; diagnostics: Diagnostic[] },
): string | undefined {
  const configFile = at.config.configFile ?? 'site.config.ts'
  let value: unknown
  try {
    value = editUrl(input)
  } catch (error) {
    at.diagnostics.push({
      severity: 'error',
      code: 'config/edit-url-throws',
      file: configFile,
      message: `${configFile}: editUrl threw for ${at.file}: ${error instanceof Error ? error.message : String(error)}`,
      hint: `editUrl is called with ${JSON.stringify(input)}; make it return the page's URL, or undefined for no link.`,
    })
    return undefined
  }
  if (typeof value === 'string') return value === '' ? undefined : value
  if (value === undefined || value === null) return undefined
  at.diagnostics.push({
    severity: 'warning',
    code: 'config/edit-url-not-a-string',
    file: configFile,
    message: `${configFile}: editUrl returned ${Array.isArray(value) ? 'an array' : `a ${typeof value}`} for ${at.file}, not a URL; the page has no edit link`,
    hint: `editUrl is called with ${JSON.stringify(input)}; make it return the page's URL as a string, or undefined for no link.`,
  })
  return undefined
}

/** A page's URL path with the base URL, as Docusaurus's `permalink` (`/fr/docs/intro`). */
function permalinkOf(path: RoutePath, config: ResolvedConfig): string {
  return path === '/' ? config.baseUrl : `${config.baseUrl.replace(/\/+$/, '')}${path}`
}

function localeOf(config: ResolvedConfig): string {
  return config.locale ?? config.i18n.defaultLocale
}

/**
 * A doc's "Edit this page" URL from a base URL `editUrl` (which ends with the docs folder) and
 * the doc's path in it; a doc of a version of its own folder, that folder's path beside the docs
 * folder's, as Docusaurus makes it (`…/edit/main/versioned_docs/version-1.0/intro.md`), or with
 * `docs.editCurrentVersion` the docs folder's file of the same path (`…/edit/main/docs/intro.md`).
 * With `docs.editLocalizedFiles`, a doc the locale translates leads to its translation
 * (`…/edit/main/i18n/fr/docusaurus-plugin-content-docs/current/intro.md`), with
 * `editCurrentVersion` to the one of the locale's current docs folder of the same path (its
 * version's translation when the locale has no such folder).
 */
function docEditUrlFrom(editUrl: string, doc: EditedDoc, config: ResolvedConfig): string {
  const { source } = doc
  const { contentDir, editCurrentVersion, editLocalizedFiles } = config.docs
  const own = ownVersionOf(source, config)
  const inVersion = contentRelative(source, own?.contentDir ?? contentDir)
  if (editLocalizedFiles && doc.translation !== undefined) {
    const current = editCurrentVersion ? currentLocaleOf(config)?.overlays[contentDir] : undefined
    const file = current === undefined ? doc.translation : `${current.replace(/\/+$/, '')}/${inVersion}`
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

/** Join a base URL and a relative path with exactly one slash. */
function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}
