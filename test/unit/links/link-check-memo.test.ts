import { describe, expect, it } from 'vitest'
import { LinkCheckMemo } from '../../../src/links/link-check-memo.js'
import type { PageMeta } from '../../../src/model/page.js'
import { type RoutePath, routePath } from '../../../src/model/route-graph.js'
import { page } from '../../helpers/pages.js'

describe('LinkCheckMemo.pagesByRoute', () => {
  const routes = new Map<string, RoutePath>([
    ['a.md', routePath('/a')],
    ['b.md', routePath('/b')],
    ['c.md', routePath('/c')],
  ])
  const list = [page('a.md'), page('b.md'), page('draft.md'), page('c.md')]
  const looked: string[] = []
  const routeOf = (p: PageMeta) => {
    looked.push(p.source)
    return routes.get(p.source)
  }
  const entries = (map: ReadonlyMap<RoutePath, PageMeta>) => [...map].map(([route, p]) => [route, p.source])

  it('matches every page the first time, then only the pages compiled again', () => {
    const memo = new LinkCheckMemo()
    const first = memo.pagesByRoute(list, routes, routeOf)
    expect(entries(first)).toEqual([
      ['/a', 'a.md'],
      ['/b', 'b.md'],
      ['/c', 'c.md'],
    ])
    looked.length = 0
    // Nothing compiled again: the same map, nothing looked up.
    expect(memo.pagesByRoute([...list], routes, routeOf)).toBe(first)
    expect(looked).toEqual([])
    // b compiled again: it takes b's place, and only b (old and new) was looked up.
    const edited = page('b.md', { title: 'B2' })
    const second = memo.pagesByRoute([list[0], edited, list[2], list[3]] as PageMeta[], routes, routeOf)
    expect(entries(second)).toEqual(entries(first))
    expect(second.get(routePath('/b'))).toBe(edited)
    expect(first.get(routePath('/b'))).toBe(list[1])
    expect(looked).toEqual(['b.md', 'b.md'])
  })

  it('matches every page again when the routes or the list changed shape', () => {
    const memo = new LinkCheckMemo()
    memo.pagesByRoute(list, routes, routeOf)
    looked.length = 0
    memo.pagesByRoute(list, new Map(routes), routeOf)
    expect(looked).toHaveLength(4)
    looked.length = 0
    const longer = [...list, page('d.md')]
    expect(entries(memo.pagesByRoute(longer, routes, routeOf))).toHaveLength(3)
    expect(looked).toHaveLength(5)
    looked.length = 0
    // Another source at a place: a rename, matched afresh.
    const renamed = [list[0], page('c.md'), list[2], list[3], longer[4]] as PageMeta[]
    expect(entries(memo.pagesByRoute(renamed, routes, routeOf))).toEqual([
      ['/a', 'a.md'],
      ['/c', 'c.md'],
    ])
  })
})
