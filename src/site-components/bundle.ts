import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { BuildFailure, Message, Metafile } from 'esbuild'
import { cachedBundle, loadEsbuild } from '../esbuild/index.js'
import { writeTempModule } from '../files/index.js'
import type { Diagnostic } from '../model/diagnostic.js'
import type { SiteComponentsModule } from '../model/site-components.js'
import { codeFingerprint } from '../package-root.js'
import type { SiteComponentFiles } from './find-files.js'
import { LAYOUT_STORE, type ShimSiteConfig, shimSource } from './shims.js'
import { ENTRY, sitePlugin } from './site-plugin.js'

/** What `bundleSiteComponents` needs besides the files. */
export interface BundleSiteComponentsOptions {
  rootDir: string
  site: ShimSiteConfig
  /** Keep the bundle there while no file that went into it changed (`.docsgen-cache/`). */
  cacheDir?: string | undefined
}

/** The bundled module, its stylesheet, and what the build has to say about them. */
export interface BundledSiteComponents {
  module: SiteComponentsModule
  /**
   * The stylesheet every page links after the theme's (and the site's `customCss`): the CSS the
   * components import, under a content-hashed name (`assets/site.<hash>.css`); none without any.
   */
  css?: { fileName: string; contents: string }
  diagnostics: Diagnostic[]
}

/** What is kept in the cache: the code, and what was learnt by loading it once. */
interface Bundled {
  code: string
  /** The CSS the components import (CSS modules with their class names made local), bundled. */
  css: string
  /** Names the registry (`src/theme/MDXComponents.js`) exports, or why it could not be read. */
  global: string[]
  registryError?: string
  /** The site's own admonition types (`src/theme/Admonition/Types.js`), or why they could not be read. */
  admonitionTypes?: string[]
  typesError?: string
}

/**
 * Infima's most used classes, styled with the theme's colours (see the file): bundled with the
 * theme's stylesheet for a Docusaurus site, before the site's own, as Docusaurus orders them.
 */
export const INFIMA_CSS = 'src/site-components/infima.css'

/**
 * Bundle every component module of the site (and its registry of global components) into one
 * self-contained ES module, with React, `react-dom/server` and docsgen's `@docusaurus/*` and
 * `@theme/*` modules inside (see `shims.ts`): each component file is evaluated on first use, so
 * one that throws while loading fails only where it is used. A file that does not compile is
 * replaced by a module that throws its compile error, and the others are bundled again, so a
 * page using it gets a warning and its children. The module goes to the OS temp folder under its
 * hash; the compile workers import it from there.
 */
export async function bundleSiteComponents(
  found: SiteComponentFiles,
  options: BundleSiteComponentsOptions,
): Promise<BundledSiteComponents> {
  const { rootDir, site } = options
  const shimsHash = createHash('sha1')
    .update(JSON.stringify(site))
    .update(String(shimSource('@theme/Tabs', site)))
    .digest('hex')
  const bundled = await cachedBundle(
    {
      dir: options.cacheDir,
      name: 'site-components.json',
      root: rootDir,
      key: JSON.stringify([found, shimsHash, reactDir(), codeFingerprint()]),
    },
    async () => {
      const { code, css, metafile, broken } = await bundleIsolated(found, options)
      const file = await writeModule(code)
      const value: Bundled = { code, css, ...(await siteNames(file, found)) }
      // Not kept with files that did not compile: what they lack (a package not installed yet) may come.
      return { value, metafile, keep: !broken }
    },
  )
  const module = await writeModule(bundled.code)
  const diagnostics: Diagnostic[] = []
  if (bundled.registryError && found.registry) {
    diagnostics.push({
      severity: 'warning',
      code: 'components/registry-failed',
      message: `The components registered in ${found.registry} could not be read: ${bundled.registryError}`,
      hint: 'its components are not known on pages; fix the error, or import them on the pages that use them',
      file: found.registry,
    })
  }
  if (bundled.typesError && found.admonitionTypes) {
    diagnostics.push({
      severity: 'warning',
      code: 'components/admonition-types-failed',
      message: `The admonition types of ${found.admonitionTypes} could not be read: ${bundled.typesError}`,
      hint: "its own admonition types are shown as docsgen's admonitions; fix the error in the file",
      file: found.admonitionTypes,
    })
  }
  const css = bundled.css
  return {
    ...(css.trim() === ''
      ? {}
      : {
          css: {
            fileName: `assets/site.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`,
            contents: css,
          },
        }),
    module: {
      module,
      hash: createHash('sha1').update(bundled.code).digest('hex'),
      rootDir,
      files: found.files,
      global: bundled.global,
      ...(bundled.admonitionTypes?.length ? { admonitionTypes: bundled.admonitionTypes } : {}),
    },
    diagnostics,
  }
}

/** Bundle, replacing files that do not compile by modules throwing their error, until it compiles. */
async function bundleIsolated(found: SiteComponentFiles, options: BundleSiteComponentsOptions) {
  const broken = new Map<string, string>()
  for (let attempt = 0; ; attempt++) {
    try {
      return { ...(await esbuildOnce({ found, options, broken, failedAll: undefined })), broken: broken.size > 0 }
    } catch (error) {
      const messages = (error as Partial<BuildFailure>).errors ?? []
      let progress = false
      for (const message of messages) {
        const file = message.location?.file
        if (!file || /^[\w-]{2,}:/.test(file) || broken.has(path.resolve(options.rootDir, file))) continue
        broken.set(path.resolve(options.rootDir, file), describe(message))
        progress = true
      }
      if (!progress || attempt > found.files.length + 2) {
        const reason = messages[0] ? describe(messages[0]) : String(error)
        return { ...(await esbuildOnce({ found, options, broken, failedAll: reason })), broken: true }
      }
    }
  }
}

/** An esbuild error as `file:line:col: text`. */
function describe(message: Message): string {
  const at = message.location
  return at ? `${at.file}:${at.line}:${at.column + 1}: ${message.text}` : message.text
}

/** The folder of docsgen's own `react` package (its `react-dom` sits next to it). */
function reactDir(): string {
  return path.dirname(createRequire(import.meta.url).resolve('react/package.json'))
}

/** One esbuild run: `broken` files stubbed; with `failedAll`, none bundled (the module throws it on every render). */
async function esbuildOnce(input: {
  found: SiteComponentFiles
  options: BundleSiteComponentsOptions
  broken: ReadonlyMap<string, string>
  failedAll: string | undefined
}): Promise<{ code: string; css: string; metafile: Metafile }> {
  const esbuild = await loadEsbuild()
  const result = await esbuild.build({
    entryPoints: [ENTRY],
    absWorkingDir: input.options.rootDir,
    bundle: true,
    write: false,
    outfile: 'site-components.mjs',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    loader: {
      '.js': 'jsx',
      '.module.css': 'local-css',
      '.css': 'css',
      '.png': 'dataurl',
      '.jpg': 'dataurl',
      '.jpeg': 'dataurl',
      '.gif': 'dataurl',
      '.webp': 'dataurl',
      '.woff': 'dataurl',
      '.woff2': 'dataurl',
      '.ttf': 'dataurl',
    },
    define: { 'process.env.NODE_ENV': '"production"' },
    // react-dom/server's CommonJS code calls require() for Node built-ins.
    banner: {
      js: "import { createRequire as __docsgenRequire } from 'node:module';const require = __docsgenRequire(import.meta.url);",
    },
    plugins: [
      sitePlugin({
        entry: entrySource({ ...input, rootDir: input.options.rootDir, site: input.options.site }),
        rootDir: input.options.rootDir,
        site: input.options.site,
        broken: input.broken,
      }),
    ],
    legalComments: 'none',
    logLevel: 'silent',
    metafile: true,
  })
  const code = result.outputFiles.find((file) => file.path.endsWith('.mjs'))?.text ?? ''
  const css = result.outputFiles.find((file) => file.path.endsWith('.css'))?.text ?? ''
  return { code, css, metafile: result.metafile }
}

/**
 * The bundle's entry: each component file loaded on first use (`require`, which esbuild bundles
 * as a lazy module), the registry's names, and `render`, which renders one component with
 * docsgen's React and a marker where its children go (a React page with the site's config as its
 * `config` prop, as Docusaurus gives it), and tells what `<Layout>` it rendered, if any.
 */
function entrySource(input: {
  found: SiteComponentFiles
  rootDir: string
  site: ShimSiteConfig
  failedAll: string | undefined
}): string {
  const { found, rootDir, site, failedAll } = input
  const loader = (file: string) => `() => require(${JSON.stringify(path.join(rootDir, file))})`
  const files = failedAll === undefined ? found.files : []
  const loaders = files.map((file) => `  ${JSON.stringify(file)}: ${loader(file)},`).join('\n')
  const types = found.admonitionTypes && failedAll === undefined ? found.admonitionTypes : undefined
  return `import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { takeLayout } from '${LAYOUT_STORE}'
${types ? "import DefaultAdmonitionTypes from '@theme-original/Admonition/Types'" : 'const DefaultAdmonitionTypes = {}'}
const failedAll = ${JSON.stringify(failedAll ?? null)}
const pages = new Set(${JSON.stringify(found.pages)})
const siteConfig = ${JSON.stringify({ themeConfig: {}, ...site })}
const loaders = {
${loaders}
}
const registryLoader = ${found.registry && failedAll === undefined ? loader(found.registry) : 'null'}
const loaded = new Map()
function load(file) {
  if (!loaded.has(file)) {
    const loadFile = loaders[file]
    try {
      loaded.set(file, { module: loadFile ? loadFile() : undefined })
    } catch (error) {
      loaded.set(file, { error })
    }
  }
  const entry = loaded.get(file)
  if (entry.error) throw entry.error
  return entry.module
}
function exportOf(mod, name) {
  if (mod == null) return undefined
  if (name === 'default') return mod.__esModule ? mod.default : (mod.default ?? mod)
  return mod[name]
}
let registry
function loadRegistry() {
  if (!registryLoader) return {}
  registry ??= exportOf(registryLoader(), 'default') ?? {}
  return registry
}
export function globalNames() {
  if (failedAll) throw new Error(failedAll)
  return Object.keys(loadRegistry())
}
const typesLoader = ${types ? loader(types) : 'null'}
let admonitionTypes
function loadAdmonitionTypes() {
  if (!typesLoader) return {}
  admonitionTypes ??= exportOf(typesLoader(), 'default') ?? {}
  return admonitionTypes
}
// The types whose component is not Docusaurus's own (the site's file spreads those in).
export function admonitionTypeNames() {
  if (failedAll) throw new Error(failedAll)
  const types = loadAdmonitionTypes()
  // A file that does not compile stands as a function that throws why.
  if (typeof types === 'function') types()
  if (types === null || typeof types !== 'object') throw new Error('its default export is not an object of components')
  return Object.keys(types).filter((type) => types[type] !== DefaultAdmonitionTypes[type])
}
export function render(ref, props, hasChildren) {
  if (failedAll) throw new Error(failedAll)
  const component = 'global' in ref ? loadRegistry()[ref.global]
    : 'admonition' in ref ? loadAdmonitionTypes()[ref.admonition]
    : exportOf(load(ref.file), ref.export)
  if (component == null || (typeof component !== 'function' && typeof component !== 'object')) {
    throw new Error('file' in ref ? ref.file + ' has no export "' + ref.export + '"' : 'it is not a component')
  }
  const children = hasChildren ? createElement('docsgen-children') : undefined
  const own = 'file' in ref && pages.has(ref.file) ? { config: siteConfig, ...props } : props
  takeLayout()
  const html = renderToStaticMarkup(createElement(component, hasChildren ? { ...own, children } : own))
  const layout = takeLayout()
  // React 19 puts preload links for the images it renders first: a page's <head> business.
  const out = { html: html.replace(/^(?:<link rel="preload"[^>]*>)+/, '') }
  if (layout) out.layout = { title: typeof layout.title === 'string' ? layout.title : undefined, description: typeof layout.description === 'string' ? layout.description : undefined }
  return out
}
`
}

/** Write the module to the OS temp folder under its hash (see `writeTempModule`). */
async function writeModule(code: string): Promise<string> {
  return (await writeTempModule('docsgen-site-components-', code)).file
}

/**
 * The registry's names and the site's own admonition types, read by loading the module once (or
 * why they could not be read).
 */
async function siteNames(file: string, found: SiteComponentFiles): Promise<Omit<Bundled, 'code' | 'css'>> {
  const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))
  if (found.registry === undefined && found.admonitionTypes === undefined) return { global: [] }
  let mod: { globalNames: () => string[]; admonitionTypeNames: () => string[] }
  try {
    mod = (await import(pathToFileURL(file).href)) as typeof mod
  } catch (error) {
    return { global: [], registryError: reason(error), typesError: reason(error) }
  }
  const out: Omit<Bundled, 'code' | 'css'> = { global: [] }
  try {
    if (found.registry !== undefined) out.global = mod.globalNames()
  } catch (error) {
    out.registryError = reason(error)
  }
  try {
    if (found.admonitionTypes !== undefined) out.admonitionTypes = mod.admonitionTypeNames()
  } catch (error) {
    out.typesError = reason(error)
  }
  return out
}
