import type { Element, Root } from 'hast'
import { toHtml } from 'hast-util-to-html'
import { normalizeTokens, Prism } from 'prism-react-renderer'
import { describe, expect, it } from 'vitest'
import { DOCUSAURUS_2_PRISM_LANGUAGES, DOCUSAURUS_3_PRISM_LANGUAGES } from '../../../src/model/prism.js'
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
    // Prism languages and Shiki's are accepted (no warning); Docusaurus 2's Prism has `shell` but
    // not `sh`, nor PHP; a name neither knows is not.
    for (const name of ['sh', 'php', 'console', 'vue']) expect(prism.languages.has(name)).toBe(true)
    expect(prism.languages.has('javascrpt')).toBe(false)
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

  it('gives the tokens prism-react-renderer gives Docusaurus 3, hooks included', async () => {
    const prism = await createCodeHighlighter({
      light: 'css-variables',
      dark: 'css-variables',
      prism: DOCUSAURUS_3_PRISM_LANGUAGES,
    })
    const samples: [string, string][] = [
      ['jsx', 'export const A = () => (\n  <div className="a">Hello {name} & co</div>\n)\n\n// done'],
      ['js', `const { a, b } = await import(\`./\${x}.js\`) /* c\nd */`],
      ['json', '{ "a": [1, true, null], "b": "c" }'],
      ['html', '<p class="x">a &amp; b<!-- c --></p>'],
    ]
    for (const [lang, code] of samples) {
      const env = { code, grammar: Prism.languages[lang], language: lang, tokens: [] as (string | Prism.Token)[] }
      Prism.hooks.run('before-tokenize', env)
      env.tokens = Prism.tokenize(code, env.grammar as Prism.Grammar)
      Prism.hooks.run('after-tokenize', env)
      const theirs = normalizeTokens(env.tokens).map((line) =>
        line
          .filter((token) => !token.empty && token.content !== '')
          .map((t) => [`token ${t.types.join(' ')}`, t.content]),
      )
      expect(treeLines(prism.highlight(code, lang))).toEqual(theirs)
    }
  })
})

/** Each line span of a highlighted tree: its token spans' classes and text. */
function treeLines(root: Root): string[][][] {
  const pre = root.children[0] as Element
  const code = pre.children[0] as Element
  return code.children
    .filter((child): child is Element => child.type === 'element')
    .map((line) =>
      line.children.map((token) => {
        const span = token as Element
        const text = span.children[0]
        const classes = span.properties.className
        return [Array.isArray(classes) ? classes.join(' ') : '', text?.type === 'text' ? text.value : '']
      }),
    )
}
