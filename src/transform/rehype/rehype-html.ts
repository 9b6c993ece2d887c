import type { Root } from 'hast'
import type { Plugin, Processor } from 'unified'
import { hastToHtml } from '../../html/index.js'

/** The processor's compiler: `rehype-stringify` with `allowDangerousHtml`, through the faster `hastToHtml`. */
export const rehypeHtml: Plugin<[], Root, string> = function (this: Processor) {
  this.compiler = (tree) => hastToHtml(tree as Root)
}
