import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { launchChromium } from '../../helpers/chromium.js'
import { buildSite, type ServedSite, serveSite } from './site.js'

/** A site to build and serve: its folder (served at the root), or its folder and the base URL to serve it under. */
export type SiteSpec = string | { dir: string; baseUrl: string }

/** Chromium of a browser test file, available once its `beforeAll` has run: `setupBrowser`. */
export interface BrowserHooks {
  browser(): Browser
  /** The context of the running test (needs `options.context`). */
  context(): BrowserContext
}

export interface BrowserSiteOptions {
  /**
   * Open a context with these options before each test and close it after (`context()`); without
   * them, tests open their own contexts from `browser()`.
   */
  context?: BrowserContextOptions
}

/** The browser and the served sites of a test file, each available once its `beforeAll` has run. */
export interface BrowserSites<Name extends string> extends BrowserHooks {
  server(name: Name): ServedSite
  /** The folder the site was built into. */
  outDir(name: Name): string
  /** `path` (starting with `/`) on the origin of the named site. */
  url(name: Name, path: string): string
}

/** The browser and the one served site of a test file: `setupBrowserSite`. */
export interface BrowserSite extends BrowserHooks {
  server(): ServedSite
  /** The folder the site was built into. */
  outDir(): string
  /** `path` (starting with `/`) on the site's origin. */
  url(path: string): string
}

function ready<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is not there: its beforeAll did not run or failed`)
  return value
}

/**
 * Register the hooks that give a browser test file its Chromium: launched before all its tests
 * (failing with how to install it when it is missing, never skipping) and closed after them. With
 * `options.context`, every test also gets a fresh context, closed after it. For a file that serves
 * what it tests itself (`setupBrowserSite` builds and serves a site).
 */
export function setupBrowser(options: BrowserSiteOptions = {}): BrowserHooks {
  let browser: Browser | undefined
  let context: BrowserContext | undefined

  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
  })

  const contextOptions = options.context
  if (contextOptions) {
    beforeEach(async () => {
      context = await ready(browser, 'Chromium').newContext(contextOptions)
    })
    afterEach(async () => {
      await context?.close()
      context = undefined
    })
  }

  return {
    browser: () => ready(browser, 'Chromium'),
    context: () => {
      if (!contextOptions) throw new Error('context() needs options.context (or open one from browser())')
      return ready(context, 'The context of this test')
    },
  }
}

/**
 * Register the hooks of a browser test file that serves several sites: Chromium as `setupBrowser`
 * gives it, and before all the tests each site folder built once (`buildSite`, in parallel) and
 * each site served; after them, the servers closed.
 */
export function setupBrowserSites<Name extends string>(
  sites: Record<Name, SiteSpec>,
  options: BrowserSiteOptions = {},
): BrowserSites<Name> {
  const specs = (Object.entries(sites) as [Name, SiteSpec][]).map(([name, spec]) => ({
    name,
    ...(typeof spec === 'string' ? { dir: spec, baseUrl: '/' } : spec),
  }))
  const { browser, context } = setupBrowser(options)
  const servers = new Map<Name, ServedSite>()
  const outDirs = new Map<Name, string>()

  beforeAll(async () => {
    const builds = new Map<string, Promise<string>>()
    for (const { dir } of specs) if (!builds.has(dir)) builds.set(dir, buildSite(dir))
    await Promise.all(builds.values())
    for (const { name, dir, baseUrl } of specs) {
      const outDir = await ready(builds.get(dir), `The build of ${dir}`)
      outDirs.set(name, outDir)
      servers.set(name, await serveSite(outDir, baseUrl))
    }
  })
  afterAll(async () => {
    for (const server of servers.values()) await server.close()
  })

  const server = (name: Name) => ready(servers.get(name), `The server of site "${name}"`)
  return {
    browser,
    context,
    server,
    outDir: (name) => ready(outDirs.get(name), `The build of site "${name}"`),
    url: (name, path) => server(name).origin + path,
  }
}

/**
 * Register the hooks of a browser test file on one site (a fixture site folder): Chromium, the
 * site built and served (under `options.baseUrl`, else at the root), and with `options.context`
 * a fresh context for every test. See `setupBrowserSites`.
 */
export function setupBrowserSite(dir: string, options: BrowserSiteOptions & { baseUrl?: string } = {}): BrowserSite {
  const { baseUrl = '/', ...rest } = options
  const sites = setupBrowserSites({ site: { dir, baseUrl } }, rest)
  return {
    browser: sites.browser,
    context: sites.context,
    server: () => sites.server('site'),
    outDir: () => sites.outDir('site'),
    url: (path) => sites.url('site', path),
  }
}
