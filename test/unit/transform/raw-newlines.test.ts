import type { Root } from 'hast'
import { toHtml } from 'hast-util-to-html'
import rehypeRaw from 'rehype-raw'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'
import { rehypeRawIfNeeded } from '../../../src/transform/rehype/rehype-raw-if-needed.js'

// A page with raw HTML is re-parsed with parse5 (rehype-raw), which drops a newline opening a
// `pre`'s text: a code block that starts with a blank line must keep it there too.

/** The hast of `markdown` as the processor has it before rehype-raw (raw HTML as `raw` nodes). */
function hastOf(markdown: string): Root {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, { allowDangerousHtml: true })
  return processor.runSync(processor.parse(markdown)) as Root
}

const parsed = (markdown: string): string => {
  const tree = hastOf(markdown)
  return toHtml(rehypeRawIfNeeded()(tree, new VFile()) ?? tree)
}

describe('a code block that starts with a blank line, on a page with raw HTML', () => {
  const fence = '```js\n\nlet a = 1\n```\n'
  const plain = toHtml(hastOf(fence))

  it('keeps it, as on a page without raw HTML (rehype-raw alone drops it)', () => {
    expect(plain).toContain('<code class="language-js">\nlet a = 1')
    const page = `<details>\n<summary>More</summary>\n\nText [a](/a).\n\n</details>\n\nSee [b](/b).\n\n${fence}`
    expect(toHtml(rehypeRaw()(hastOf(page), new VFile()) as Root)).not.toContain(plain)
    expect(parsed(page)).toContain(plain)
  })

  it('with a pre of raw HTML and a comment before it, and inside raw HTML', () => {
    expect(parsed(`<!-- c -->\n\n<pre>x</pre>\n\n${fence}`)).toContain(plain)
    expect(parsed(`<div>\n\n${fence}\n</div>\n`)).toContain(plain)
  })

  it('leaves no mark behind, and a block without a blank line as it was', () => {
    const html = parsed(`<details>\n\n${fence}\n\`\`\`js\nlet b = 2\n\`\`\`\n\n</details>\n`)
    expect(html).not.toContain('data-docsgen')
    expect(html).toContain('<code class="language-js">let b = 2')
  })
})

describe('the raw-HTML pass parses only the blocks that hold raw HTML', () => {
  const whole = (markdown: string): string => toHtml(rehypeRaw()(hastOf(markdown), new VFile()) as Root)
  const page = [
    'Intro with a <kbd>Ctrl</kbd> key.',
    '<details>\n<summary>More</summary>\n\nText [a](/a).\n\n</details>',
    '| A | B |\n| - | - |\n| one<br/>two | <span>x</span> |',
    '```js\nconst code = "<b>not a tag</b>"\n```',
    '<!-- a comment -->\n\nLast paragraph.',
  ].join('\n\n')

  it('makes the same HTML as parsing the whole page', () => {
    expect(parsed(page)).toBe(whole(page))
    // A quote inside a quoted value is text.
    const quoted = `<img alt="Strapi's admin" src="/a.png">\n\n${page}`
    expect(parsed(quoted)).toBe(whole(quoted))
  })

  it('leaves the blocks without raw HTML as they were (not parsed again)', () => {
    const tree = hastOf(page)
    const code = tree.children.find((child) => child.type === 'element' && child.tagName === 'pre')
    const result = rehypeRawIfNeeded()(tree, new VFile()) ?? tree
    expect(result.children).toContain(code)
  })

  it('makes line breaks without a parser: a table of <br/> cells is left as it was', () => {
    const table = '| A | B |\n| - | - |\n| one<br/>two | x<BR>y<br />z<wbr>w |\n\nText<br>after.'
    expect(parsed(table)).toBe(whole(table))
    const tree = hastOf(table)
    const element = tree.children.find((child) => child.type === 'element' && child.tagName === 'table')
    const result = rehypeRawIfNeeded()(tree, new VFile()) ?? tree
    expect(result.children).toContain(element)
    // With other raw HTML beside them, the same HTML as parsing the whole page.
    const mixed = `${table}\n\n<details>\n<summary>More<br/></summary>\n\nInside.\n\n</details>`
    expect(parsed(mixed)).toBe(whole(mixed))
  })

  it('parses the whole page when a tag stays open, as parse5 carries it over the blocks after it', () => {
    for (const open of [
      '<div>\n\nInside?',
      '<div/>\n\nAfter',
      '<section>\n\nA\n\n</div>',
      '<svg><path d="M0"/></svg>',
      // Found by review: the tag scan must not call these closed where parse5 keeps a tag open.
      '<div title="a>b</div>">',
      'Text <b><img alt="x></b>"> more',
      '<!--> <div class="note"> --> <b>x</b>',
      '<!---> <div> --> <b>x</b>',
      '<!-- a --!> <div> --> <b>x</b>',
      '<div>A</ </div>',
      'Text <plaintext></plaintext> more.',
    ]) {
      const markdown = `${open}\n\nNext paragraph *em*.\n\n- item\n\n\`\`\`js\nlet a\n\`\`\``
      expect(parsed(markdown), open).toBe(whole(markdown))
    }
    // The open div holds the paragraph after it.
    expect(parsed('<div>\n\nNext paragraph.')).toContain('<div>\n<p>Next paragraph.</p>')
  })
})
