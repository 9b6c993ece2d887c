import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'esbuild'
import { isShimmed, type ShimSiteConfig, shimSource } from './shims.js'

/** The bundle's entry module (see `entrySource` in `bundle.ts`). */
export const ENTRY = 'docsgen-site-components'
const ENTRY_NAMESPACE = 'docsgen-entry'
const SHIM_NAMESPACE = 'docsgen-shim'
const BROKEN_NAMESPACE = 'docsgen-broken'

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
 * The esbuild plugin of the site-components bundle: its entry (`input.entry`), React resolved to
 * docsgen's, `@site/` paths, the `@docusaurus/*` and `@theme/*` stand-ins (`shims.ts`, a swizzled
 * `src/theme/` file first), fallbacks for `clsx` and `classnames`, SVGs as components (or, in CSS,
 * as images), and files that do not compile as modules throwing their error.
 */
export function sitePlugin(input: {
  /** The entry module's source. */
  entry: string
  rootDir: string
  site: ShimSiteConfig
  /** Files that do not compile (absolute paths), with why. */
  broken: ReadonlyMap<string, string>
}): Plugin {
  const { entry, rootDir, site, broken } = input
  const docsgenRequire = createRequire(import.meta.url)
  return {
    name: 'docsgen-site-components',
    setup(build) {
      // A file that does not compile is replaced by its stand-in, in a namespace of its own: a
      // file's own package.json ("type": "module") would make the CommonJS stand-in ESM.
      if (broken.size > 0) {
        build.onResolve({ filter: /.*/ }, async (args) => {
          if ((args.pluginData as { brokenCheck?: boolean } | undefined)?.brokenCheck) return undefined
          if (args.namespace !== 'file' && args.namespace !== ENTRY_NAMESPACE) return undefined
          const resolved = await build.resolve(args.path, {
            kind: args.kind,
            resolveDir: args.resolveDir,
            importer: args.importer,
            namespace: args.namespace,
            pluginData: { brokenCheck: true },
          })
          // Anything else resolves as if this hook were not there.
          return resolved.errors.length === 0 && broken.has(resolved.path)
            ? { path: resolved.path, namespace: BROKEN_NAMESPACE }
            : undefined
        })
      }
      build.onResolve({ filter: new RegExp(`^${ENTRY}$`) }, () => ({ path: ENTRY, namespace: ENTRY_NAMESPACE }))
      build.onLoad({ filter: /.*/, namespace: ENTRY_NAMESPACE }, () => ({
        contents: entry,
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
      build.onLoad({ filter: /.*/, namespace: BROKEN_NAMESPACE }, (args) => ({
        contents: throwing(`it does not compile: ${broken.get(args.path) ?? 'unknown error'}`),
        loader: 'js',
      }))
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
