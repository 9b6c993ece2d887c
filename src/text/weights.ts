import { SEARCH_WEIGHTS } from '../model/search-index.js'
import { countInto, eachTermNumber, type TermTable, withTermTable } from './term-counter.js'
import { phraseOf } from './terms.js'

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
 * only merges them. Terms come in the order they were first weighed (titles, description,
 * headings, text, phrases).
 *
 * Weighed by term number in the thread's `TermTable` (its arrays are zero again on return).
 */
export function termWeights(input: {
  titles: readonly string[]
  description: string
  sections: readonly { heading: string; text: string }[]
}): SearchTerms {
  return withTermTable((table) => weigh(table, input))
}

function weigh(
  table: TermTable,
  input: { titles: readonly string[]; description: string; sections: readonly { heading: string; text: string }[] },
): SearchTerms {
  const order: number[] = []
  const add = (term: number, weight: number): void => {
    const { weights } = table
    if (weights[term] === 0) order.push(term)
    weights[term] = (weights[term] as number) + weight
  }
  eachDistinct(table, input.titles.join(' '), (term) => add(term, SEARCH_WEIGHTS.title))
  eachDistinct(table, input.description, (term) => add(term, SEARCH_WEIGHTS.description))
  const inHeadings: number[] = []
  for (const { heading } of input.sections) {
    eachDistinct(table, heading, (term) => {
      const { headings } = table
      if (headings[term] === 0) inHeadings.push(term)
      headings[term] = (headings[term] as number) + SEARCH_WEIGHTS.heading
    })
  }
  for (const term of inHeadings) {
    add(term, Math.min(table.headings[term] as number, SEARCH_WEIGHTS.maxHeading))
    table.headings[term] = 0
  }
  for (const term of countInto(
    table,
    input.sections.map((section) => section.text),
  )) {
    add(term, Math.min((table.counts[term] as number) * SEARCH_WEIGHTS.body, SEARCH_WEIGHTS.maxBody))
    table.counts[term] = 0
  }
  const terms: string[] = []
  const weights: number[] = []
  for (const term of order) {
    terms.push(table.term(term))
    weights.push(table.weights[term] as number)
    table.weights[term] = 0
  }
  // Phrases have spaces: never one of the terms above.
  const phrases = new Map<string, number>()
  const phrase = (text: string, weight: number) => {
    const term = phraseOf(text)
    if (term !== undefined) phrases.set(term, Math.max(phrases.get(term) ?? 0, weight))
  }
  for (const { heading } of input.sections) phrase(heading, SEARCH_WEIGHTS.headingPhrase)
  for (const title of input.titles) phrase(title, SEARCH_WEIGHTS.titlePhrase)
  for (const [term, weight] of phrases) {
    terms.push(term)
    weights.push(weight)
  }
  return { terms, weights }
}

/** Calls `use` once with the number of each distinct term of `text`. */
function eachDistinct(table: TermTable, text: string, use: (term: number) => void): void {
  const stamp = table.nextText()
  eachTermNumber(table, text, (term) => {
    if (table.stamps[term] === stamp) return
    table.stamps[term] = stamp
    use(term)
  })
}
