import { toHtml } from 'hast-util-to-html'
import { describe, expect, it } from 'vitest'
import { DOCUSAURUS_2_PRISM_LANGUAGES } from '../../../src/model/prism.js'
import { createCodeHighlighter } from '../../../src/transform/index.js'

// Issue 25: a Docusaurus site's code highlighted as its Docusaurus does (Prism, prism-react-renderer's classes).
const highlighter = () =>
  createCodeHighlighter({ light: 'css-variables', dark: 'css-variables', prism: DOCUSAURUS_2_PRISM_LANGUAGES })
const spans = (html: string | undefined) =>
  [...(html ?? '').matchAll(/<span class="(token [^"]*)">([^<]*)<\/span>/g)].map((m) => [m[1], m[2]])

describe('the Prism highlighter', () => {
  it('gives each token its types, outermost first with their aliases, and text outside any token `plain`', async () => {
    const html = (await highlighter()).highlightHtml(`const a = \`x\${b}\``, 'js', new Map())
    expect(
      html?.startsWith('<pre class="prism-code language-js" tabindex="0"><code><span class="line token-line">'),
    ).toBe(true)
    expect(spans(html)).toEqual([
      ['token keyword', 'const'],
      ['token plain', ' a '],
      ['token operator', '='],
      ['token plain', ' '],
      ['token template-string template-punctuation string', '`'],
      ['token template-string string', 'x'],
      ['token template-string interpolation interpolation-punctuation punctuation', '${'],
      ['token template-string interpolation', 'b'],
      ['token template-string interpolation interpolation-punctuation punctuation', '}'],
      ['token template-string template-punctuation string', '`'],
    ])
  })

  it('cuts tokens at line breaks, keeps empty lines, and marks the lines asked for', async () => {
    const html = (await highlighter()).highlightHtml('/* a\nb */\n\nx', 'js', new Map([[2, 'highlighted']]))
    expect(html).toBe(
      '<pre class="prism-code language-js" tabindex="0"><code>' +
        '<span class="line token-line"><span class="token comment">/* a</span></span>\n' +
        '<span class="line token-line highlighted"><span class="token comment">b */</span></span>\n' +
        '<span class="line token-line"></span>\n' +
        '<span class="line token-line"><span class="token plain">x</span></span></code></pre>',
    )
  })

  it('shows a language Prism knows but the site’s Prism lacks as plain text, as Docusaurus does', async () => {
    const prism = await highlighter()
    // Both are Prism languages (no warning); Docusaurus 2's Prism has `shell` but not `sh`, nor PHP.
    expect(prism.languages.has('sh')).toBe(true)
    expect(prism.languages.has('php')).toBe(true)
    expect(prism.languages.has('console')).toBe(false)
    expect(spans(prism.highlightHtml('echo $HOME', 'shell', new Map()))).toContainEqual([
      'token builtin class-name',
      'echo',
    ])
    expect(spans(prism.highlightHtml('echo $HOME', 'sh', new Map()))).toEqual([['token plain', 'echo $HOME']])
    expect(spans(prism.highlightHtml('<?php echo 1;', 'php', new Map()))).toEqual([
      ['token plain', '&#x3C;?php echo 1;'],
    ])
  })

  it('makes the same markup as a tree', async () => {
    const prism = await highlighter()
    const code = 'const x = <a href="/">b</a>\n\n// c'
    expect(toHtml(prism.highlight(code, 'jsx'))).toBe(prism.highlightHtml(code, 'jsx', new Map()))
  })
})
