import { SearchEngine } from './engine.js'

// The engine itself, for `npm run bench` (query latency in Chromium): it is in this chunk anyway.
export { SearchEngine }

import { enhanceModal } from './modal.js'
import { enhanceSearchPage } from './page.js'

// The search chunk: loaded on the reader's first sign of wanting to search (focus or hover of a
// search box, a shortcut, the search page), never with the page. It has no state shared with the
// entry module: the loader hands it what it needs.

let engine: SearchEngine | undefined
let modal: { show(): void } | undefined

/** Open the search dialog (made interactive the first time). */
export function openSearchModal(dialog: HTMLDialogElement, ctx: { base: string; searchPath: string }): void {
  engine ??= new SearchEngine(ctx.base)
  modal ??= enhanceModal(dialog, { engine, ...ctx })
  modal.show()
}

/** Make the search page's form and results live. */
export function setupSearchPage(root: HTMLElement, ctx: { base: string }): void {
  engine ??= new SearchEngine(ctx.base)
  enhanceSearchPage(root, { engine, ...ctx })
}

/** Fetch the manifest ahead of a search (the reader is about to type). */
export function warmUp(ctx: { base: string }): void {
  engine ??= new SearchEngine(ctx.base)
  engine.manifest().catch(() => undefined)
}

/** Forget the index loaded so far: the next query reads the new manifest (after a dev rebuild). */
export function forgetIndex(): void {
  engine?.forget()
}
