import { beforeAll, describe, expect, it } from 'vitest'
import { buildSite, REPO_ROOT } from '../browser/support/site.js'
import { type RelevanceOutcome, relevanceReport, runRelevance, shareWithin } from './relevance.js'
import { RELEVANCE_QUERIES } from './search-queries.js'
import { WRITTEN } from './written.js'

// Issue 18: the relevance set run against the real site's index (built by the CLI, as the
// browser tests build it), ranked as the search modal ranks. The expected page must be in the
// top 3 for at least 90% of the queries; the shares in the top 1 and top 3 are printed.

let outcomes: RelevanceOutcome[]

beforeAll(async () => {
  outcomes = await runRelevance(await buildSite(REPO_ROOT), RELEVANCE_QUERIES)
  console.log(relevanceReport(outcomes))
}, 300_000)

describe('the search relevance set', () => {
  it('has at least 40 queries, each expecting a page the site has', () => {
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(40)
    const expected = RELEVANCE_QUERIES.flatMap((q) => (typeof q.expect === 'string' ? [q.expect] : q.expect))
    expect(expected.filter((url) => !WRITTEN.includes(url))).toEqual([])
  })

  it('finds the expected page in the top 3 for at least 90% of the queries', () => {
    expect(shareWithin(outcomes, 3), relevanceReport(outcomes)).toBeGreaterThanOrEqual(0.9)
  })

  it('finds something for every query', () => {
    expect(outcomes.filter((o) => o.top.length === 0).map((o) => o.query)).toEqual([])
  })
})
