import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Element, ElementContent, Properties, Root, RootContent } from 'hast'
import { toHtml } from 'hast-util-to-html'
import rehypeRaw from 'rehype-raw'
import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { describe, expect, test } from 'vitest'
import { hastToHtml } from '../../../src/html/index.js'
import { parseFrontmatter } from '../../../src/parse/index.js'
import { markdownFiles } from '../../helpers/markdown-files.js'

const REPO = fileURLToPath(new URL('../../../', import.meta.url))

/** What `rehype-stringify` with `allowDangerousHtml` (the processor's old compiler) writes. */
const reference = (tree: Root): string => toHtml(tree, { allowDangerousHtml: true })

/** An element; properties loosely typed, to test values hast's own types would not allow. */
const el = (tagName: string, properties: Record<string, unknown>, children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties: properties as Properties,
  children,
})
const text = (value: string): ElementContent => ({ type: 'text', value })
const root = (...children: Root['children']): Root => ({ type: 'root', children })

describe('hastToHtml: the same HTML as hast-util-to-html', () => {
  const cases: Record<string, Root> = {
    'text escapes < and & only': root(el('p', {}, [text('a < b && c > d "quoted" \'single\' `tick`')])),
    'script and style text as it is': root(
      el('script', {}, [text('if (a < b && c) x = "<p>"')]),
      el('style', {}, [text('a > b { content: "&" }')]),
    ),
    'raw nodes as they are': root({ type: 'raw', value: '<b>bold & <i>raw</i></b>' }),
    'attribute kinds': root(
      el('a', {
        href: 'a"b&c\'d`e<f>\0g',
        className: ['x', 'y'],
        hidden: true,
        ariaLabel: 'label',
        dataFooBar: '1',
        download: '',
        tabIndex: 0,
        disabled: false,
        colSpan: 2,
        accept: ['a', 'b'],
        'data-x': 'y',
        rowSpan: Number.NaN,
        title: null,
        lang: undefined,
        checked: 'checked',
        open: 'yes',
        style: 'color: red',
      }),
    ),
    'overloaded booleans': root(
      el('a', { download: 'download' }),
      el('a', { download: 'file.txt' }),
      el('a', { download: true }),
    ),
    'empty and spaced lists': root(el('div', { className: [] }), el('div', { className: [' a ', 'b'] })),
    'void elements, with and without children': root(
      el('br', {}),
      el('img', { src: 'x.png', alt: '' }),
      el('hr', {}, [text('odd')]),
      el('input', {}, [text('')]),
      el('BR', {}),
    ),
    'svg: its own schema, nothing self-closed, HTML again in integration points': root(
      el(
        'svg',
        {
          viewBox: '0 0 1 1',
          strokeWidth: 2,
          xmlns: 'http://www.w3.org/2000/svg',
          ariaHidden: 'true',
          className: ['i'],
        },
        [
          el('path', { d: 'M0', strokeLinecap: 'round' }),
          el('circle', { cx: 1, cy: 1, r: 1 }),
          el('title', {}, [el('span', { className: ['t'], tabIndex: -1 }, [text('a & b')])]),
          el('foreignObject', {}, [el('br', {}), el('img', { src: 'y' })]),
        ],
      ),
    ),
    comments: root(
      { type: 'comment', value: ' plain ' },
      { type: 'comment', value: '>start' },
      { type: 'comment', value: '->start' },
      { type: 'comment', value: 'a <!-- b --> c --!> d <!-' },
    ),
    doctype: root({ type: 'doctype' }, el('html', { lang: 'en' })),
    template: root({
      type: 'element',
      tagName: 'template',
      properties: {},
      children: [],
      content: root(el('p', {}, [text('inside & out')])),
    } as Element),
    'attribute names that need escaping': root(el('div', { 'data-a"b': 'x', 'weird name': 'y' })),
    'non-ASCII text and attributes unchanged': root(
      el('p', { title: 'café – naïve 😀' }, [text('émoji 😀 — dash\u00a0nbsp')]),
    ),
  }
  for (const [name, tree] of Object.entries(cases)) {
    test(name, () => {
      expect(hastToHtml(tree)).toBe(reference(tree))
    })
  }

  test('every page of content/, raw HTML parsed in', () => {
    const processor = unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkDirective)
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypeRaw)
    const files = markdownFiles(path.join(REPO, 'content'))
    expect(files.length).toBeGreaterThan(20)
    let elements = 0
    for (const file of files) {
      const body = parseFrontmatter(readFileSync(file, 'utf8'), file).body
      const tree = processor.runSync(processor.parse(body)) as Root
      elements += countElements(tree)
      expect(hastToHtml(tree), path.relative(REPO, file)).toBe(reference(tree))
    }
    expect(elements).toBeGreaterThan(2_000)
  })

  test('raw nodes kept as raw (not parsed) are written as they are, as with allowDangerousHtml', () => {
    const processor = unified().use(remarkParse).use(remarkRehype, { allowDangerousHtml: true })
    const tree = processor.runSync(
      processor.parse('Text <kbd>Ctrl</kbd> & <!-- note -->\n\n<div class="x">\n\nblock\n\n</div>\n'),
    ) as Root
    expect(hastToHtml(tree)).toBe(reference(tree))
    expect(hastToHtml(tree)).toContain('<kbd>Ctrl</kbd> &#x26; <!-- note -->')
  })

  test('an unknown node is an error, as in hast-util-to-html', () => {
    const tree = root({ type: 'mystery' } as unknown as Element)
    expect(() => hastToHtml(tree)).toThrow('Cannot compile unknown node `mystery`')
  })
})

function countElements(node: Root | RootContent): number {
  if (node.type !== 'root' && node.type !== 'element') return 0
  let count = node.type === 'element' ? 1 : 0
  for (const child of node.children) count += countElements(child)
  return count
}
