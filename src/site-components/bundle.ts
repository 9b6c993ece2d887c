import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { BuildFailure, Message, Metafile, Plugin } from 'esbuild'
import { cachedBundle, loadEsbuild } from '../esbuild/index.js'
import type { Diagnostic } from '../model/diagnostic.js'
import type { SiteComponentsModule } from '../model/site-components.js'
import { codeFingerprint, packageRoot } from '../package-root.js'
import type { SiteComponentFiles } from './find-files.js'
import { isShimmed, LAYOUT_STORE, type ShimSiteConfig, shimSource } from './shims.js'

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
   * The stylesheet every page links after the theme's: Infima's most used classes (`infima.css`)
   * and the CSS the components import, under a content-hashed name (`assets/site.<hash>.css`).
   */
  css: { fileName: string; contents: string }
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
}

/** Infima's most used classes, styled with the theme's colours (see the file). */
const INFIMA_CSS = 'src/site-components/infima.css'

const ENTRY = 'docsgen-site-components'
const ENTRY_NAMESPACE = 'docsgen-entry'
const SHIM_NAMESPACE = 'docsgen-shim'

/** Bare imports docsgen gives when the site has not installed them (`clsx` is in most Docusaurus sites). */
const FALLBACKS: Record<string, string> = {
  clsx: `export function clsx(...args) {
  const out = []
  const add = (v) => { if (!v) return; if (typeof v === 'string' || typeof v === 'number') out.push(v); else if (Array.isArray(v)) v.forEach(add); else if (typeof v === 'object') for (const k in v) if (v[k]) out.push(k) }
  args.forEach(add)
  return out.join(' ')
}
export default clsx`,
}
FALLBACKS.classnames = FALLBACKS.clsx as string

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
      const { global, registryError } = await registryNames(file, found.registry !== undefined)
      const value: Bundled = { code, css, global, ...(registryError ? { registryError } : {}) }
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
  const css = `${readFileSync(path.join(packageRoot(), INFIMA_CSS), 'utf8')}\n${bundled.css}`
  return {
    css: { fileName: `assets/site.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`, contents: css },
    module: {
      module,
      hash: createHash('sha1').update(bundled.code).digest('hex'),
      rootDir,
      files: found.files,
      global: bundled.global,
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
async function esbuildOnce(
  input: Parameters<typeof sitePlugin>[0],
): Promise<{ code: string; css: string; metafile: Metafile }> {
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
    plugins: [sitePlugin(input)],
    legalComments: 'none',
    logLevel: 'silent',
    metafile: true,
  })
  const code = result.outputFiles.find((file) => file.path.endsWith('.mjs'))?.text ?? ''
  const css = result.outputFiles.find((file) => file.path.endsWith('.css'))?.text ?? ''
  return { code, css, metafile: result.metafile }
}

function sitePlugin(input: {
  found: SiteComponentFiles
  options: BundleSiteComponentsOptions
  broken: ReadonlyMap<string, string>
  failedAll: string | undefined
}): Plugin {
  const { found, options, broken, failedAll } = input
  const { rootDir, site } = options
  const docsgenRequire = createRequire(import.meta.url)
  return {
    name: 'docsgen-site-components',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${ENTRY}$`) }, () => ({ path: ENTRY, namespace: ENTRY_NAMESPACE }))
      build.onLoad({ filter: /.*/, namespace: ENTRY_NAMESPACE }, () => ({
        contents: entrySource({ found, rootDir, site, failedAll }),
        resolveDir: rootDir,
        loader: 'js',
      }))
      // React is docsgen's, whatever version the site installed.
      build.onResolve({ filter: /^react(?:-dom)?(?:\/.*)?$/ }, (args) => ({ path: docsgenRequire.resolve(args.path) }))
      build.onResolve({ filter: /^@site\// }, (args) =>
        build.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: rootDir, kind: args.kind }),
      )
      build.onResolve({ filter: /^@(?:docusaurus|theme|theme-original|theme-init|generated|docsgen)\// }, (args) => {
        if (isShimmed(args.path)) return { path: args.path, namespace: SHIM_NAMESPACE }
        const swizzled = args.path.startsWith('@theme/') ? args.path.slice('@theme/'.length) : undefined
        if (swizzled) {
          const own = ['.js', '.jsx', '.ts', '.tsx', '/index.js', '/index.jsx', '/index.ts', '/index.tsx']
            .map((ext) => path.join(rootDir, 'src/theme', swizzled + ext))
            .find((file) => existsSync(file))
          if (own) return { path: own }
        }
        return { path: args.path, namespace: SHIM_NAMESPACE, pluginData: { missing: true } }
      })
      build.onLoad({ filter: /.*/, namespace: SHIM_NAMESPACE }, (args) => {
        const source =
          args.path === '@generated/docusaurus.config'
            ? `export default ${JSON.stringify({ themeConfig: {}, ...site })}`
            : shimSource(args.path, site)
        return source === undefined
          ? { contents: throwing(`${args.path} is not provided by docsgen`), loader: 'js', resolveDir: rootDir }
          : { contents: source, loader: 'jsx', resolveDir: rootDir }
      })
      build.onResolve({ filter: /^(?:clsx|classnames)$/ }, async (args) => {
        if ((args.pluginData as { fallback?: boolean } | undefined)?.fallback) return undefined
        const resolved = await build.resolve(args.path, {
          resolveDir: args.resolveDir,
          kind: args.kind,
          pluginData: { fallback: true },
        })
        return resolved.errors.length === 0 ? resolved : { path: args.path, namespace: 'docsgen-fallback' }
      })
      build.onLoad({ filter: /.*/, namespace: 'docsgen-fallback' }, (args) => ({
        contents: FALLBACKS[args.path] ?? '',
        loader: 'js',
      }))
      // An SVG in a stylesheet's url() is an image, inlined like the others.
      build.onResolve({ filter: /\.svg$/ }, async (args) => {
        if (args.kind !== 'url-token' || args.namespace === 'svg-url') return undefined
        const resolved = await build.resolve(args.path, {
          resolveDir: args.resolveDir,
          kind: args.kind,
          namespace: 'svg-url',
        })
        return resolved.errors.length > 0 ? resolved : { path: resolved.path, namespace: 'svg-url' }
      })
      build.onLoad({ filter: /.*/, namespace: 'svg-url' }, async (args) => {
        const { readFile } = await import('node:fs/promises')
        return { contents: await readFile(args.path), loader: 'dataurl' }
      })
      // SVG imports are React components in Docusaurus (SVGR): the image inline.
      build.onLoad({ filter: /\.svg$/ }, async (args) => {
        const { readFile } = await import('node:fs/promises')
        const svg = await readFile(args.path, 'utf8')
        return {
          contents: `const svg = ${JSON.stringify(svg)}
export default function Svg({ className, style, role, title }) {
  return <span className={className} style={style} role={role} title={title} dangerouslySetInnerHTML={{ __html: svg }} />
}`,
          loader: 'jsx',
          resolveDir: rootDir,
        }
      })
      build.onLoad({ filter: /.*/ }, (args) => {
        const reason = broken.get(args.path)
        return reason === undefined ? undefined : { contents: throwing(`it does not compile: ${reason}`), loader: 'js' }
      })
    },
  }
}

/**
 * A CommonJS module standing for one that cannot be used: every export of it (any import of it
 * compiles; a named import, read from esbuild's copy of the module's own keys, finds it through
 * the copy's prototype, which is the module's) is a component that throws `reason` when rendered, so a registry or a component that
 * imports it still loads, and only the pages using it get a warning.
 */
function throwing(reason: string): string {
  return `function Unusable() { throw new Error(${JSON.stringify(reason)}) }
const anyExport = new Proxy({}, { get: (target, key) => (typeof key === 'symbol' || key === 'then' ? undefined : Unusable) })
module.exports = new Proxy(Unusable, {
  get: (target, key) => (typeof key === 'symbol' || key === 'then' || key === '__esModule' ? undefined : Unusable),
  getPrototypeOf: () => anyExport,
})`
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
  return `import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { takeLayout } from '${LAYOUT_STORE}'
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
export function render(ref, props, hasChildren) {
  if (failedAll) throw new Error(failedAll)
  const component = 'global' in ref ? loadRegistry()[ref.global] : exportOf(load(ref.file), ref.export)
  if (component == null || (typeof component !== 'function' && typeof component !== 'object')) {
    throw new Error('global' in ref ? 'it is not a component' : ref.file + ' has no export "' + ref.export + '"')
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

/** Write the module to the OS temp folder under its hash (write then rename: never half-written). */
async function writeModule(code: string): Promise<string> {
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16)
  const file = path.join(tmpdir(), `docsgen-site-components-${hash}.mjs`)
  if (!existsSync(file)) {
    const partial = `${file}.${process.pid}.${Date.now()}.tmp`
    await writeFile(partial, code)
    await rename(partial, file)
  }
  return file
}

/** The registry's names, read by loading the module once (or why they could not be read). */
async function registryNames(
  file: string,
  hasRegistry: boolean,
): Promise<{ global: string[]; registryError?: string }> {
  if (!hasRegistry) return { global: [] }
  try {
    const mod = (await import(pathToFileURL(file).href)) as { globalNames: () => string[] }
    return { global: mod.globalNames() }
  } catch (error) {
    return { global: [], registryError: error instanceof Error ? error.message : String(error) }
  }
}
