import type { Root } from 'hast'
import { walkHast } from '../walk.js'

/** Let browsers load images when they come into view and decode them off the main thread. */
export function rehypeImages() {
  return (tree: Root): void => {
    walkHast(tree, (node) => {
      if (node.type !== 'element') return
      if (node.tagName !== 'img') return
      node.properties.loading ??= 'lazy'
      node.properties.decoding ??= 'async'
    })
  }
}
