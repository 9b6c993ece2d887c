import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Root } from 'hast'
import { toHtml } from 'hast-util-to-html'
import rehypeRaw from 'rehype-raw'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'
import { setAside } from '../../../src/transform/rehype/raw-aside.js'
import { rehypeRawIfNeeded } from '../../../src/transform/rehype/rehype-raw-if-needed.js'
import { markdownFiles } from '../../helpers/markdown-files.js'

// rehype-raw re-parses a page with raw HTML through parse5; the subtrees parse5 would give back as
// they are are set aside meanwhile. The HTML must be what rehype-raw alone makes, on this site's
// pages and on raw HTML that changes how what follows it is read.

const REPO = fileURLToPath(new URL('../../../', import.meta.url))

/** The hast of `markdown` as the processor has it before rehype-raw (raw HTML as `raw` nodes). */
function hastOf(markdown: string): Root {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, { allowDangerousHtml: true })
  return processor.runSync(processor.parse(markdown)) as Root
}

const hasRaw = (node: Root | Root['children'][number]): boolean =>
  node.type === 'raw' || ('children' in node && node.children.some(hasRaw))

const withAside = (tree: Root): string => toHtml(rehypeRawIfNeeded()(tree, new VFile()) ?? tree)
/** The whole tree re-parsed: what setting subtrees aside must not change. */
const withWholeTree = (tree: Root): string => toHtml(rehypeRawIfNeeded({ aside: false })(tree, new VFile()) ?? tree)
const withRawAlone = (tree: Root): string => toHtml(rehypeRaw()(tree, new VFile()) as Root)

const TRICKY: Record<string, string> = {
  'a details block around paragraphs, a list and a table': [
    '<details>\n<summary>More <code>about</code> it</summary>\n',
    'Some [link](/a) and **bold**.\n\n- one\n- two [x](/b)\n  - nested\n\n| a | b |\n| - | - |\n| 1 | [2](/c) |\n\n```js\nlet a = 1\n```\n',
    '</details>\n\nAfter.\n',
  ].join('\n'),
  'bold left open by raw HTML': '<b>\n\nA paragraph with *emphasis*.\n\n- item\n\nStill bold?\n\n</b>\n\nAfter.\n',
  'a link left open across paragraphs': '<a href="/x">\n\nFirst [inner](/y) paragraph.\n\n</a>\n\nNext.\n',
  'a table opened in raw HTML': '<table><tr><td>\n\nCell *text* and [a link](/z).\n\n</td></tr></table>\n\nAfter.\n',
  'a comment': '<!-- note -->\n\nText [here](/a).\n\n<div>\n\n- a\n- b\n\n</div>\n',
  'a quoted < in an attribute': '<img alt="<b>" src="x.png">\n\nText **after**.\n',
  'a stray closing tag': 'Para.\n\n</div>\n\n- a\n- b\n',
  'inline raw HTML': 'Text <kbd>Ctrl</kbd> and <span class="x">span *em*</span> and <br> break.\n\n> quote [l](/q)\n',
  'a close tag that is not the one left open':
    'Read <a href="/guide">the guide</b> first.\n\n## Next\n\nSee [install](/install).\n',
  'a paragraph opened by raw HTML': '<p>\n\n- item [x](/x)\n\n</p>\n\nAfter.\n',
  'a raw pre and a comment before a code block': '<!-- c -->\n\n<pre>x</pre>\n\n```js\n\nlet a = 1\n```\n',
  'headings and lists beside raw blocks':
    '<div class="note">\n\n## Heading *one*\n\n1. first\n2. second\n\n</div>\n\n### Next\n\nText.\n',
}

describe('rehypeRawIfNeeded: the same HTML as rehype-raw alone', () => {
  it.each(Object.entries(TRICKY))('%s', (_, markdown) => {
    expect(withAside(hastOf(markdown))).toBe(withWholeTree(hastOf(markdown)))
  })

  it('a block inside a paragraph (as a component may put one), which parse5 moves out', () => {
    const tree = (): Root => ({
      type: 'root',
      children: [
        { type: 'raw', value: '<details>' },
        {
          type: 'element',
          tagName: 'p',
          properties: {},
          children: [
            { type: 'text', value: 'Before ' },
            {
              type: 'element',
              tagName: 'span',
              properties: {},
              children: [
                { type: 'element', tagName: 'div', properties: {}, children: [{ type: 'text', value: 'block' }] },
              ],
            },
            { type: 'text', value: ' after' },
          ],
        },
        { type: 'raw', value: '</details>' },
      ],
    })
    expect(withAside(tree())).toBe(withRawAlone(tree()))
    expect(withAside(tree())).toContain('<p>Before <span></span></p><div>block</div>')
    // The same with the paragraph opened by raw HTML.
    const rawP = (): Root => ({
      type: 'root',
      children: [
        { type: 'raw', value: '<p>' },
        { type: 'text', value: 'a ' },
        {
          type: 'element',
          tagName: 'span',
          properties: {},
          children: [{ type: 'element', tagName: 'div', properties: {}, children: [{ type: 'text', value: 'block' }] }],
        },
        { type: 'raw', value: '</p>' },
      ],
    })
    expect(withAside(rawP())).toBe(withRawAlone(rawP()))
  })

  it('properties parse5 gives back in another form, and text it moves out of a table', () => {
    const el = (tagName: string, properties: Record<string, unknown>, children: Root['children'] = []) =>
      ({ type: 'element', tagName, properties, children }) as Root['children'][number]
    const tree = (): Root => ({
      type: 'root',
      children: [
        { type: 'raw', value: '<div>' },
        el('p', { className: ['a', '', 'b'] }, [{ type: 'text', value: 'x' }]),
        el('p', { dataFootnoteRef: true }, [{ type: 'text', value: 'y' }]),
        el('table', {}, [
          { type: 'text', value: '\u00a0' },
          el('tbody', {}, [el('tr', {}, [el('td', {}, [{ type: 'text', value: 'c' }])])]),
        ]),
        { type: 'raw', value: '</div>' },
      ],
    })
    expect(withAside(tree())).toBe(withRawAlone(tree()))
  })

  it("on every page of this site's content", () => {
    let withRaw = 0
    for (const file of markdownFiles(path.join(REPO, 'content'))) {
      const markdown = readFileSync(file, 'utf8')
      // Raw HTML starts with `<` (the Markdown is parsed only for pages that may have some).
      if (!/<[A-Za-z/!?]/.test(markdown)) continue
      const tree = hastOf(markdown)
      if (!hasRaw(tree)) continue
      withRaw++
      const copy = structuredClone(tree)
      expect(withAside(tree), file).toBe(withWholeTree(copy))
    }
    expect(withRaw).toBeGreaterThan(10)
  })
})

describe('setAside', () => {
  it('sets aside the subtrees away from the raw HTML', () => {
    const tree = hastOf(TRICKY['a details block around paragraphs, a list and a table'] ?? '')
    expect(setAside(tree)?.length).toBeGreaterThan(0)
  })

  it('sets nothing aside while raw HTML has left open a tag that changes how what follows is read', () => {
    const bold = setAside(hastOf('<b>\n\nA paragraph.\n\n- item\n'))
    expect(bold).toEqual([])
    const closed = setAside(hastOf('<b>bold</b>\n\nA paragraph.\n'))
    expect(closed?.length).toBe(1)
  })

  it('gives up on raw HTML it cannot follow simply (a comment, a declaration)', () => {
    expect(setAside(hastOf('<!-- note -->\n\nA paragraph.\n'))).toBeUndefined()
    expect(setAside(hastOf('<?php echo 1 ?>\n\nA paragraph.\n'))).toBeUndefined()
  })
})

describe('a code block that starts with a blank line', () => {
  it('keeps it on a page with raw HTML, as on a page without', () => {
    const fence = '```js\n\nlet a = 1\n```\n'
    const plain = toHtml(hastOf(fence))
    expect(plain).toContain('<code class="language-js">\nlet a = 1')
    // rehype-raw alone drops it; a raw `pre` in the page as well does not get in the way.
    const page = `<details>\n<summary>More</summary>\n\nText [a](/a).\n\n</details>\n\nSee [b](/b).\n\n${fence}`
    expect(withRawAlone(hastOf(page))).not.toContain(plain)
    expect(withAside(hastOf(page))).toContain(plain)
    expect(withWholeTree(hastOf(page))).toContain(plain)
    expect(withAside(hastOf(`<!-- c -->\n\n<pre>x</pre>\n\n${fence}`))).toContain(plain)
  })
})
