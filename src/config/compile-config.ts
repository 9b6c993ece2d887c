import path from 'node:path'
import type { BuildOptions, Plugin } from 'esbuild'
import { cachedBundle, loadEsbuild } from '../esbuild/index.js'
import { CACHE_DIR } from './cache-dir.js'

/** `import { defineConfig } from 'docsgen'` in a config resolves to this module. */
const VIRTUAL_MODULE = 'export function defineConfig(config) { return config }'

/**
 * Lets a site build without installing docsgen into it: everything else the config imports is
 * bundled.
 */
const docsgenVirtualModule: Plugin = {
  name: 'docsgen-virtual',
  setup(b) {
    b.onResolve({ filter: /^docsgen(\/config)?$/ }, (args) => ({ path: args.path, namespace: 'docsgen-virtual' }))
    b.onLoad({ filter: /.*/, namespace: 'docsgen-virtual' }, () => ({ contents: VIRTUAL_MODULE, loader: 'js' }))
  },
}

const OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'silent',
} as const satisfies BuildOptions

/** How a module other than `site.config.ts` is bundled (a Docusaurus config, a sidebars file). */
export interface ModuleFlavour {
  /** File in `.docsgen-cache/` that keeps the product. */
  cacheName: string
  /** Text placed before the bundle (module-scope bindings the code expects, such as `require`). */
  banner: string
  /** Replaces `import.meta.url` and the like (esbuild `define`). */
  define: Record<string, string>
  plugins: Plugin[]
  /** Part of the cache key: changes whenever the plugins' behaviour does. */
  key: string
}

/**
 * The config file bundled into one ES module by esbuild (it may be TypeScript and import
 * helpers). With `cache`, the module is kept in `.docsgen-cache/config.json` and taken from there
 * while every file it was made from has the same bytes: a warm build then never loads esbuild
 * (~0.1 s of every start). Throws esbuild's error when the config does not compile. `flavour`:
 * another kind of module (see `ModuleFlavour`), bundled and cached the same way.
 */
export function compileConfigFile(
  abs: string,
  rootDir: string,
  options: { cache: boolean; flavour?: ModuleFlavour | undefined },
): Promise<string> {
  const { cache, flavour } = options
  const entry = {
    dir: cache ? path.join(rootDir, CACHE_DIR) : undefined,
    name: flavour?.cacheName ?? 'config.json',
    root: rootDir,
    key: JSON.stringify({ entry: abs, options: OPTIONS, virtual: VIRTUAL_MODULE, flavour: flavour?.key }),
  }
  return cachedBundle(entry, async () => {
    const result = await (await loadEsbuild()).build({
      ...OPTIONS,
      entryPoints: [abs],
      absWorkingDir: rootDir,
      write: false,
      metafile: true,
      plugins: flavour ? flavour.plugins : [docsgenVirtualModule],
      ...(flavour ? { banner: { js: flavour.banner }, define: flavour.define } : {}),
    })
    return { value: result.outputFiles[0]?.text ?? '', metafile: result.metafile }
  })
}
