// Search figures of a docsgen build (issue 18), measured in Chromium against `docsgen preview`:
// what a first query loads (search code + index parts, gzip as transferred), how long from the
// shortcut to its results, and how long queries take once their parts are loaded (the engine of
// the page's own search chunk, run on every prefix a reader types).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { browser } from './dev-peers.js'
import { startPreview } from './lighthouse.js'
import { median } from './measure.js'
import { QUIET_ENV } from './peers/common.js'

/** Queries of this site's relevance set, a mix of words, commands, keys and typos. */
const SELF_QUERIES = [
  'database',
  'webhook',
  'populate',
  'strapi develop',
  'publish an entry',
  'APP_KEYS',
  'middelware',
  'api token',
  'upload images',
  'deploy to heroku',
]

/** Queries for a generated corpus: words of a few of its page titles (the index's fragments). */
function corpusQueries(outDir) {
  const manifest = JSON.parse(readFileSync(path.join(outDir, 'assets/search/manifest.json'), 'utf8'))
  const queries = new Set(['configuration', 'error'])
  for (let i = 1; i <= 8; i++) {
    const page = Math.floor((manifest.pages * i) / 9)
    // `fragmentFile` in src/model/search-index.ts: `fragmentPages` pages per file, a folder per hundred files.
    const file = Math.floor(page / manifest.fragmentPages)
    const fragment = JSON.parse(
      readFileSync(
        path.join(outDir, 'assets/search', manifest.fragments[Math.floor(file / 100)], `${file}.json`),
        'utf8',
      ),
    )[page % manifest.fragmentPages]
    const words = fragment.title.toLowerCase().match(/[a-z]{3,}/g) ?? []
    if (words.length > 0) queries.add(words.slice(0, 2).join(' '))
  }
  return [...queries]
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

/**
 * Measure search on the build in `outDir` (typical page `route`). Resolves to
 * { queries, firstQueryBytes: { median, max }, firstResultsMs: { median, max }, queryMs: { p50, p95, n } }
 * or undefined when the build has no search index.
 */
export async function measureSearch({ outDir, route, self, log }) {
  if (!existsSync(path.join(outDir, 'assets/search/manifest.json'))) return undefined
  const queries = self ? SELF_QUERIES : corpusQueries(outDir)
  const preview = await startPreview(outDir, QUIET_ENV)
  const b = await browser()
  try {
    const bytes = []
    const firstMs = []
    for (const query of queries) {
      const context = await b.newContext({ viewport: { width: 1280, height: 800 } })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
      await page.goto(preview.url + route)
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-client-ready'))
      const urls = new Map()
      let loaded = 0
      cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url))
      cdp.on('Network.loadingFinished', (e) => {
        if (/\/assets\/(search\/|chunks\/search\.)/.test(urls.get(e.requestId) ?? '')) loaded += e.encodedDataLength
      })
      const t0 = performance.now()
      await page.keyboard.press('Control+k')
      await page.locator('dialog[data-search-modal] input[name="q"]').fill(query)
      await page.waitForFunction((q) => {
        const results = document.querySelector('dialog[data-search-modal] [data-search-results]')
        const list = results?.querySelector('[role="listbox"]')
        return list
          ? list.getAttribute('aria-label') === `Results for ${q}`
          : results?.querySelector('.search-empty, .search-error')
      }, query)
      firstMs.push(performance.now() - t0)
      await page.waitForTimeout(200)
      bytes.push(loaded)
      await context.close()
    }
    // Query latency: every prefix a reader types (two characters and more), once its parts are loaded.
    const context = await b.newContext()
    const page = await context.newPage()
    await page.goto(preview.url + route)
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-client-ready'))
    const chunk = readdirSync(path.join(outDir, 'assets/chunks')).find((f) => /^search\.[0-9a-f]{8}\.js$/.test(f))
    const times = await page.evaluate(
      async ({ chunkUrl, queries }) => {
        const { SearchEngine } = await import(chunkUrl)
        const engine = new SearchEngine('/')
        const typed = queries.flatMap((q) => Array.from({ length: q.length - 1 }, (_, i) => q.slice(0, i + 2)))
        for (const q of typed) await engine.top(q, 5)
        const out = []
        for (let round = 0; round < 3; round++) {
          for (const q of typed) {
            const t = performance.now()
            await engine.top(q, 5)
            out.push(performance.now() - t)
          }
        }
        return out
      },
      { chunkUrl: `/assets/chunks/${chunk}`, queries },
    )
    await context.close()
    const result = {
      queries: queries.length,
      firstQueryBytes: { median: median(bytes), max: Math.max(...bytes) },
      firstResultsMs: { median: median(firstMs), max: Math.max(...firstMs) },
      queryMs: { p50: percentile(times, 50), p95: percentile(times, 95), n: times.length },
    }
    log?.(
      `search: first query ${(result.firstQueryBytes.median / 1024).toFixed(1)} KB gzip (max ${(result.firstQueryBytes.max / 1024).toFixed(1)}), ` +
        `results after ${result.firstResultsMs.median.toFixed(0)} ms, queries p50 ${result.queryMs.p50.toFixed(2)} ms / p95 ${result.queryMs.p95.toFixed(2)} ms`,
    )
    return result
  } finally {
    await preview.stop()
  }
}
