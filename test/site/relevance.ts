import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { SearchEngine } from '../../src/client/search/engine.js'
import type { RelevanceQuery } from './search-queries.js'

/** Where one query's expected page came, and what came first. */
export interface RelevanceOutcome {
  query: string
  expect: readonly string[]
  /** 1-based rank of the first expected page among the results, or undefined when not in the top 10. */
  rank: number | undefined
  top: string[]
}

/** How many results are ranked as the modal ranks them (its shown results and a margin). */
const RANKED = 10

/**
 * Run the relevance set against a built site's index, reading its files from `outDir` the way the
 * browser fetches them, ranked exactly as the search modal ranks them.
 */
export async function runRelevance(outDir: string, queries: readonly RelevanceQuery[]): Promise<RelevanceOutcome[]> {
  const engine = new SearchEngine('/', async (url) => JSON.parse(await readFile(path.join(outDir, url), 'utf8')))
  const outcomes: RelevanceOutcome[] = []
  for (const { query, expect } of queries) {
    const expected = typeof expect === 'string' ? [expect] : expect
    const { pages } = await engine.top(query, RANKED)
    const top = pages.map((page) => page.url)
    const index = top.findIndex((url) => expected.includes(url))
    outcomes.push({ query, expect: expected, rank: index === -1 ? undefined : index + 1, top })
  }
  return outcomes
}

/** The share of outcomes whose expected page is within the first `n` results. */
export const shareWithin = (outcomes: readonly RelevanceOutcome[], n: number): number =>
  outcomes.filter((o) => o.rank !== undefined && o.rank <= n).length / outcomes.length

/** A table of the misses and the shares, for the test's output and for tuning. */
export function relevanceReport(outcomes: readonly RelevanceOutcome[]): string {
  const lines = [
    `search relevance: ${outcomes.length} queries, top 1 ${(shareWithin(outcomes, 1) * 100).toFixed(0)}%, top 3 ${(shareWithin(outcomes, 3) * 100).toFixed(0)}%`,
  ]
  for (const o of outcomes) {
    if (o.rank === 1) continue
    lines.push(`  ${o.rank === undefined ? 'miss' : `#${o.rank}`.padEnd(4)} ${o.query} → ${o.expect.join(' | ')}`)
    lines.push(`        got: ${o.top.slice(0, 3).join(', ')}`)
  }
  return lines.join('\n')
}
