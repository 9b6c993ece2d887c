import { createHash } from 'node:crypto'
import path from 'node:path'
import type { ResolvedConfig } from '../config/index.js'
import { blogPrefix, cacheDirOf, codeThemesOf, versionPrefixes as versionPrefixesOf } from '../config/index.js'
import { mermaidPackage } from '../files/index.js'
import { codeFingerprint } from '../package-root.js'
import type { MarkdownCompilerOptions } from '../transform/index.js'
import { type CacheBodies, CompileCache } from './cache.js'

export { codeFingerprint }

/** The Markdown compiler settings a config implies (also part of the cache key). */
export function compilerOptionsOf(config: ResolvedConfig): MarkdownCompilerOptions {
  const postsPrefix = blogPrefix(config)
  const versionPrefixes = versionPrefixesOf(config)
  return {
    contentDir: config.docs.contentDir,
    toc: {
      minHeadingLevel: config.tableOfContents.minHeadingLevel,
      maxHeadingLevel: config.tableOfContents.maxHeadingLevel,
    },
    // Prism's themes are CSS only (see `prismThemeCss`): its languages alone change pages.
    codeThemes: codeThemesOf(config.markdown),
    sanitize: config.markdown.sanitize,
    headingIds: config.markdown.headingIds,
    dialect: config.markdown.dialect,
    // A Docusaurus site's `.md` links are looked for where its Docusaurus looks (see `classifyUrl`).
    ...(config.markdown.markdownLinks === 'docsgen' ? {} : { markdownLinks: config.markdown.markdownLinks }),
    baseUrl: config.baseUrl,
    staticDirs: config.staticDirs,
    contentRoot: path.join(config.rootDir, config.docs.contentDir),
    liveCodePosition: config.liveCodeBlock.playgroundPosition,
    // The search index's text (part of the cache key: pages cached without it are compiled again).
    searchSections: config.search.enabled ? { maxDepth: config.search.maxHeadingLevel } : false,
    // Each page's Markdown form, for its `.md` page and /llms.txt (part of the key too).
    markdownForm: config.llms,
    ...(config.markdown.math ? { math: config.markdown.math === true ? {} : config.markdown.math } : {}),
    // The module's path names mermaid's version: pages are compiled again when it changes.
    ...(config.markdown.mermaid ? { mermaid: mermaidPackage(config).entry } : {}),
    // Comment lines that mark lines of code blocks (Docusaurus's magic comments).
    magicComments: config.markdown.magicComments,
    // The language of a code block written without one (Docusaurus's `prism.defaultLanguage`).
    ...(config.markdown.defaultCodeLanguage ? { defaultCodeLanguage: config.markdown.defaultCodeLanguage } : {}),
    // A Docusaurus site's admonitions carry the classes of Docusaurus's theme too.
    ...(config.markdown.admonitionClasses === 'docsgen'
      ? {}
      : { admonitionClasses: config.markdown.admonitionClasses }),
    // Blog posts get their reading time.
    ...(postsPrefix === undefined ? {} : { blogPrefix: postsPrefix }),
    // A versioned doc's `.md` links resolve in its version.
    ...(versionPrefixes.length === 0 ? {} : { versionPrefixes }),
  }
}

/**
 * Open the build cache of a site (`.docsgen-cache/`), keyed by docsgen's code and the compiler
 * settings. With `{ memory: true }` it starts empty and is never written (`serve --no-cache`);
 * with `{ bodies: false }` pages come without HTML and nothing is written (`check-links`); with
 * `{ bodies: 'file' }` pages read their HTML from the cache's bodies file when it is used. With
 * `{ load: false }` the stored cache is read when the compile stage first needs it (`load`): a
 * build found up to date never reads it.
 */
export async function openCompileCache(
  config: ResolvedConfig,
  options: { memory?: boolean; bodies?: boolean | CacheBodies; load?: boolean } = {},
): Promise<CompileCache> {
  const key = createHash('sha256')
    .update(codeFingerprint())
    .update(JSON.stringify(compilerOptionsOf(config)))
    .digest('hex')
  const dir = options.memory ? undefined : cacheDirOf(config)
  const cache = new CompileCache({ dir, key, bodies: options.bodies ?? true })
  if (options.load !== false) await cache.load()
  return cache
}
