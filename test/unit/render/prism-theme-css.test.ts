import { themes } from 'prism-react-renderer'
import { describe, expect, it } from 'vitest'
import type { PrismTheme } from '../../../src/model/prism.js'
import { prismThemeCss } from '../../../src/render/index.js'

// Issue 25: a Docusaurus site's Prism themes, as the rules of its stylesheet.
describe('prismThemeCss', () => {
  const css = prismThemeCss({ light: themes.github, dark: themes.dracula })

  it('colours blocks, lines and tokens per colour mode, weighted above the site’s rules as inline styles are', () => {
    expect(css).toContain(
      ":root:not([data-theme='dark']) .prism-code:not(#prism-theme) {\n  color: #393A34;\n  background-color: #f6f8fa;\n}",
    )
    expect(css).toContain(
      ":root:not([data-theme='dark']) .prism-code .token-line:not(#prism-theme) {\n  color: #393A34;\n}",
    )
    expect(css).toContain(
      ":root:not([data-theme='dark']) .theme-code-block:not(#prism-theme) {\n  --prism-color: #393A34;\n  --prism-background-color: #f6f8fa;\n}",
    )
    expect(css).toContain(
      ":root:not([data-theme='dark']) .prism-code .token.comment:not(#prism-theme),\n:root:not([data-theme='dark']) .prism-code .token.prolog:not(#prism-theme)",
    )
    expect(css).toContain(
      ":root[data-theme='dark'] .prism-code .token.keyword:not(#prism-theme),\n:root[data-theme='dark'] .prism-code .token.variable:not(#prism-theme) {\n  color: rgb(189, 147, 249);\n  font-style: italic;\n}",
    )
    // A token's last type wins, as prism-react-renderer merges its types' styles in order.
    expect(css).toContain(
      ':root:not([data-theme=\'dark\']) .prism-code .token.punctuation[class$=" punctuation"]:not(#prism-theme)',
    )
    // Never `!important`: a site's `!important` rules win, as over Docusaurus's inline colours.
    expect(css).not.toContain('!important')
  })

  it('limits an entry to its languages, and leaves out values that would break the sheet', () => {
    const theme: PrismTheme = {
      plain: { color: 'red}body{color:blue', opacity: 0.9, background: 'blue /* x', 'x}y': 'z' },
      styles: [{ types: ['tag', 'attr-name'], languages: ['markup', 'c++'], style: { fontWeight: 'bold' } }],
    }
    const out = prismThemeCss({ light: theme, dark: theme })
    expect(out).toContain(
      ":root[data-theme='dark'] .prism-code:is(.language-markup, .language-c\\2b \\2b ) .token.attr-name:not(#prism-theme)",
    )
    expect(out).not.toContain('color: red')
    expect(out).not.toContain('blue /*')
    expect(out).not.toContain('x}y')
    expect(out).toContain('opacity: 0.9;')
  })
})
