import { attributeSelector, MERMAID } from '../model/markup.js'
import { importAgainable } from './import-again.js'
import { onEveryPage } from './page-events.js'

type DiagramsChunk = typeof import('./diagrams/mermaid.js')

let chunk: Promise<DiagramsChunk> | undefined
const importDiagrams = importAgainable(() => import('./diagrams/mermaid.js'))

/**
 * Mermaid diagrams (`markdown.mermaid`): a page with one loads the drawing chunk (and it, the
 * site's copy of mermaid); pages without any load nothing. After a client-side navigation, the
 * new page's diagrams are drawn too.
 */
export function setupMermaid(base: string): void {
  const selector = attributeSelector(MERMAID.attr.wrapper)
  onEveryPage(() => {
    if (!document.querySelector(selector)) return
    if (!chunk) {
      chunk = importDiagrams()
      chunk.catch(() => {
        chunk = undefined
      })
    }
    chunk.then(
      (loaded) => loaded.drawDiagrams(base),
      (error: unknown) => console.error(error),
    )
  })
}
