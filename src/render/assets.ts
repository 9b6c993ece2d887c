import { bundleClient, type ClientBundle } from '../bundle/index.js'
import { cachedBundle } from '../esbuild/index.js'
import { packageRoot } from '../package-root.js'
import { bundleThemeCss, type ThemeCss } from './theme-css.js'
import { loadTheme } from './theme-loader.js'
import type { Theme } from './types.js'

/** The client script, the theme's CSS and the theme module, being bundled. */
export interface AssetsInWork {
  css: Promise<ThemeCss>
  client: Promise<ClientBundle>
  theme: Promise<Theme>
}

/** Where bundles are kept between runs: on disk (`dir`), and in memory by a long-lived caller (`memo`). */
export interface AssetReuse {
  themeDir: string
  /**
   * The site's stylesheets (config `customCss`, absolute), bundled after the theme's and
   * `framework` (Infima's classes for a Docusaurus site), and its base URL; `css`: rules made
   * from the config, after them all (a Docusaurus site's Prism themes).
   */
  site: { customCss: readonly string[]; framework: readonly string[]; baseUrl: string; css?: string | undefined }
  dir: string | undefined
  memo: Map<string, Promise<unknown>> | undefined
}

/**
 * Start bundling the theme CSS, the client script and the theme module. They do not depend on the
 * content, so a build starts them before compiling; errors stay with the promises, reported when
 * they are awaited (or never, when the content fails first).
 */
export function startAssets({ themeDir, site, dir, memo }: AssetReuse): AssetsInWork {
  const { customCss, framework, baseUrl, css } = site
  const work: AssetsInWork = {
    css: remember(memo, `css:${[themeDir, baseUrl, ...framework, ...customCss, css ?? ''].join('\0')}`, () =>
      bundleThemeCss(themeDir, { minify: true, cacheDir: dir, customCss, framework, baseUrl, css }),
    ),
    client: remember(memo, 'client', () =>
      cachedBundle({ dir, name: 'client-bundle.json', root: packageRoot(), key: '' }, async () => {
        const bundle = await bundleClient()
        return { value: bundle, metafile: bundle.metafile }
      }),
    ),
    theme: remember(memo, `theme:${themeDir}`, () => loadTheme(themeDir, { cacheDir: dir })),
  }
  for (const promise of Object.values(work)) promise.catch(() => undefined)
  return work
}

/** `run()` once per key while `memo` keeps it (a failed run is forgotten); without a memo, every time. */
function remember<T>(memo: Map<string, Promise<unknown>> | undefined, key: string, run: () => Promise<T>): Promise<T> {
  if (!memo) return run()
  let result = memo.get(key) as Promise<T> | undefined
  if (!result) {
    result = run()
    memo.set(key, result)
    result.catch(() => memo.delete(key))
  }
  return result
}
