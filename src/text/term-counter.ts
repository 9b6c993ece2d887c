import { compoundRuns, eachWord, STOP_WORDS, termOf } from './terms.js'

// How often each term occurs in a page's text, and what each term weighs on the page, for the
// search index: the compile stage does this for every page's whole text, the largest part of
// what search adds to a build.

/** Slots of the word table to start with (a power of two; doubled when half full). */
const FIRST_SLOTS = 1 << 14
/** Words remembered at most: past this, the tables start afresh before the next page. */
const MAX_WORDS = 200_000
const EMPTY = -1
/** Term numbers the per-term arrays hold at first (doubled as terms come). */
const FIRST_TERMS = 1024

/**
 * The words seen on this thread (across pages) and their terms. Open addressing: each slot holds
 * a word's number or `EMPTY`; a word is found by its hash and then its characters, so a word
 * seen before needs no string of its own. Terms are numbered, and what a page adds up per term
 * is kept in typed arrays by number (zero again once the page is done): a page's text has a few
 * hundred distinct words among thousands, and no string is made or hashed for a word seen before.
 */
export class TermTable {
  #slots = new Int32Array(FIRST_SLOTS).fill(EMPTY)
  #words: string[] = []
  #wordHashes: number[] = []
  /** The term number of each word, -1 for a stop word. */
  #wordTerms: number[] = []
  readonly #terms: string[] = []
  readonly #termNumbers = new Map<string, number>()
  /** Per term number: non-zero only while a page is weighed. */
  counts = new Int32Array(FIRST_TERMS)
  weights = new Int32Array(FIRST_TERMS)
  headings = new Int32Array(FIRST_TERMS)
  /** Per term number: the last text (see `nextText`) it was seen in, to take a term once per text. */
  stamps = new Int32Array(FIRST_TERMS)
  #stamp = 0
  /** The lower-cased text words are looked up in (see `read`). */
  #text = ''

  /** Whether the table holds so many words that it should start afresh (between pages). */
  get full(): boolean {
    return this.#words.length > MAX_WORDS
  }

  /** The term of number `term`. */
  term(term: number): string {
    return this.#terms[term] as string
  }

  /** A new stamp: a term whose `stamps` entry is not it was not seen in the current text yet. */
  nextText(): number {
    this.#stamp++
    if (this.#stamp > 0x7fffffff - 1) {
      this.stamps.fill(0)
      this.#stamp = 1
    }
    return this.#stamp
  }

  /** Look words up in `lower` (a lower-cased text) next (see `numberAt`). */
  read(lower: string): void {
    this.#text = lower
  }

  /** `use` the term number of a word (or compound) whose hash is not known yet, unless a stop word. */
  useTermIn(start: number, end: number, use: (term: number) => void): void {
    const text = this.#text
    let hash = 0
    for (let k = start; k < end; k++) hash = (Math.imul(hash, 31) + text.charCodeAt(k)) | 0
    const term = this.numberAt(start, end, hash)
    if (term !== -1) use(term)
  }

  /**
   * The term number (-1: a stop word) of the word at `start`..`end` of the text being read, its
   * hash given (`h = h * 31 + code` over its lower-cased UTF-16 code units, in 32 bits).
   */
  numberAt(start: number, end: number, hash: number): number {
    const text = this.#text
    const slots = this.#slots
    const mask = slots.length - 1
    const length = end - start
    let slot = hash & mask
    for (let word = slots[slot] as number; word !== EMPTY; word = slots[slot] as number) {
      if (this.#wordHashes[word] === hash) {
        const known = this.#words[word] as string
        if (known.length === length && text.startsWith(known, start)) return this.#wordTerms[word] as number
      }
      slot = (slot + 1) & mask
    }
    const word = text.slice(start, end)
    const term = this.#newTermNumber(word)
    slots[slot] = this.#words.length
    this.#words.push(word)
    this.#wordHashes.push(hash)
    this.#wordTerms.push(term)
    if (this.#words.length * 2 > slots.length) this.#grow()
    return term
  }

  /** A new word's term number: a compound (it has a joiner) is a term of its own. */
  #newTermNumber(word: string): number {
    const compound = word.includes('.') || word.includes('-')
    if (!compound && STOP_WORDS.has(word)) return -1
    const term = compound ? word : termOf(word)
    let number = this.#termNumbers.get(term)
    if (number === undefined) {
      number = this.#terms.length
      this.#terms.push(term)
      this.#termNumbers.set(term, number)
      if (number >= this.counts.length) this.#growTerms()
    }
    return number
  }

  #growTerms(): void {
    const larger = (values: Int32Array): Int32Array<ArrayBuffer> => {
      const grown = new Int32Array(values.length * 2)
      grown.set(values)
      return grown
    }
    this.counts = larger(this.counts)
    this.weights = larger(this.weights)
    this.headings = larger(this.headings)
    this.stamps = larger(this.stamps)
  }

  #grow(): void {
    const slots = new Int32Array(this.#slots.length * 2).fill(EMPTY)
    const mask = slots.length - 1
    this.#wordHashes.forEach((hash, word) => {
      let slot = hash & mask
      while (slots[slot] !== EMPTY) slot = (slot + 1) & mask
      slots[slot] = word
    })
    this.#slots = slots
  }
}

let shared: TermTable | undefined

/** This thread's table, started afresh when it grew too large (call between pages only). */
export function termTable(): TermTable {
  if (!shared || shared.full) shared = new TermTable()
  return shared
}

/**
 * Run `use` with this thread's table; if it throws, the table is dropped (its per-term arrays may
 * hold the failed page's counts, which would leak into the next page's weights).
 */
export function withTermTable<T>(use: (table: TermTable) => T): T {
  try {
    return use(termTable())
  } catch (error) {
    shared = undefined
    throw error
  }
}

/** Any character outside ASCII: such a text is read by `eachWord` (see `eachTermNumber`). */
const NON_ASCII = /[\u0080-\uffff]/
const UNDERSCORE = 95
/** For each ASCII code: the code if it is a lower-case letter or a digit, else 0. */
const WORD = /* @__PURE__ */ wordCodes()

// Pure, so that a bundle that does not count terms (the search client's) leaves the table out.
function wordCodes(): Uint8Array {
  const codes = new Uint8Array(128)
  for (let c = 0; c < 128; c++) codes[c] = /[0-9a-z]/.test(String.fromCharCode(c)) ? c : 0
  return codes
}

/**
 * Calls `use` with the term number of each word of `text` (stop words left out), and of each
 * compound (words joined by single `-` or `.`, whole) as it ends: the terms `termsOf` gives. An
 * ASCII text (nearly every one) is read in one scan that finds the words and hashes them as it
 * goes, instead of finding the words and then reading each again to hash it.
 */
export function eachTermNumber(table: TermTable, text: string, use: (term: number) => void): void {
  if (NON_ASCII.test(text)) {
    eachTermNumberOfAny(table, text, use)
    return
  }
  const lower = text.toLowerCase()
  table.read(lower)
  const n = lower.length
  const runs = compoundRuns(lower, (start, end) => table.useTermIn(start, end, use))
  let i = 0
  while (i < n) {
    let lowered = WORD[lower.charCodeAt(i)] as number
    if (lowered === 0) {
      i++
      continue
    }
    const start = i
    let hash = 0
    for (;;) {
      hash = (Math.imul(hash, 31) + lowered) | 0
      i++
      if (i >= n) break
      const code = lower.charCodeAt(i)
      lowered = WORD[code] as number
      if (lowered !== 0) continue
      if (code !== UNDERSCORE) break
      // `_` inside a word (`APP_KEYS`): the word goes on if a letter or digit follows.
      let j = i + 1
      while (j < n && lower.charCodeAt(j) === UNDERSCORE) j++
      if (j >= n || WORD[lower.charCodeAt(j)] === 0) break
      for (; i < j; i++) hash = (Math.imul(hash, 31) + UNDERSCORE) | 0
      // `i` is at the letter or digit after them, added as the loop goes on.
      lowered = WORD[lower.charCodeAt(i)] as number
    }
    const term = table.numberAt(start, i, hash)
    if (term !== -1) use(term)
    runs.word(start, i)
  }
  runs.end()
}

/** `eachTermNumber` of a text with characters outside ASCII: lower-cased whole, then read word by word. */
function eachTermNumberOfAny(table: TermTable, text: string, use: (term: number) => void): void {
  const lower = text.toLowerCase()
  table.read(lower)
  const runs = compoundRuns(lower, (start, end) => table.useTermIn(start, end, use))
  eachWord(lower, (start, end) => {
    table.useTermIn(start, end, use)
    runs.word(start, end)
  })
  runs.end()
}

/**
 * How often each term of `texts` occurs, as `termsOf` gives them (stop words left out, words
 * stemmed so that two words of one stem add up, compounds whole), in order of first occurrence.
 */
export function countTerms(texts: Iterable<string>): Map<string, number> {
  return withTermTable((table) => {
    const seen = countInto(table, texts)
    const found = new Map<string, number>()
    for (const term of seen) {
      found.set(table.term(term), table.counts[term] as number)
      table.counts[term] = 0
    }
    return found
  })
}

/**
 * Counts the terms of `texts` into `table.counts` (the caller sets them back to zero): the term
 * numbers counted, in order of first occurrence.
 */
export function countInto(table: TermTable, texts: Iterable<string>): number[] {
  const seen: number[] = []
  // `table.counts` is read at each term: the table grows it when a new term comes.
  const count = (term: number): void => {
    const counts = table.counts
    if (counts[term] === 0) seen.push(term)
    counts[term] = (counts[term] as number) + 1
  }
  for (const text of texts) eachTermNumber(table, text, count)
  return seen
}
