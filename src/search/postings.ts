/** Room for this many postings at first; doubled when full. */
const INITIAL = 1 << 16

/**
 * Every page's terms as they are added, `(term id, page number, weight)` in three flat typed
 * arrays, grouped by term only at the end. At 10,000 pages that is about five million postings:
 * pushed one by one onto a list per term (200,000 growing arrays, each touched at random) they
 * were ~0.6 s of a cold build's main thread, and their garbage more.
 */
export class Postings {
  #terms = new Uint32Array(INITIAL)
  #pages = new Uint32Array(INITIAL)
  #weights = new Uint8Array(INITIAL)
  #length = 0

  add(term: number, page: number, weight: number): void {
    if (this.#length === this.#terms.length) this.#grow()
    const i = this.#length++
    this.#terms[i] = term
    this.#pages[i] = page
    this.#weights[i] = weight
  }

  /** How many postings each term id below `count` has. */
  counts(count: number): Uint32Array {
    const counts = new Uint32Array(count)
    const terms = this.#terms
    for (let i = 0; i < this.#length; i++) (counts[terms[i] as number] as number)++
    return counts
  }

  /**
   * The postings grouped by term id (below `count`), for `TermPostings.encode`. A counting sort
   * by term: stable, so each term's postings keep the order they were added in. With `only` (one
   * entry per term id, non-zero for the terms wanted), only those terms' postings are grouped: a
   * warm build that encodes a few shards again reads the postings once instead of moving them all.
   */
  byTerm(count: number, only?: Uint8Array): TermPostings {
    const length = this.#length
    const terms = this.#terms
    const starts = new Uint32Array(count + 1)
    for (let i = 0; i < length; i++) {
      const term = terms[i] as number
      if (only === undefined || only[term] !== 0) (starts[term + 1] as number)++
    }
    for (let t = 0; t < count; t++) starts[t + 1] = (starts[t + 1] as number) + (starts[t] as number)
    const next = starts.slice(0, count)
    const pages = new Uint32Array(starts[count] as number)
    const weights = new Uint8Array(starts[count] as number)
    for (let i = 0; i < length; i++) {
      const term = terms[i] as number
      if (only !== undefined && only[term] === 0) continue
      const k = (next[term] as number)++
      pages[k] = this.#pages[i] as number
      weights[k] = this.#weights[i] as number
    }
    return {
      encode: (term) => encodeRange({ pages, weights, from: starts[term] as number, to: starts[term + 1] as number }),
    }
  }

  #grow(): void {
    const grow = <T extends Uint32Array | Uint8Array>(from: T, to: T): T => {
      to.set(from)
      return to
    }
    const size = this.#terms.length * 2
    this.#terms = grow(this.#terms, new Uint32Array(size))
    this.#pages = grow(this.#pages, new Uint32Array(size))
    this.#weights = grow(this.#weights, new Uint8Array(size))
  }
}

/** The postings of every term, grouped (see `Postings.byTerm`). */
export interface TermPostings {
  /**
   * `[page, weight, …]` of the term with the pages in ascending order, each page number given as
   * its difference from the previous one (the shards' form), the first as it is.
   */
  encode(term: number): number[]
}

/** One term's postings, sorted by page if they were not added in page order, delta-encoded. */
function encodeRange(range: { pages: Uint32Array; weights: Uint8Array; from: number; to: number }): number[] {
  const { pages, weights, from, to } = range
  let order: number[] | undefined
  for (let k = from + 1; k < to; k++) {
    if ((pages[k] as number) < (pages[k - 1] as number)) {
      order = Array.from({ length: to - from }, (_, i) => from + i).sort(
        (a, b) => (pages[a] as number) - (pages[b] as number),
      )
      break
    }
  }
  const out = new Array<number>(2 * (to - from))
  let previous = 0
  for (let i = 0; i < to - from; i++) {
    const k = order ? (order[i] as number) : from + i
    const page = pages[k] as number
    out[2 * i] = page - previous
    out[2 * i + 1] = weights[k] as number
    previous = page
  }
  return out
}
