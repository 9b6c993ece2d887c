import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { compilerOptionsOf } from '../../../src/compile/open-cache.js'
import { loadConfig } from '../../../src/config/index.js'
import { highlightSeedOf, seedKey } from '../../../src/transform/highlight-seed.js'
import { fenceLanguages } from '../../../src/transform/highlighter.js'
import {
  type CodeHighlighter,
  createCodeHighlighter,
  createMarkdownCompiler,
  type DeferredHighlighter,
  type MarkdownCompiler,
} from '../../../src/transform/index.js'
import { highlightedLines } from '../../../src/transform/line-marks.js'

// A page compiled again takes the code blocks an edit left alone from its previous body
// (`MarkdownInput.previousHtml`): checked on every page of this site, which has hundreds of
// blocks in many languages, titles, marked lines, tabs and snippets.

const REPO = path.resolve(import.meta.dirname, '../../..')

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
}

let pages: { source: string; text: string }[]
let first: MarkdownCompiler
let highlighter: CodeHighlighter
let calls: string[]
/** A compiler whose highlighter counts the blocks it is asked for. */
let counted: MarkdownCompiler

beforeAll(async () => {
  const config = await loadConfig({ rootDir: REPO })
  const options = compilerOptionsOf(config)
  const contentRoot = path.join(REPO, 'content')
  pages = markdownFiles(contentRoot).map((file) => ({
    source: path.relative(contentRoot, file).split(path.sep).join('/'),
    text: readFileSync(file, 'utf8'),
  }))
  first = await createMarkdownCompiler(options)
  highlighter = await createCodeHighlighter(options.codeThemes)
  const languages = new Set<string>()
  for (const page of pages) for (const lang of fenceLanguages(page.text)) languages.add(lang)
  // Snippets' languages too: every page is a source of blocks.
  await highlighter.load(languages)
  calls = []
  const counting: DeferredHighlighter = {
    languages: highlighter.languages,
    load: (names) => highlighter.load(names),
    highlightHtml: (code, lang, marked) => {
      calls.push(`${lang}: ${code.slice(0, 40)}`)
      return highlighter.highlightHtml(code, lang, marked)
    },
    fill: async (html) => html,
  }
  counted = await createMarkdownCompiler(options, { highlighter: counting })
}, 120_000)

describe('code blocks taken from the previous body', () => {
  it('reads every block of every page of this site back, and compiles each page to the same body without highlighting', async () => {
    let blocks = 0
    for (const page of pages) {
      const before = await first.compile(page)
      const seed = highlightSeedOf(before.html)
      blocks += seed.size
      calls.length = 0
      const again = await counted.compile({ ...page, previousHtml: before.html })
      expect(again.html, page.source).toBe(before.html)
      expect(calls, page.source).toEqual([])
    }
    expect(blocks).toBeGreaterThan(300)
  }, 120_000)

  it('highlights only a block whose code changed, and the body equals a page compiled without a previous body', async () => {
    const page = pages.find((p) => p.source === 'dev-docs/configurations/database.md')
    if (!page) throw new Error('no database page')
    const before = await first.compile(page)
    const edited = { ...page, text: page.text.replace("client: 'postgres'", "client: 'postgres', // edited") }
    expect(edited.text).not.toBe(page.text)
    calls.length = 0
    const again = await counted.compile({ ...edited, previousHtml: before.html })
    expect(calls.length).toBeGreaterThan(0)
    expect(calls.length).toBeLessThan(highlightSeedOf(before.html).size)
    expect(again.html).toBe((await first.compile(edited)).html)
  })

  it('keys a block by its language as written, its marked lines in any order and its code; a malformed body gives no seed', () => {
    const pre =
      '<pre class="shiki css-variables" tabindex="0"><code><span class="line"><span class="sh-keyword">if</span><span> (a &#x3C; b &#x26;&#x26; c)</span></span>\n<span class="line highlighted"><span>  x</span></span>\n<span class="line"></span></code></pre>'
    const html = `<p>Text</p><div class="code-block show-line-numbers" data-language="js"><div class="code-block-header"><div class="code-block-title">a &#x3C;b&#x3E;</div></div>${pre}</div>`
    const seed = highlightSeedOf(html)
    expect([...seed.keys()]).toEqual([seedKey('js', highlightedLines([2]), 'if (a < b && c)\n  x\n')])
    expect(seed.get(seedKey('js', highlightedLines([2]), 'if (a < b && c)\n  x\n'))).toBe(pre)
    expect(highlightSeedOf(html.replace('<span class="line"></span>', '<em>broken</em>')).size).toBe(0)
    expect(highlightSeedOf(html.replace('</code></pre>', '')).size).toBe(0)
  })

  it('keys a block by the classes of its marked lines too (a site’s own magic comments)', () => {
    const pre =
      '<pre class="shiki css-variables" tabindex="0"><code><span class="line highlighted code-block-error-line"><span>a</span></span>\n<span class="line diff-add"><span>b</span></span></code></pre>'
    const seed = highlightSeedOf(`<div class="code-block" data-language="txt">${pre}</div>`)
    const marks = new Map([
      [2, 'diff-add'],
      [1, 'highlighted code-block-error-line'],
    ])
    expect([...seed.keys()]).toEqual([seedKey('txt', marks, 'a\nb')])
    expect(seed.has(seedKey('txt', highlightedLines([1, 2]), 'a\nb'))).toBe(false)
  })
})
