import type { Element, ElementContent } from 'hast'
import { h } from 'hastscript'
import type { Raw } from 'mdast-util-to-hast'
import { CODE_BLOCK as CB } from '../model/markup.js'

/** What a highlighted fence is wrapped with. */
export interface CodeBlockParts {
  /** The highlighted `<pre>` (an element, or its HTML). */
  pre: Element | Raw
  /** Language as written (`js`), `text` when none. */
  language: string
  title: string | undefined
  showLineNumbers: boolean
  live: boolean
  /** Where a live block's result panel goes. */
  livePosition: 'top' | 'bottom'
  /**
   * A Docusaurus site's: the block is also `language-<language> theme-code-block`, as Docusaurus's
   * code block container, which the site's CSS may style (and Prism's theme colours set `--prism-color` on).
   */
  infima?: boolean | undefined
}

/** Languages that get no label: plain text says nothing worth a label. */
const UNLABELLED = new Set(['text', 'txt', 'plain', 'plaintext'])

/**
 * The markup of a code block, for the theme and the client script:
 *
 * ```html
 * <div class="code-block" data-language="js">
 *   <div class="code-block-header">
 *     <div class="code-block-title">./config/server.js</div>          (with title="…")
 *     <div class="code-block-tools"><span class="code-block-language">js</span>
 *       <button type="button" class="code-copy" data-copy aria-label="Copy code">Copy</button></div>
 *   </div>
 *   <pre class="shiki">…</pre>
 *   <div class="live-result" data-live-result><div class="live-result-title">Result</div>
 *     <div class="live-result-output" data-live-output></div></div>     (live blocks; empty until the client renders)
 * </div>
 * ```
 *
 * The tools sit in a header row rather than over the code, so they never hide its first line.
 */
export function codeBlockElement(parts: CodeBlockParts): Element {
  const { pre, language, title, live } = parts
  const tools: ElementContent[] = []
  if (!UNLABELLED.has(language)) tools.push(h('span', { className: [CB.language] }, language))
  tools.push(h('button', { type: 'button', className: [CB.copy], [CB.attr.copy]: '', ariaLabel: 'Copy code' }, 'Copy'))
  const header: ElementContent[] = title ? [h('div', { className: [CB.title] }, title)] : []
  header.push(h('div', { className: [CB.tools] }, tools))
  const children: ElementContent[] = [h('div', { className: [CB.header] }, header), pre]
  if (live) {
    const result = h('div', { className: [CB.liveResult], [CB.attr.liveResult]: '' }, [
      h('div', { className: [CB.liveResultTitle] }, 'Result'),
      h('div', { className: [CB.liveOutput], [CB.attr.liveOutput]: '' }),
    ])
    if (parts.livePosition === 'top') children.splice(1, 0, result)
    else children.push(result)
  }
  const className: string[] = parts.infima ? [`language-${language}`, CB.block, 'theme-code-block'] : [CB.block]
  if (parts.showLineNumbers) className.push(CB.lineNumbers)
  if (live) className.push(CB.live)
  return h('div', { className, [CB.attr.language]: language, [CB.attr.live]: live ? '' : undefined }, children)
}
