import type { SearchFragment } from '../../model/search-index.js'
import { termOf, words } from '../../text/index.js'
import type { QueryWord } from './engine.js'

/** A section of a page shown under it: where it leads, its heading trail and a snippet. */
export interface SectionMatch {
  /** Path with the fragment (`/dev-docs/cli#strapi-develop`). */
  href: string
  /** Headings from the page down to the section (`Server` > `Options`); empty for the introduction. */
  trail: string[]
  /** Parts of the snippet: plain text, and the words to mark. */
  snippet: { text: string; mark: boolean }[]
  score: number
}

/** A page of the results, as shown. */
export interface PageMatch {
  page: number
  title: string
  /** The category the page is in (see `SearchFragment.parent`). */
  parent?: string
  url: string
  area: string
  /** Its best sections, best first (at most three). */
  sections: SectionMatch[]
  score: number
}

/** A word of a text and where it is (see `words`). */
type Word = { word: string; start: number; end: number }

/** A fragment with its words found once: a reader's every keystroke matches it again. */
export interface PreparedFragment {
  fragment: SearchFragment
  flatTitle: string
  sections: {
    id: string
    depth: number
    heading: string
    text: string
    headingWords: Word[]
    textWords: Word[]
    /** Heading and text as `flatten` gives them, for phrase matches. */
    flatHeading: string
    flatText: string
  }[]
}

export function prepareFragment(fragment: SearchFragment): PreparedFragment {
  const flat = (found: Word[]) => found.map(({ word }) => word).join(' ')
  return {
    fragment,
    flatTitle: flatten(fragment.title),
    sections: fragment.sections.map(([id, depth, heading, text]) => {
      const headingWords = words(heading)
      const textWords = words(text)
      return {
        id,
        depth,
        heading,
        text,
        headingWords,
        textWords,
        flatHeading: flat(headingWords),
        flatText: flat(textWords),
      }
    }),
  }
}

/** How much a page's score is raised when its title, a heading or its text holds the exact phrase. */
const PHRASE_BONUS = { title: 1.5, heading: 1.3, text: 1.1 }

/** Characters of text around the first match in a snippet. */
const SNIPPET = 160

/** Whether a word of the text is one the query asked for (same term, or the typed beginning of one). */
function matcher(query: readonly QueryWord[]): (word: string) => boolean {
  const terms = new Set<string>()
  const all = query.flatMap((word) => [word, ...(word.parts ?? [])])
  for (const word of all) {
    terms.add(word.term)
    for (const term of word.matches.keys()) terms.add(term)
  }
  const prefixes = all.filter((word) => word.prefix).map((word) => word.word)
  return (word) => terms.has(termOf(word)) || terms.has(word) || prefixes.some((prefix) => word.startsWith(prefix))
}

/**
 * How a page's fragment shows for a query: its sections that hold the query's words, ranked
 * (a word in a heading counts more than in text), each with a snippet; and the page's score,
 * raised when the query's words appear together, in order, as whole words (most in the title,
 * then a heading, then the text).
 */
export function matchPage(input: {
  page: number
  score: number
  fragment: PreparedFragment
  query: readonly QueryWord[]
}): PageMatch {
  const { fragment: prepared, query } = input
  const { fragment } = prepared
  const isMatch = matcher(query)
  const phraseWords = query.flatMap((word) => (word.parts ? word.parts.map((part) => part.word) : [word.word]))
  const phrase = phraseWords.length > 1 ? phraseWords.join(' ') : undefined
  const trail: string[] = []
  const sections: SectionMatch[] = []
  // The query's words together, in order, as whole words: in the title counts most.
  const hasPhrase = (flat: string) => phrase !== undefined && ` ${flat} `.includes(` ${phrase} `)
  let bonus = hasPhrase(prepared.flatTitle) ? PHRASE_BONUS.title : 1
  for (const section of prepared.sections) {
    const { id, depth, heading, text } = section
    if (depth > 0) {
      trail.length = Math.max(0, depth - 2)
      trail.push(heading)
    }
    const headingHits = section.headingWords.filter(({ word }) => isMatch(word)).length
    const textWords = section.textWords.filter(({ word }) => isMatch(word))
    const headingPhrase = hasPhrase(section.flatHeading)
    if (headingPhrase) bonus = Math.max(bonus, PHRASE_BONUS.heading)
    else if (hasPhrase(section.flatText)) bonus = Math.max(bonus, PHRASE_BONUS.text)
    // A section headed by the query's words is the answer: it outranks any amount of text.
    const score = headingHits * 5 + (headingPhrase ? 10 : 0) + Math.min(textWords.length, 10)
    if (score === 0) continue
    sections.push({
      href: id ? `${fragment.url}#${id}` : fragment.url,
      trail: depth > 0 ? [...trail] : [],
      snippet: snippetOf(text, isMatch, section.textWords),
      score: score + (id === '' ? 0.5 : 0),
    })
  }
  sections.sort((a, b) => b.score - a.score)
  return {
    page: input.page,
    title: fragment.title,
    ...(fragment.parent === undefined ? {} : { parent: fragment.parent }),
    url: fragment.url,
    area: fragment.area,
    sections: sections.slice(0, 3),
    score: input.score * bonus,
  }
}

/** Lower case, words separated by single spaces: how a phrase is looked for. */
function flatten(text: string): string {
  return words(text)
    .map(({ word }) => word)
    .join(' ')
}

/** Up to `SNIPPET` characters of text around the first word that matches, the matching words marked. */
export function snippetOf(
  text: string,
  isMatch: (word: string) => boolean,
  found: readonly Word[] = words(text),
): { text: string; mark: boolean }[] {
  const first = found.find(({ word }) => isMatch(word))
  let start = first ? Math.max(0, first.start - SNIPPET / 3) : 0
  let end = Math.min(text.length, start + SNIPPET)
  // Cut at spaces, not inside words.
  if (start > 0) {
    const space = text.indexOf(' ', start)
    start = space === -1 || space > (first?.start ?? end) ? start : space + 1
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end)
    end = space > start ? space : end
  }
  const parts: { text: string; mark: boolean }[] = []
  if (start > 0) parts.push({ text: '… ', mark: false })
  let at = start
  for (const { word, start: from, end: to } of found) {
    if (to <= start || from >= end) continue
    if (!isMatch(word)) continue
    if (from > at) parts.push({ text: clean(text.slice(at, from)), mark: false })
    parts.push({ text: text.slice(from, to), mark: true })
    at = to
  }
  if (at < end) parts.push({ text: clean(text.slice(at, end)), mark: false })
  if (end < text.length) parts.push({ text: ' …', mark: false })
  return parts
}

/** Line breaks of the section text read as spaces in a snippet. */
function clean(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ')
}
