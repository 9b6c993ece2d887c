import { attributeSelector, CODE_BLOCK } from '../../model/markup.js'

/** Islands the client knows. Each name has a lazily loaded React part in `parts.ts`. */
export const ISLAND_NAMES = ['live-code', 'try-it'] as const

/** Name of a known island. */
export type IslandName = (typeof ISLAND_NAMES)[number]

/** Live code blocks are islands by their markup (`div.code-block[data-live]`), not by name. */
const LIVE_CODE = `.${CODE_BLOCK.block}${attributeSelector(CODE_BLOCK.attr.live)}`

/** An element the client hydrates with React, and which part does it. */
export interface IslandSite {
  host: HTMLElement
  name: IslandName
}

function isIslandName(name: string | undefined): name is IslandName {
  return (ISLAND_NAMES as readonly string[]).includes(name ?? '')
}

/** The islands in a page: `[data-island="name"]` elements with a known name, and live code blocks. */
export function findIslands(root: ParentNode): IslandSite[] {
  const sites: IslandSite[] = []
  for (const host of root.querySelectorAll<HTMLElement>(`[data-island], ${LIVE_CODE}`)) {
    const name = host.matches(LIVE_CODE) ? 'live-code' : host.dataset.island
    if (isIslandName(name)) sites.push({ host, name })
  }
  return sites
}
