import { eachWord, isJoiner, STOP_WORDS, termOf } from './terms.js'

// How often each term occurs in a page's text, for the search index: the compile stage counts
// every page's whole text, the largest part of what search adds to a build.

/** Slots of the word table to start with (a power of two; doubled when half full). */
const FIRST_SLOTS = 1 << 14
/** Words remembered at most: past this, the tables start afresh before the next count. */
const MAX_WORDS = 200_000
const EMPTY = -1

/**
 * The words seen on this thread (across pages) and their terms. Open addressing: each slot holds
 * a word's number or `EMPTY`; a word is found by its hash and then its characters, so a word
 * seen before needs no string of its own.
 */
let slots = new Int32Array(FIRST_SLOTS).fill(EMPTY)
let words: string[] = []
let wordHashes: number[] = []
/** The term number of each word, -1 for a stop word. */
let wordTerms: number[] = []
let terms: string[] = []
let termNumbers = new Map<string, number>()
/** Counts by term number: non-zero only during `countTerms`. */
let counts = new Int32Array(1024)

/**
 * How often each term of `texts` occurs, as `termsOf` gives them (stop words left out, words
 * stemmed so that two words of one stem add up, compounds whole), in order of first occurrence.
 * Each word is hashed as it is found and looked up by its characters among the words seen before,
 * which gives its term's number, and counts are kept by number: a page's text has a few hundred
 * distinct words among thousands, and this took 30% less time than counting words in a `Map`.
 */
export function countTerms(texts: Iterable<string>): Map<string, number> {
  const seen: number[] = []
  const count = (lower: string, start: number, end: number): void => {
    const term = termNumberOf(lower, start, end)
    if (term === -1) return
    if (counts[term] === 0) seen.push(term)
    counts[term] = (counts[term] as number) + 1
  }
  for (const text of texts) {
    const lower = text.toLowerCase()
    let runStart = -1
    let runEnd = -1
    let run = 0
    eachWord(lower, (start, end) => {
      count(lower, start, end)
      if (run > 0 && start === runEnd + 1 && isJoiner(lower.charCodeAt(runEnd))) {
        runEnd = end
        run++
        return
      }
      if (run > 1) count(lower, runStart, runEnd)
      runStart = start
      runEnd = end
      run = 1
    })
    if (run > 1) count(lower, runStart, runEnd)
  }
  const found = new Map<string, number>()
  for (const term of seen) {
    found.set(terms[term] as string, counts[term] as number)
    counts[term] = 0
  }
  if (words.length > MAX_WORDS) forget()
  return found
}

/** The term number of the word `lower.slice(start, end)` (-1: a stop word), found or added. */
function termNumberOf(lower: string, start: number, end: number): number {
  let hash = 0
  for (let i = start; i < end; i++) hash = (Math.imul(hash, 31) + lower.charCodeAt(i)) | 0
  const mask = slots.length - 1
  const length = end - start
  let slot = hash & mask
  for (let word = slots[slot] as number; word !== EMPTY; word = slots[slot] as number) {
    if (wordHashes[word] === hash) {
      const known = words[word] as string
      if (known.length === length && lower.startsWith(known, start)) return wordTerms[word] as number
    }
    slot = (slot + 1) & mask
  }
  const word = lower.slice(start, end)
  const term = newTermNumber(word)
  slots[slot] = words.length
  words.push(word)
  wordHashes.push(hash)
  wordTerms.push(term)
  if (words.length * 2 > slots.length) grow()
  return term
}

/** A new word's term number: a compound (it has a joiner) is a term of its own. */
function newTermNumber(word: string): number {
  const compound = word.includes('.') || word.includes('-')
  if (!compound && STOP_WORDS.has(word)) return -1
  const term = compound ? word : termOf(word)
  let number = termNumbers.get(term)
  if (number === undefined) {
    number = terms.length
    terms.push(term)
    termNumbers.set(term, number)
    if (number >= counts.length) {
      const larger = new Int32Array(counts.length * 2)
      larger.set(counts)
      counts = larger
    }
  }
  return number
}

function grow(): void {
  slots = new Int32Array(slots.length * 2).fill(EMPTY)
  const mask = slots.length - 1
  wordHashes.forEach((hash, word) => {
    let slot = hash & mask
    while (slots[slot] !== EMPTY) slot = (slot + 1) & mask
    slots[slot] = word
  })
}

function forget(): void {
  slots = new Int32Array(FIRST_SLOTS).fill(EMPTY)
  words = []
  wordHashes = []
  wordTerms = []
  terms = []
  termNumbers = new Map()
  counts = new Int32Array(1024)
}
