import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { setupBrowserSites } from './support/browser-site.js'
import { builtPolicy, closeStrictContext, cspViolations, type OtherSites, strictContext } from './support/csp.js'
import { openPage } from './support/page.js'
import { REPO_ROOT } from './support/site.js'
import { problemsForEveryReader, themedContext } from './support/themed.js'

// A site's own stylesheets and scripts. A Docusaurus site's stylesheet (the classic template's
// `theme.customCss`, in test/fixtures/sites/docusaurus-pages): bundled after docsgen's theme, its
// Infima colours followed by the theme in both modes (kept readable as text), its classes applied
// to the pages. And stylesheets and scripts on other sites (config `stylesheets`, `scripts`: a web
// font, an analytics script), loaded under the Content-Security-Policy the build writes.

/** A docsgen site that links a web font's stylesheet and a script, both on other origins. */
function assetsSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-site-assets-'))
  mkdirSync(path.join(dir, 'content'))
  writeFileSync(
    path.join(dir, 'site.config.ts'),
    `export default {
  title: 'Assets',
  stylesheets: ['https://fonts.example.com/css?family=Fixture+Sans'],
  customCss: ['css/site.css'],
  scripts: [{ src: 'https://stats.example.net/count.js', defer: true }],
}
`,
  )
  writeFileSync(path.join(dir, 'content/index.md'), '# Assets\n\nText in the web font.\n')
  mkdirSync(path.join(dir, 'css'))
  writeFileSync(path.join(dir, 'css/site.css'), '@import url(https://css.example.net/extra.css);\n')
  return dir
}

const sites = setupBrowserSites({
  pages: path.join(REPO_ROOT, 'test/fixtures/sites/docusaurus-pages'),
  assets: assetsSite(),
})
const { browser } = sites
const url = (route: string) => sites.url('pages', route)

/** An element's computed CSS colour property as sRGB bytes (Chrome may give it in oklch()). */
function colourOf(page: Page, selector: string, property: string): Promise<number[]> {
  return page
    .locator(selector)
    .first()
    .evaluate((el, prop) => {
      const canvas = document.createElement('canvas')
      canvas.width = 1
      canvas.height = 1
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D
      ctx.fillStyle = getComputedStyle(el).getPropertyValue(prop)
      ctx.fillRect(0, 0, 1, 1)
      return [...ctx.getImageData(0, 0, 1, 1).data].slice(0, 3)
    }, property)
}

/** WCAG contrast ratio of two sRGB colours. */
function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, b = 0] = rgb.map((v) => {
      const c = v / 255
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

const close = (actual: number[], expected: number[]) => actual.every((v, i) => Math.abs(v - (expected[i] ?? 0)) <= 2)

describe('the site’s stylesheet', () => {
  it('colours links and the current page in its green, darkened to read on light tints (light mode)', async () => {
    const context = await themedContext(browser(), 'light', { width: 1280, height: 800 })
    const { page, errors } = await openPage(context, url('/docs/intro'))
    const link = await colourOf(page, 'main .markdown a[href="/"]', 'color')
    const current = await colourOf(page, '.sidebar [aria-current=page]', 'color')
    const currentBg = await colourOf(page, '.sidebar [aria-current=page]', 'background-color')
    // #2e8555 as the site sets it reads at 4.1:1 on the current page's tint; the theme darkens it.
    const [r = 0, g = 0, b = 0] = link
    expect(g).toBeGreaterThan(r)
    expect(g).toBeGreaterThan(b)
    expect(current).toEqual(link)
    expect(contrast(current, currentBg)).toBeGreaterThanOrEqual(4.5)
    expect(await colourOf(page, '.fixture-callout', 'border-left-color')).toEqual([46, 133, 85])
    expect(errors).toEqual([])
    await context.close()
  })

  it('takes its dark-mode colour as it is when it already reads on the dark page (dark mode)', async () => {
    const context = await themedContext(browser(), 'dark', { width: 1280, height: 800 })
    const { page, errors } = await openPage(context, url('/docs/intro'))
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    expect(close(await colourOf(page, 'main .markdown a[href="/"]', 'color'), [37, 194, 160])).toBe(true)
    expect(close(await colourOf(page, '.sidebar [aria-current=page]', 'color'), [37, 194, 160])).toBe(true)
    expect(await colourOf(page, '.fixture-callout', 'border-left-color')).toEqual([37, 194, 160])
    expect(errors).toEqual([])
    await context.close()
  })

  it('restyles Infima’s classes on the landing page, its rules coming after them as in Docusaurus', async () => {
    const context = await themedContext(browser(), 'light', { width: 1280, height: 800 })
    const { page, errors } = await openPage(context, url('/'))
    // The site's --ifm-color-primary-darkest (#205d3b), not the Infima class's var(--primary).
    expect(await colourOf(page, '.button--secondary', 'border-top-color')).toEqual([32, 93, 59])
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows the footer’s logo, linked, above the copyright', async () => {
    const context = await themedContext(browser(), 'light', { width: 1280, height: 800 })
    const { page, errors } = await openPage(context, url('/docs/intro'))
    const logo = page.locator('footer.footer .footer-logo a[href="https://example.com/pages"] img')
    expect(await logo.getAttribute('src')).toBe('/img/gauge.svg')
    expect(await logo.getAttribute('alt')).toBe('Pages fixture gauge')
    await logo.scrollIntoViewIfNeeded()
    // A lazy image starts loading once in view: wait for it, then read its size.
    await logo.evaluate((img) =>
      (img as HTMLImageElement).complete
        ? undefined
        : new Promise((done) => {
            img.addEventListener('load', done, { once: true })
            img.addEventListener('error', done, { once: true })
          }),
    )
    expect(
      await logo.evaluate((img) => (img as HTMLImageElement).naturalWidth > 0 && img.getBoundingClientRect().width),
    ).toBe(64)
    expect(await page.locator('footer.footer .footer-copyright').textContent()).toBe('Copyright Pages fixture')
    expect(errors).toEqual([])
    await context.close()
  })

  it('lets a rule for .navbar (as sites write it for Infima) recolour the navbar’s brand and buttons', async () => {
    const context = await themedContext(browser(), 'light', { width: 1280, height: 800 })
    const { page, errors } = await openPage(context, url('/docs/intro'))
    await page.addStyleTag({ content: '.navbar { background-color: #22292f; color: white }' })
    for (const selector of ['.navbar-brand', '.color-mode-toggle']) {
      expect(await colourOf(page, selector, 'color'), selector).toEqual([255, 255, 255])
    }
    expect(errors).toEqual([])
    await context.close()
  })

  it('keeps the page, its marked code line too, readable for every reader (axe, both modes, 1280 and 390 px)', async () => {
    const open = (themed: Parameters<typeof openPage>[0], route: string) => openPage(themed, url(route))
    expect(await problemsForEveryReader(browser(), open, { routes: ['/docs/intro'] })).toEqual([])
  }, 60_000)
})

describe('stylesheets and scripts on other sites', () => {
  it('are linked after the theme’s stylesheet, and load under the CSP of _headers, with what the site’s CSS imports', async () => {
    const html = readFileSync(path.join(sites.outDir('assets'), 'index.html'), 'utf8')
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1])
    expect(sheets).toEqual([
      expect.stringMatching(/^\/assets\/styles\.[0-9a-f]{8}\.css$/),
      'https://fonts.example.com/css?family=Fixture+Sans',
    ])
    const policy = await builtPolicy(sites.outDir('assets'))
    const fetched: string[] = []
    const css =
      '@font-face { font-family: "Fixture Sans"; src: url(https://static.example.org/fixture.woff2); }\nbody { font-family: "Fixture Sans", sans-serif; }\n'
    // Each other site, by URL prefix, and its answer.
    const answers: [string, NonNullable<ReturnType<OtherSites>>][] = [
      ['https://fonts.example.com/', { contentType: 'text/css', body: css }],
      ['https://css.example.net/', { contentType: 'text/css', body: '.markdown p { letter-spacing: 2px }' }],
      ['https://static.example.org/', { status: 404, body: '' }],
      ['https://stats.example.net/', { contentType: 'text/javascript', body: 'window.__counted = true' }],
    ]
    const otherSites: OtherSites = (request) => {
      const answer = answers.find(([prefix]) => request.startsWith(prefix))?.[1]
      if (answer) fetched.push(request)
      return answer
    }
    const context = await strictContext(browser(), policy, { otherSites })
    const page = await context.newPage()
    await page.goto(sites.url('assets', '/'))
    await page.waitForFunction(() => (window as unknown as { __counted?: boolean }).__counted === true)
    // The font is asked for once the text is laid out in it (the 404 then falls back).
    await expect.poll(() => fetched.some((request) => request.includes('static.example.org'))).toBe(true)
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Fixture Sans')
    // The stylesheet the site's own CSS imports from another site.
    expect(
      await page
        .locator('main .markdown p')
        .first()
        .evaluate((el) => getComputedStyle(el).letterSpacing),
    ).toBe('2px')
    expect(await cspViolations(page)).toEqual([])
    await closeStrictContext(context)
  })
})
