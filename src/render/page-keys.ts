import { createHash } from 'node:crypto'
import type { PageProps } from '../../theme/types.js'
import type { RouteKind, RouteNode } from '../model/index.js'
import type { PropsContext } from './props.js'

// The keys a build with a cache keeps a page of the previous output by (see `againstOutput` in
// render-reuse.ts): what its props are made from, and its body's version.

export const hashOf = (text: string): string => createHash('sha1').update(text).digest('base64')

/** A page's key: the key of its props without the body, and its body's version (or hash). */
export function outputPageKey(propsWithoutBody: string, body: string): string {
  return `${propsWithoutBody}:${body}`
}

/**
 * The props without the page body: `html` is the only prop made from the page's own body (see
 * `createPageProps`), so props made with and without it key alike. A blog list page has no body
 * of its own: the excerpts it shows are read from the posts' bodies into its props whatever the
 * `body` given, so they are in its key, and an edited post's excerpt renders its lists again.
 */
export function withoutBody(props: PageProps): PageProps {
  return 'html' in props ? { ...props, html: '' } : props
}

/**
 * Hashes of sidebars' items, by the items: never changed once made, and kept from build to build
 * while the graph's trees are the same (see `sidebarPropsOf`).
 */
const SIDEBAR_KEYS = new WeakMap<object, string>()

function sidebarItemsKey(items: object): string {
  let key = SIDEBAR_KEYS.get(items)
  if (key === undefined) {
    key = hashOf(JSON.stringify(items))
    SIDEBAR_KEYS.set(items, key)
  }
  return key
}

/**
 * A hash of everything a page is rendered from. The sidebar (the largest part, shared by every
 * page of a sidebar) is hashed once per build and stands in for itself by its hash.
 */
export function propsKey(props: PageProps): string {
  const hash = createHash('sha1')
  if ('sidebar' in props && props.sidebar) {
    const { items, ...rest } = props.sidebar
    hash.update(JSON.stringify({ ...props, sidebar: { ...rest, items: sidebarItemsKey(items) } }))
  } else hash.update(JSON.stringify(props))
  return hash.digest('base64')
}

/**
 * Route kinds whose props `createPageProps` makes from the route's own node and the build's
 * context alone. Not these: a category page (its cards show other pages' descriptions), blog
 * pages (other posts), the status page (the build's counts), the API reference (its aside).
 */
const OWN_NODE_KINDS: ReadonlySet<RouteKind> = new Set(['doc', 'home', 'snippet', 'page', 'search', 'not-found'])

/**
 * Everything `createPageProps` reads for a page of `OWN_NODE_KINDS` besides the page's own node,
 * hashed once per build: the config; the site-wide props (head, chrome, search action); every
 * sidebar's items; the ICU data dates are formatted with; and what the navbar and the version
 * fields look up in the graph (the docs versions with their doc ids, the doc ids, the sidebars'
 * aliases, the main doc, and every route's doc id and version). A change to any of them changes
 * every such page's key.
 */
export function contextKeyOf(ctx: PropsContext): string {
  const { config, graph } = ctx.input
  const hash = createHash('sha1')
  const add = (value: unknown): void => {
    hash.update(JSON.stringify(value) ?? 'undefined').update('\0')
  }
  add(config)
  // Dates are shown as Intl formats them ("Last updated on …"): by the ICU data of this Node.
  add([process.versions.icu ?? null, process.versions.cldr ?? null, process.versions.tz ?? null])
  add([ctx.head, ctx.chrome, ctx.searchAction ?? null, [...ctx.lazySidebars]])
  add([...ctx.sidebars].map(([id, items]) => [id, sidebarItemsKey(items)]))
  add(graph.versions?.map((version) => ({ ...version, docIdToRoute: [...version.docIdToRoute] })) ?? null)
  add([...graph.docIdToRoute])
  add([...(graph.sidebarAliases ?? [])])
  add(graph.mainDocPath ?? null)
  add([...graph.routes.values()].map((node) => [node.path, node.docId ?? null, node.version ?? null]))
  return hash.digest('base64')
}

/**
 * The key of a page's props made from its inputs (`contextKey`, see `contextKeyOf`, and its
 * node) instead of from the props themselves: a warm build then keeps an unchanged page without
 * making its props (at 10,000 pages, making and hashing them was ~0.6 s of a one-page edit).
 * Undefined for a kind whose props read more (see `OWN_NODE_KINDS`): its props are hashed.
 */
export function inputsKey(contextKey: string, node: RouteNode): string | undefined {
  if (!OWN_NODE_KINDS.has(node.kind)) return undefined
  return `n${createHash('sha1').update(contextKey).update('\0').update(JSON.stringify(node)).digest('base64')}`
}
