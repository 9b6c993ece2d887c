import { describe, expect, it } from 'vitest'
import { Postings } from '../../../src/search/postings.js'

/** Every term's encoded postings, for term ids below `count`. */
const encoded = (postings: Postings, count: number): number[][] => {
  const grouped = postings.byTerm(count)
  return Array.from({ length: count }, (_, term) => grouped.encode(term))
}

describe('Postings', () => {
  it("groups by term, pages ascending and delta-encoded, each page's weight beside it", () => {
    const postings = new Postings()
    postings.add(1, 3, 9)
    postings.add(0, 3, 2)
    postings.add(1, 7, 4)
    postings.add(0, 10, 5)
    expect(encoded(postings, 3)).toEqual([[3, 2, 7, 5], [3, 9, 4, 4], []])
  })

  it('sorts a term whose pages came out of order (pages made after the render, by `finish`)', () => {
    const postings = new Postings()
    for (const [page, weight] of [
      [5, 1],
      [2, 2],
      [9, 3],
      [1, 4],
    ] as const)
      postings.add(0, page, weight)
    postings.add(1, 4, 7)
    expect(encoded(postings, 2)).toEqual([
      [1, 4, 1, 2, 3, 1, 4, 3],
      [4, 7],
    ])
  })

  it('grows past its first size without losing a posting', () => {
    const postings = new Postings()
    const count = 200_000
    for (let page = 0; page < count; page++) postings.add(page % 3, page, (page % 250) + 1)
    const lists = encoded(postings, 3)
    expect(lists.map((list) => list.length)).toEqual([2 * 66_667, 2 * 66_667, 2 * 66_666])
    // Term 2: pages 2, 5, 8, …: the first as it is, then steps of 3.
    expect(lists[2]?.slice(0, 6)).toEqual([2, 3, 3, 6, 3, 9])
  })

  it('groups only the terms asked for, each as the whole grouping gives it', () => {
    const postings = new Postings()
    for (let page = 0; page < 50; page++) postings.add(page % 4, 49 - page, (page % 7) + 1)
    const only = new Uint8Array([0, 1, 0, 1])
    const some = postings.byTerm(4, only)
    const all = encoded(postings, 4)
    expect(some.encode(1)).toEqual(all[1])
    expect(some.encode(3)).toEqual(all[3])
    expect(some.encode(0)).toEqual([])
  })
})
