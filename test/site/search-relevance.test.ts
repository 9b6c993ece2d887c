import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { SearchEngine } from '../../src/client/search/engine.js'
import { buildSite, REPO_ROOT } from '../browser/support/site.js'
import { type RelevanceOutcome, relevanceReport, runRelevance, shareWithin } from './relevance.js'
import { RELEVANCE_QUERIES } from './search-queries.js'
import { WRITTEN } from './written.js'

// Issue 18: the relevance set run against the real site's index (built by the CLI, as the
// browser tests build it), ranked as the search modal ranks. The expected page must be in the
// top 3 for at least 90% of the queries; the shares in the top 1 and top 3 are printed.

let outcomes: RelevanceOutcome[]

let outDir: string

beforeAll(async () => {
  outDir = await buildSite(REPO_ROOT)
  outcomes = await runRelevance(outDir, RELEVANCE_QUERIES)
  console.log(relevanceReport(outcomes))
}, 300_000)

describe('the search relevance set', () => {
  it('has at least 40 queries, each expecting a page the site has', () => {
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(40)
    const expected = RELEVANCE_QUERIES.flatMap((q) => (typeof q.expect === 'string' ? [q.expect] : q.expect))
    // Written pages, and the API reference generated from openapi/rest-api.yaml.
    expect(expected.filter((url) => !WRITTEN.includes(url) && url !== '/openapi')).toEqual([])
  })

  it('finds the expected page in the top 3 for at least 90% of the queries', () => {
    expect(shareWithin(outcomes, 3), relevanceReport(outcomes)).toBeGreaterThanOrEqual(0.9)
  })

  it('opens an API operation at its own section: "delete a post" leads to DELETE /posts/{id}', async () => {
    const engine = new SearchEngine('/', async (url) => JSON.parse(await readFile(path.join(outDir, url), 'utf8')))
    const { pages } = await engine.top('delete a post', 3)
    expect(pages[0]?.url).toBe('/openapi')
    expect(pages[0]?.sections[0]?.href).toBe('/openapi#delete-posts-id')
  })

  it('finds something for every query', () => {
    expect(outcomes.filter((o) => o.top.length === 0).map((o) => o.query)).toEqual([])
  })
})
