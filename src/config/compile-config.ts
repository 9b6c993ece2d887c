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

/**
 * The config file bundled into one ES module by esbuild (it may be TypeScript and import
 * helpers). With `cache`, the module is kept in `.docsgen-cache/config.json` and taken from there
 * while every file it was made from has the same bytes: a warm build then never loads esbuild
 * (~0.1 s of every start). Throws esbuild's error when the config does not compile.
 */
export function compileConfigFile(abs: string, rootDir: string, cache: boolean): Promise<string> {
  const entry = {
    dir: cache ? path.join(rootDir, CACHE_DIR) : undefined,
    name: 'config.json',
    root: rootDir,
    key: JSON.stringify({ entry: abs, options: OPTIONS, virtual: VIRTUAL_MODULE }),
  }
  return cachedBundle(entry, async () => {
    const result = await (await loadEsbuild()).build({
      ...OPTIONS,
      entryPoints: [abs],
      absWorkingDir: rootDir,
      write: false,
      metafile: true,
      plugins: [docsgenVirtualModule],
    })
    return { value: result.outputFiles[0]?.text ?? '', metafile: result.metafile }
  })
}
