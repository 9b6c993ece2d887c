import { SEARCH_WEIGHTS } from '../model/search-index.js'
import { countTerms } from './term-counter.js'
import { phraseOf, termsOf } from './terms.js'

/** A page's search terms and the weight of each there (see `termWeights`). */
export interface SearchTerms {
  terms: string[]
  weights: number[]
}

/**
 * Each term of a page and its weight there: in its titles (front matter and H1), its
 * description, its headings (capped together) and its text (capped, so a long page does not win
 * by length alone); and its short titles and headings whole, as phrase terms. Computed when the
 * page is compiled (on a worker thread, then cached with the page's body), so the search stage
 * only merges them.
 */
export function termWeights(input: {
  titles: readonly string[]
  description: string
  sections: readonly { heading: string; text: string }[]
}): SearchTerms {
  const weights = new Map<string, number>()
  const headings = new Map<string, number>()
  const add = (map: Map<string, number>, term: string, weight: number) => map.set(term, (map.get(term) ?? 0) + weight)
  for (const term of new Set(termsOf(input.titles.join(' ')))) weights.set(term, SEARCH_WEIGHTS.title)
  for (const term of new Set(termsOf(input.description))) add(weights, term, SEARCH_WEIGHTS.description)
  for (const { heading } of input.sections) {
    for (const term of new Set(termsOf(heading))) add(headings, term, SEARCH_WEIGHTS.heading)
  }
  for (const [term, weight] of headings) add(weights, term, Math.min(weight, SEARCH_WEIGHTS.maxHeading))
  for (const [term, count] of countTerms(input.sections.map((section) => section.text))) {
    add(weights, term, Math.min(count * SEARCH_WEIGHTS.body, SEARCH_WEIGHTS.maxBody))
  }
  const phrase = (text: string, weight: number) => {
    const term = phraseOf(text)
    if (term !== undefined) weights.set(term, Math.max(weights.get(term) ?? 0, weight))
  }
  for (const { heading } of input.sections) phrase(heading, SEARCH_WEIGHTS.headingPhrase)
  for (const title of input.titles) phrase(title, SEARCH_WEIGHTS.titlePhrase)
  return { terms: [...weights.keys()], weights: [...weights.values()] }
}
