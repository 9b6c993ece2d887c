import { toHtml } from 'hast-util-to-html'
import { describe, expect, it, vi } from 'vitest'
import { createCodeHighlighter } from '../../../src/transform/highlighter.js'

const themes = { light: 'css-variables', dark: 'css-variables' }
const code = "const qs = require('qs');\n\nconst query = qs.stringify({ sort: ['name:asc'] });"

describe('lazily loaded grammars', () => {
  it('highlights the same whichever grammars were loaded before (embedded ones are not loaded twice)', async () => {
    const alone = await createCodeHighlighter(themes)
    await alone.load(['js'])
    const expected = toHtml(alone.highlight(code, 'js'))
    expect(expected).toContain('<span class="sh-string-expression">\'qs\'</span><span>);</span>')

    // html, markdown and php embed javascript: loading js afterwards must reuse that grammar.
    for (const first of ['html', 'markdown', 'php', 'javascript']) {
      const highlighter = await createCodeHighlighter(themes)
      await highlighter.load([first])
      await highlighter.load(['js', 'javascript', 'jsx'])
      expect(toHtml(highlighter.highlight(code, 'js')), `after ${first}`).toBe(expected)
    }
    // Concurrent loads of overlapping languages end in the same state.
    const concurrent = await createCodeHighlighter(themes)
    await Promise.all([concurrent.load(['html', 'js']), concurrent.load(['js']), concurrent.load(['php', 'ts'])])
    expect(toHtml(concurrent.highlight(code, 'js'))).toBe(expected)
  })

  it('tokenizes every line in full however slow the machine is (no time limit per line)', async () => {
    const reference = await createCodeHighlighter(themes)
    await reference.load(['js'])
    const expected = toHtml(reference.highlight(code, 'js'))
    // A fresh highlighter (blocks are memoised), grammar loaded, first line not tokenized yet.
    const highlighter = await createCodeHighlighter(themes)
    await highlighter.load(['js'])
    // A machine so loaded that every step of the tokenizer seems to take a second.
    let now = Date.now()
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => {
      now += 1000
      return now
    })
    try {
      expect(toHtml(highlighter.highlight(code, 'js'))).toBe(expected)
    } finally {
      clock.mockRestore()
    }
  })

  it('highlights a repeated block once, and hands out trees that callers may change', async () => {
    const highlighter = await createCodeHighlighter(themes)
    await highlighter.load(['js'])
    const first = highlighter.highlight(code, 'js')
    const html = toHtml(first)
    first.children = []
    expect(toHtml(highlighter.highlight(code, 'js'))).toBe(html)
    expect(toHtml(highlighter.highlight(`${code}\n// more`, 'js'))).not.toBe(html)
  })
})
