import { stemmer } from 'stemmer'

// How text becomes search terms, the same way for the index (built with the site) and for the
// queries (in the browser): both import this module, so a word is always found as it was indexed.

/** Words too common to tell pages apart: not indexed, and ignored in queries. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be but by for from has have if in into is it its of on or so than that the their then ' +
    'there these this those to was were will with you your can do does not no we our'
  ).split(' '),
)

/** A letter or a digit of any script. */
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u
/** For each UTF-16 code unit below 0xD800: 1 a letter or digit, 2 not, 0 not looked at yet. */
const KINDS = new Uint8Array(0xd800)
for (let c = 0; c < 128; c++) KINDS[c] = LETTER_OR_DIGIT.test(String.fromCharCode(c)) ? 1 : 2

/** The length (1, or 2 for a surrogate pair) of the letter or digit at `i`, or 0 if there is none. */
function letterAt(text: string, i: number): number {
  const c = text.charCodeAt(i)
  if (c < 0xd800) {
    let kind = KINDS[c] as number
    if (kind === 0) {
      kind = LETTER_OR_DIGIT.test(text[i] as string) ? 1 : 2
      KINDS[c] = kind
    }
    return kind === 1 ? 1 : 0
  }
  if (c <= 0xdbff) return LETTER_OR_DIGIT.test(text.slice(i, i + 2)) ? 2 : 0
  return c >= 0xe000 && LETTER_OR_DIGIT.test(text[i] as string) ? 1 : 0
}

const UNDERSCORE = 95

/**
 * Calls `visit` with the bounds of each word of `text`: letters and digits, and `_` inside (so
 * `APP_KEYS` stays one word). A scan by character codes: the index runs it over every page's
 * whole text, several times faster than a Unicode regular expression.
 */
export function eachWord(text: string, visit: (start: number, end: number) => void): void {
  const n = text.length
  let i = 0
  while (i < n) {
    const first = letterAt(text, i)
    if (first === 0) {
      i++
      continue
    }
    const start = i
    i += first
    while (i < n) {
      const next = letterAt(text, i)
      if (next > 0) {
        i += next
        continue
      }
      if (text.charCodeAt(i) !== UNDERSCORE) break
      let j = i
      while (j < n && text.charCodeAt(j) === UNDERSCORE) j++
      const after = j < n ? letterAt(text, j) : 0
      if (after === 0) break
      i = j + after
    }
    visit(start, i)
  }
}

/** The words of a text, lower-cased, in order, with where each starts (for highlighting). */
export function words(text: string): { word: string; start: number; end: number }[] {
  const found: { word: string; start: number; end: number }[] = []
  eachWord(text, (start, end) => {
    found.push({ word: text.slice(start, end).toLowerCase(), start, end })
  })
  return found
}

/** Words with a digit, `_` or a joiner are names, kept as they are. */
const NOT_ENGLISH = /[\d_.-]/

/** Stems already computed: a site's vocabulary is small next to its text. */
const STEMS = new Map<string, string>()
const MAX_STEMS = 200_000

/**
 * The term a word is indexed and searched under: its English stem ("populating" and "populate"
 * give `popul`), except for words that are names rather than English (with digits or `_`), and
 * very short ones, which are kept as they are.
 */
export function termOf(word: string): string {
  let stem = STEMS.get(word)
  if (stem === undefined) {
    stem = word.length < 4 || NOT_ENGLISH.test(word) ? word : stemmer(word)
    if (STEMS.size < MAX_STEMS) STEMS.set(word, stem)
  }
  return stem
}

/** Characters that join words into a compound when they stand alone between them. */
export const isJoiner = (code: number): boolean => code === 46 || code === 45

/**
 * The compounds of a text, lower-cased, with where each starts: words joined by `-` or `.` with
 * no space (`create-strapi-app`, `4.6.1`, `strapi.entityService.findMany`). They are indexed
 * whole as well as word by word, so they are found as typed.
 */
export function compounds(text: string): { word: string; start: number; end: number }[] {
  const found: { word: string; start: number; end: number }[] = []
  eachCompound(text, words(text), (start, end) => {
    found.push({ word: text.slice(start, end).toLowerCase(), start, end })
  })
  return found
}

/**
 * Follows the words of `text` as a scan finds them (`word`, in order; `end` after the last) and
 * calls `use` with the bounds of each run of two or more words joined by single joiners.
 */
export function compoundRuns(
  text: string,
  use: (start: number, end: number) => void,
): { word(start: number, end: number): void; end(): void } {
  let runStart = -1
  let runEnd = -1
  let count = 0
  return {
    word(start, end) {
      if (count > 0 && start === runEnd + 1 && isJoiner(text.charCodeAt(runEnd))) {
        runEnd = end
        count++
        return
      }
      if (count > 1) use(runStart, runEnd)
      runStart = start
      runEnd = end
      count = 1
    },
    end() {
      if (count > 1) use(runStart, runEnd)
    },
  }
}

/** Calls `use` with the bounds of each run of two or more words joined by single joiners. */
function eachCompound(
  text: string,
  found: readonly { start: number; end: number }[],
  use: (start: number, end: number) => void,
): void {
  const runs = compoundRuns(text, use)
  for (const { start, end } of found) runs.word(start, end)
  runs.end()
}

/** Titles and headings of at most this many words are also indexed whole (see `phraseOf`). */
const PHRASE_MAX_WORDS = 6

/**
 * A short title or heading as one term, its words lower-cased and joined by single spaces
 * (`strapi develop`); undefined for a single word or a long text. A query that is such a phrase
 * (or, while typing, its beginning) finds the section it heads first.
 */
export function phraseOf(text: string): string | undefined {
  const all = words(text).map(({ word }) => word)
  return all.length >= 2 && all.length <= PHRASE_MAX_WORDS ? all.join(' ') : undefined
}

/** The terms of a text in order, stop words left out; then its compounds, each whole. */
export function termsOf(text: string): string[] {
  // One pass with no per-word objects: the index runs this over every page's whole text.
  const lower = text.toLowerCase()
  const terms: string[] = []
  const joined: string[] = []
  const runs = compoundRuns(lower, (start, end) => joined.push(lower.slice(start, end)))
  eachWord(lower, (start, end) => {
    const word = lower.slice(start, end)
    if (!STOP_WORDS.has(word)) terms.push(termOf(word))
    runs.word(start, end)
  })
  runs.end()
  return joined.length > 0 ? terms.concat(joined) : terms
}

/**
 * The shard a term is stored in: its first two characters (`mi` for `middlewar`), or three for
 * the prefixes a site has so many terms under that one shard would be heavy (`shardKeys` lists
 * the longer keys). A query loads only the shards its words need.
 */
export function shardOf(term: string, longKeys: ReadonlySet<string>): string {
  const three = term.slice(0, 3)
  return longKeys.has(three) ? three : term.slice(0, 2)
}

/**
 * Damerau-Levenshtein distance (adjacent transposition counts as one edit) between `a` and `b`,
 * or `max + 1` as soon as it is known to be larger than `max`: a cheap check for typos.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const rows = a.length + 1
  const cols = b.length + 1
  if (DISTANCES.length < rows * cols) DISTANCES = new Int32Array(rows * cols * 2)
  const d = DISTANCES
  for (let i = 0; i < rows; i++) d[i * cols] = i
  for (let j = 0; j < cols; j++) d[j] = j
  for (let i = 1; i < rows; i++) {
    let rowMin = Number.POSITIVE_INFINITY
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(
        (d[(i - 1) * cols + j] as number) + 1,
        (d[i * cols + j - 1] as number) + 1,
        (d[(i - 1) * cols + j - 1] as number) + cost,
      )
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (d[(i - 2) * cols + j - 2] as number) + 1)
      }
      d[i * cols + j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > max) return max + 1
  }
  return d[rows * cols - 1] as number
}

/** The table `editDistance` fills, reused across calls (grown when a longer word comes). */
let DISTANCES = new Int32Array(32 * 32)
