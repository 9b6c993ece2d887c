import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Element, Root, RootContent } from 'hast'
import rehypeRaw from 'rehype-raw'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import {
  addHeadingAnchors,
  addReaderMarkup,
  hastToHtml,
  makeScrollableRegionsFocusable,
  rawWithReaderMarkup,
} from '../../../src/html/index.js'
import type { Heading } from '../../../src/model/index.js'
import { parseFrontmatter } from '../../../src/parse/index.js'
import { markdownFiles } from '../../helpers/markdown-files.js'

const REPO = fileURLToPath(new URL('../../../', import.meta.url))

describe('addHeadingAnchors', () => {
  it('appends a labelled # link to h2-h6 with an id', () => {
    const html = '<h1 id="t">T</h1><h2 id="setup">Setup</h2><h6 id="deep">Deep</h6><h3>No id</h3>'
    expect(addHeadingAnchors(html)).toBe(
      '<h1 id="t">T</h1>' +
        '<h2 id="setup">Setup<a class="hash-link" href="#setup" aria-label="Direct link to Setup">#</a></h2>' +
        '<h6 id="deep">Deep<a class="hash-link" href="#deep" aria-label="Direct link to Deep">#</a></h6>' +
        '<h3>No id</h3>',
    )
  })

  it('labels with the plain heading text from the graph, else the stripped HTML', () => {
    const html =
      '<h2 class="x" id="audit-logs">Audit logs <span class="badge">GOLD</span></h2><h3 id="a-b">A &amp; "B"</h3>'
    const out = addHeadingAnchors(html, [{ depth: 2, id: 'audit-logs', text: 'Audit logs' }])
    expect(out).toContain('aria-label="Direct link to Audit logs"')
    expect(out).toContain('aria-label="Direct link to A &amp; &quot;B&quot;"')
    expect(out).toContain(
      '<h2 class="x" id="audit-logs">Audit logs <span class="badge">GOLD</span><a class="hash-link"',
    )
  })

  it('keeps escaped ids escaped and does not match data-id', () => {
    const out = addHeadingAnchors('<h2 data-id="no">X</h2><h2 id="a&amp;b">Y</h2>')
    expect(out).toContain('<h2 data-id="no">X</h2>')
    expect(out).toContain('href="#a&amp;b"')
  })

  it('is idempotent and leaves HTML without headings alone', () => {
    const once = addHeadingAnchors('<h2 id="a">A</h2>')
    expect(addHeadingAnchors(once)).toBe(once)
    const code = '<pre><code>&lt;h2 id="x"&gt;x&lt;/h2&gt;</code></pre>'
    expect(addHeadingAnchors(code)).toBe(code)
  })
})

describe('addReaderMarkup: on the tree, the HTML of the string passes', () => {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)

  /** Both ways: the passes over the serialized tree, and the tree transform then serialized. */
  function expectSame(tree: Root, headings: Heading[], label: string): string {
    const expected = makeScrollableRegionsFocusable(addHeadingAnchors(hastToHtml(tree), headings))
    addReaderMarkup(tree, headings)
    const actual = hastToHtml(tree)
    expect(actual, label).toBe(expected)
    return actual
  }

  it('tables in scroll boxes (nested too), tabindex on <pre> first, links on h2-h6 with ids', () => {
    const markdown = [
      '# Title {#t}',
      '## Plain',
      '### Q&A "quoted" <kbd>K</kbd>',
      '#### Not in the headings list',
      '| a | b |\n| - | - |\n| 1 | 2 |',
      '<table><tr><td><table><tr><td>inner</td></tr></table></td></tr></table>',
      '```js\nconst a = 1\n```',
      '<pre class="x" data-y="1">raw pre</pre>',
      '<pre tabindex="-1">has one</pre>',
      '<h2>no id</h2>',
      '<h3 id="a&b">amp id</h3>',
      '<h5 id="done">Done<a class="hash-link" href="#done" aria-label="x">#</a></h5>',
      '<h6 id="x">six</h6>',
    ].join('\n\n')
    const tree = processor.runSync(processor.parse(markdown)) as Root
    let count = 0
    visitElements(tree, (element) => {
      if (/^h[1-4]$/.test(element.tagName) && element.properties.id === undefined) element.properties.id = `h${count++}`
    })
    const headings: Heading[] = [
      { depth: 2, id: 'h1', text: 'Plain' },
      { depth: 3, id: 'h2', text: 'Q&A "quoted" K' },
      { depth: 3, id: 'a&b', text: 'Amp & id' },
    ]
    const html = expectSame(tree, headings, 'synthetic page')
    expect(html).toContain('<div class="table-scroll" tabindex="0"><table>')
    expect(html.match(/class="table-scroll"/g)).toHaveLength(3)
    expect(html).toContain('<pre tabindex="0" class="x" data-y="1">')
    expect(html).toContain('<pre tabindex="-1">')
    expect(html).toContain('aria-label="Direct link to Q&amp;A &quot;quoted&quot; K"')
    expect(html).toContain('aria-label="Direct link to Not in the headings list"')
    expect(html).not.toContain('href="#t"')
    expect(html.match(/class="hash-link"/g)).toHaveLength(7)
  })

  it('raw HTML left in the tree gets the string passes', () => {
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'raw', value: '<table><tr><td>x</td></tr></table><h2 id="r">Raw</h2><pre>p</pre>' },
        {
          type: 'element',
          tagName: 'div',
          properties: {},
          children: [{ type: 'raw', value: '<pre class="shiki" tabindex="0"><code>&#x3C;table></code></pre>' }],
        },
      ],
    }
    const html = expectSame(tree, [{ depth: 2, id: 'r', text: 'Raw heading' }], 'raw nodes')
    expect(html).toContain('aria-label="Direct link to Raw heading"')
  })

  it("leaves raw HTML made with its reader markup (the highlighter's) as it is", () => {
    const value = '<pre class="shiki" tabindex="0"><code><span class="line">x</span></code></pre>'
    const tree: Root = { type: 'root', children: [rawWithReaderMarkup(value), rawWithReaderMarkup('<table></table>')] }
    addReaderMarkup(tree, [])
    expect(hastToHtml(tree)).toBe(`${value}<table></table>`)
  })

  it('every page of content/ (ids on every heading, half of them in the headings list)', () => {
    const files = markdownFiles(path.join(REPO, 'content'))
    expect(files.length).toBeGreaterThan(20)
    for (const file of files) {
      const body = parseFrontmatter(readFileSync(file, 'utf8'), file).body
      const tree = processor.runSync(processor.parse(body)) as Root
      const headings: Heading[] = []
      let count = 0
      visitElements(tree, (element) => {
        const depth = /^h([1-6])$/.exec(element.tagName)?.[1]
        if (depth === undefined) return
        const id = `section-${count++}`
        element.properties.id = id
        if (count % 2 === 0) headings.push({ depth: Number(depth) as Heading['depth'], id, text: `Heading ${count}` })
      })
      expectSame(tree, headings, path.relative(REPO, file))
    }
  })
})

function visitElements(node: Root | RootContent, visit: (element: Element) => void): void {
  if (node.type === 'element') visit(node)
  if (node.type === 'element' || node.type === 'root') for (const child of node.children) visitElements(child, visit)
}
