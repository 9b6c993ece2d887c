import { existsSync } from 'node:fs'
import { createRequire, isBuiltin } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'esbuild'
import type { ModuleFlavour } from '../compile-config.js'
import { type EvaluatedModule, evaluateConfigFile } from '../evaluate.js'
import { makeStub, REQUIRE_GLOBAL, STUB_GLOBAL } from './stub.js'

/** Extensions of files bundled as code; any other file a config imports (CSS, images) is stubbed. */
const CODE = /\.(?:[cm]?[jt]sx?|json)$/

/**
 * Bare imports (packages) are never loaded: a Docusaurus config names its themes, plugins and
 * presets by package, and loading them would run webpack and Babel set-ups docsgen has no use for
 * (and fail when they are not installed). Each becomes a stand-in (`makeStub`). `@site/…` is the
 * site folder, as in Docusaurus; relative imports of code are bundled.
 */
function stubPlugin(rootDir: string): Plugin {
  return {
    name: 'docsgen-docusaurus-stubs',
    setup(b) {
      b.onResolve({ filter: /^@site\// }, (args) => ({ path: path.join(rootDir, args.path.slice('@site/'.length)) }))
      b.onResolve({ filter: /^[^./]/ }, (args) =>
        isBuiltin(args.path) || path.isAbsolute(args.path) ? undefined : { path: args.path, namespace: 'docsgen-stub' },
      )
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        const abs = path.resolve(args.resolveDir, args.path)
        return CODE.test(abs) || !existsSync(abs) ? undefined : { path: abs, namespace: 'docsgen-stub' }
      })
      b.onLoad({ filter: /.*/, namespace: 'docsgen-stub' }, (args) => ({
        contents: `module.exports = globalThis.${STUB_GLOBAL}(${JSON.stringify(args.path)})`,
        loader: 'js',
      }))
    },
  }
}

/** How a Docusaurus module is bundled: packages stubbed, CommonJS globals pointing at the file. */
function flavourOf(abs: string, rootDir: string, cacheName: string): ModuleFlavour {
  const dir = JSON.stringify(path.dirname(abs))
  return {
    cacheName,
    // `require.resolve('./sidebars.js')`: resolved from the file's folder (see `evaluateDocusaurusModule`).
    banner: `const __docsgenRequire = globalThis.${REQUIRE_GLOBAL};`,
    // Only free identifiers are replaced: a config's own `const __dirname = …` stays its own.
    define: {
      'require.resolve': '__docsgenRequire.resolve',
      __dirname: dir,
      __filename: JSON.stringify(abs),
      'import.meta.url': JSON.stringify(pathToFileURL(abs).href),
      'import.meta.dirname': dir,
      'import.meta.filename': JSON.stringify(abs),
    },
    plugins: [stubPlugin(rootDir)],
    key: 'docusaurus-2',
  }
}

/** Inputs of `evaluateDocusaurusModule`. */
export interface DocusaurusModuleInput {
  file: { abs: string; rel: string }
  rootDir: string
  cache: boolean
  /** File in `.docsgen-cache/` for the bundle. */
  cacheName: string
}

/**
 * Evaluate a Docusaurus module (`docusaurus.config.js`, `sidebars.js`; CommonJS or ESM, JS or
 * TS) and return its export: a function is called and a promise awaited, as Docusaurus does with
 * `module.exports = async function createConfig() { … }`. While it runs, `require` is the one of
 * the file's folder (for `require.resolve('./sidebars.js')` and dynamic requires), with a
 * stand-in for what cannot be loaded.
 */
export async function evaluateDocusaurusModule(input: DocusaurusModuleInput): Promise<EvaluatedModule> {
  const { file, rootDir, cache, cacheName } = input
  const real = createRequire(file.abs)
  const fileRequire = Object.assign(
    (id: string): unknown => {
      try {
        return real(id)
      } catch {
        return makeStub(id)
      }
    },
    {
      resolve: (id: string): string => {
        try {
          return real.resolve(id)
        } catch {
          // A package that is not installed keeps its name (`require.resolve('docusaurus-lunr-search')`
          // names the plugin), a file its path from the config's folder.
          return /^[./]/.test(id) ? path.resolve(path.dirname(file.abs), id) : id
        }
      },
      cache: real.cache,
    },
  )
  const globals = globalThis as unknown as Record<string, unknown>
  const saved = { require: globals.require, own: globals[REQUIRE_GLOBAL], stub: globals[STUB_GLOBAL] }
  // The bundle's `__require` falls back on a global `require` for requires of computed names.
  globals.require = fileRequire
  globals[REQUIRE_GLOBAL] = fileRequire
  globals[STUB_GLOBAL] = makeStub
  try {
    return await evaluateConfigFile({
      file,
      rootDir,
      cache,
      flavour: flavourOf(file.abs, rootDir, cacheName),
      finish: async (value) => (typeof value === 'function' ? await (value as () => unknown)() : await value),
      noDefaultHint: 'Write `module.exports = config` or `export default config`, as Docusaurus expects.',
    })
  } finally {
    globals.require = saved.require
    globals[REQUIRE_GLOBAL] = saved.own
    globals[STUB_GLOBAL] = saved.stub
  }
}
