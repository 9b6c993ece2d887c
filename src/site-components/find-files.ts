import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

/** Where a Docusaurus site keeps its React components, relative to the site folder. */
export const COMPONENTS_DIR = 'src/components'

/** The file Docusaurus sites register global MDX components in (`export default { ...MDXComponents, X }`). */
const REGISTRY_FILES = ['index', ''].flatMap((index) =>
  ['.js', '.jsx', '.ts', '.tsx'].map((ext) => `src/theme/MDXComponents${index ? `/${index}` : ''}${ext}`),
)

/** A swizzled `@theme/Admonition/Types`: the components of admonition types, the site's own among them. */
const ADMONITION_TYPES_FILES = ['/index', ''].flatMap((index) =>
  ['.js', '.jsx', '.ts', '.tsx'].map((ext) => `src/theme/Admonition/Types${index}${ext}`),
)

const MODULE = /\.(?:jsx?|tsx?|mjs)$/
const NOT_A_COMPONENT = /\.d\.ts$|\.(?:test|spec|stories)\.[jt]sx?$/
const SKIPPED_DIRS = new Set(['node_modules', '__tests__', '__mocks__'])

/** The site's component modules (relative to the site folder, `/`-separated), and its registry file. */
export interface SiteComponentFiles {
  /** Every module under `src/components/`, then the React pages of the pages folder, sorted. */
  files: string[]
  /** The React pages among `files` (modules of `pagesDir`): rendered with the `config` prop, as Docusaurus does. */
  pages: string[]
  /** `src/theme/MDXComponents.js` (or `.tsx`, …) when the site has one. */
  registry: string | undefined
  /** `src/theme/Admonition/Types.js` (or `.tsx`, …) when the site has one. */
  admonitionTypes?: string | undefined
}

/** Docusaurus's config files: a site folder with one is a Docusaurus site. */
const DOCUSAURUS_CONFIGS = ['js', 'ts', 'mjs', 'cjs', 'mts', 'cts'].map((ext) => `docusaurus.config.${ext}`)

/**
 * The site's component files; undefined when it has none (no `src/components/` module, no
 * registry, no React page), or when it is not a Docusaurus site (no `docusaurus.config.*`) and
 * has no registry: a docsgen site's `src/` may hold anything. React pages (`reactPages`, the
 * pages folder's modules relative to the site folder) are bundled with the components.
 */
export function findSiteComponentFiles(
  rootDir: string,
  reactPages: readonly string[] = [],
): SiteComponentFiles | undefined {
  const registry = REGISTRY_FILES.find((file) => existsSync(path.join(rootDir, file)))
  const docusaurus = DOCUSAURUS_CONFIGS.some((file) => existsSync(path.join(rootDir, file)))
  if (!registry && !docusaurus && reactPages.length === 0) return undefined
  const files: string[] = []
  if (registry || docusaurus) walk(path.join(rootDir, COMPONENTS_DIR), COMPONENTS_DIR, files)
  const admonitionTypes = docusaurus
    ? ADMONITION_TYPES_FILES.find((file) => existsSync(path.join(rootDir, file)))
    : undefined
  if (files.length === 0 && registry === undefined && reactPages.length === 0 && admonitionTypes === undefined)
    return undefined
  const pages = [...reactPages].sort()
  return { files: [...files.sort(), ...pages], pages, registry, ...(admonitionTypes ? { admonitionTypes } : {}) }
}

function walk(dir: string, rel: string, out: string[]): void {
  let entries: import('node:fs').Dirent[]
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue
    const entryRel = `${rel}/${entry.name}`
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) walk(path.join(dir, entry.name), entryRel, out)
    } else if (MODULE.test(entry.name) && !NOT_A_COMPONENT.test(entry.name)) out.push(entryRel)
  }
}
