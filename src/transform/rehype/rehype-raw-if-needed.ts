import type { Element, Root, Text } from 'hast'
import rehypeRaw from 'rehype-raw'
import type { VFile } from 'vfile'

/**
 * Parse raw HTML from the Markdown (`<details>`, `<img width>`, components written as tags) into
 * real elements, but only on pages that have any, and only the parts of the page that hold it:
 * re-parsing a tree with parse5 costs more than the rest of the rehype stage (its code blocks'
 * text is read a character at a time), and most pages have no raw HTML. Each part is a run of
 * the page's top-level blocks whose raw tags open and close in order (see `rawRanges`), parsed
 * on its own as a fragment; when the tags do not pair up that way (a tag left open, which parse5
 * would carry into the blocks after it), the whole page is parsed at once.
 *
 * A code block that starts with a blank line keeps it, as on a page without raw HTML: parse5
 * drops a newline that opens a `pre`'s text (rehype-raw feeds it the start tags in between
 * without resetting that), so such a block lost its first line only on pages with raw HTML.
 */
export function rehypeRawIfNeeded() {
  const raw = rehypeRaw()
  const parse = (root: Root, file: VFile): Root => {
    const marked = markOpeningNewlines(root)
    const parsed = raw(root, file) as Root
    if (marked > 0) keepOpeningNewlines(parsed)
    return parsed
  }
  return (tree: Root, file: VFile): Root | undefined => {
    // Line breaks written as `<br/>` (table cells hold many) need no parser; most pages have no
    // other raw HTML, and are left as they are.
    if (!replaceLineBreaks(tree)) return undefined
    const ranges = rawRanges(tree.children)
    if (!ranges) return parse(tree, file)
    for (const [start, end] of ranges.reverse()) {
      const part = parse({ type: 'root', children: tree.children.slice(start, end) }, file)
      tree.children.splice(start, end - start, ...part.children)
    }
    return tree
  }
}

/** Elements that have no end tag. */
const VOID = new Set('area base br col embed hr img input link meta param source track wbr'.split(' '))
/** A start or end tag: its `/`, its name, and a `/` before its `>`. */
const TAG = /<(\/?)([A-Za-z][\w:-]*)(?:[^>]*?)(\/?)>/g
const COMMENT = /<!--[\s\S]*?-->/g

/**
 * The runs `[start, end)` of top-level blocks to parse, each holding raw HTML whose tags pair
 * up in order within it (a block with a `<br/>` or an inline `<kbd>…</kbd>` alone; a `<details>`
 * block through the block holding its `</details>`). Undefined when a tag is left open, closes
 * another than the last one opened, or the HTML has anything the tag scan cannot read safely
 * (`<![CDATA[`, `<?`, a self-closed tag that HTML reads as open): the whole page is parsed then.
 */
function rawRanges(children: Root['children']): [number, number][] | undefined {
  const ranges: [number, number][] = []
  const open: string[] = []
  let start = 0
  for (let i = 0; i < children.length; i++) {
    const values = rawValues(children[i] as Root['children'][number])
    if (values.length === 0) continue
    if (open.length === 0) start = i
    for (const value of values) if (!scanTags(value, open)) return undefined
    if (open.length === 0) ranges.push([start, i + 1])
  }
  return open.length === 0 ? ranges : undefined
}

/**
 * HTML the tag scan cannot follow the way parse5 reads it: comments that end early (`<!-->`,
 * `<!--->`, `--!>`), `</` not followed by a letter (a bogus comment that can hide an end tag),
 * declarations and processing instructions.
 */
const UNSCANNABLE = /<!-->|<!--->|--!>|<\/(?![A-Za-z])|<!(?!--)|<\?/

/** Follow the tags of `html` on the stack of open tags; false when they do not pair up. */
function scanTags(html: string, open: string[]): boolean {
  if (UNSCANNABLE.test(html)) return false
  const text = html.replace(COMMENT, '')
  if (text.includes('<!')) return false
  for (const [whole, end, name = '', selfClosed] of text.matchAll(TAG)) {
    const tag = name.toLowerCase()
    // A quote left open: the `>` that ended the match is inside an attribute value.
    if (oddQuotes(whole)) return false
    // Everything after it is text to parse5.
    if (tag === 'plaintext') return false
    if (VOID.has(tag)) continue
    if (selfClosed) return false
    if (!end) open.push(tag)
    else if (open.pop() !== tag) return false
  }
  return true
}

/** Whether `tag` (one start or end tag as matched) ends inside a quoted attribute value. */
function oddQuotes(tag: string): boolean {
  let quote = ''
  for (const c of tag) {
    if (quote === '') {
      if (c === '"' || c === "'") quote = c
    } else if (c === quote) quote = ''
  }
  return quote !== ''
}

/** The values of the raw nodes under `node`, in document order. */
function rawValues(node: Root['children'][number]): string[] {
  if (node.type === 'raw') return [node.value]
  if (!('children' in node)) return []
  return node.children.flatMap((child) => rawValues(child))
}

/** `<br>`, `<br/>`, `<br />` (any case), or the same of `wbr`, with no attributes. */
const LINE_BREAK = /^<(br|wbr)\s*\/?>$/i

/**
 * Each raw node that is only a line break (see `LINE_BREAK`) made the element parse5 would make
 * of it (both are phrasing content, allowed wherever Markdown puts inline HTML). Whether any raw
 * HTML is left.
 */
function replaceLineBreaks(node: Root | Element): boolean {
  let left = false
  node.children.forEach((child, index) => {
    if (child.type === 'raw') {
      const tag = LINE_BREAK.exec(child.value)?.[1]
      if (tag === undefined) left = true
      else {
        const element: Element = { type: 'element', tagName: tag.toLowerCase(), properties: {}, children: [] }
        if (child.position) element.position = child.position
        node.children[index] = element
      }
    } else if (child.type === 'element' && replaceLineBreaks(child)) left = true
  })
  return left
}

/** Marks a `pre` whose text starts with a newline (survives parse5 as `data-docsgen-newline`). */
const NEWLINE = 'dataDocsgenNewline'

/** Mark each such `pre` under `node`; how many were marked (none: nothing to put back). */
function markOpeningNewlines(node: Root | Element): number {
  let marked = 0
  for (const child of node.children) {
    if (child.type !== 'element') continue
    if (child.tagName !== 'pre') marked += markOpeningNewlines(child)
    else if (firstText(child)?.value.startsWith('\n')) {
      child.properties[NEWLINE] = ''
      marked++
    }
  }
  return marked
}

/** The newline back at the start of each marked `pre`'s text, and the marks removed. */
function keepOpeningNewlines(node: Root | Element): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue
    if (child.tagName === 'pre' && NEWLINE in child.properties) {
      delete child.properties[NEWLINE]
      const text = firstText(child)
      if (text && !text.value.startsWith('\n')) text.value = `\n${text.value}`
    } else keepOpeningNewlines(child)
  }
}

function firstText(element: Element): Text | undefined {
  for (const child of element.children) {
    if (child.type === 'text') return child
    if (child.type === 'element') {
      const text = firstText(child)
      if (text) return text
    }
  }
  return undefined
}
