import path from 'node:path'
import { themes } from 'prism-react-renderer'
import { describe, expect, it } from 'vitest'
import { mapDocusaurusConfig } from '../../../src/config/docusaurus/map-config.js'
import { makeStub } from '../../../src/config/docusaurus/stub.js'
import type { PrismTheme } from '../../../src/model/prism.js'
import { writeSite } from '../../helpers/build-fixture.js'

// Issue 25: a Docusaurus site's math (remark-math and rehype-katex in the docs plugin) and Mermaid
// diagrams (`markdown.mermaid` with @docusaurus/theme-mermaid) turn on docsgen's own.

const ROOT = path.resolve('/site')
const docs = (options: Record<string, unknown>) => ({ presets: [['classic', { docs: options }]] })
const markdownOf = (mapped: ReturnType<typeof mapDocusaurusConfig>) => mapped.config.markdown as Record<string, unknown>

// As the site's own modules are written: remark-math 6 and rehype-katex 7, and remark-math 3 (CommonJS).
function remarkMath() {}
function rehypeKatex() {}
function math() {}
function remarkEmoji() {}

describe('a Docusaurus site’s math', () => {
  it('is on when the docs plugin uses remark-math, installed or not', () => {
    for (const plugin of [remarkMath, math, makeStub('remark-math'), makeStub('remark-math.default')]) {
      const mapped = mapDocusaurusConfig(docs({ remarkPlugins: [plugin], rehypePlugins: [rehypeKatex] }), ROOT)
      expect(markdownOf(mapped).math).toEqual({})
      expect(mapped.unmapped).toEqual([])
    }
    // Their settings that docsgen applies are kept; others are noted.
    const withOptions = docs({
      remarkPlugins: [[remarkMath, { singleDollarTextMath: false, inlineMathDouble: true }]],
      rehypePlugins: [[makeStub('rehype-katex'), { macros: { '\\RR': '\\mathbb{R}' }, strict: false }]],
    })
    const mapped = mapDocusaurusConfig(withOptions, ROOT)
    expect(markdownOf(mapped).math).toEqual({ singleDollarTextMath: false, macros: { '\\RR': '\\mathbb{R}' } })
    expect(mapped.unmapped).toEqual([
      'presets[0].docs.remarkPlugins[0] "remarkMath" option inlineMathDouble',
      'presets[0].docs.rehypePlugins[0] "rehype-katex" option strict',
    ])
  })

  it('is off without remark-math, and other plugins are noted by place and name', () => {
    const mapped = mapDocusaurusConfig(
      docs({ remarkPlugins: [remarkEmoji, makeStub('remark-abbr'), () => undefined], rehypePlugins: [rehypeKatex] }),
      ROOT,
    )
    expect(markdownOf(mapped).math).toBeUndefined()
    expect(mapped.unmapped).toEqual([
      'presets[0].docs.remarkPlugins[0] "remarkEmoji"',
      'presets[0].docs.remarkPlugins[1] "remark-abbr"',
      'presets[0].docs.remarkPlugins[2]',
    ])
  })
})

describe('math in the blog', () => {
  it('turns math on from the blog too, and says when only one of docs and blog has it', async () => {
    const root = await writeSite({ 'blog/2024-01-01-a.md': '# A' })
    const blogOnly = mapDocusaurusConfig({ presets: [['classic', { blog: { remarkPlugins: [remarkMath] } }]] }, root)
    expect(markdownOf(blogOnly).math).toEqual({})
    expect(blogOnly.unmapped).toEqual([
      'remarkPlugins: remark-math in the blog only (docsgen reads math on every page)',
    ])
    const docsOnly = mapDocusaurusConfig(docs({ remarkPlugins: [remarkMath] }), root)
    expect(docsOnly.unmapped).toEqual([
      'remarkPlugins: remark-math in the docs only (docsgen reads math on every page)',
    ])
    // Without a blog folder, nothing to say.
    expect(mapDocusaurusConfig(docs({ remarkPlugins: [remarkMath] }), ROOT).unmapped).toEqual([])
  })
})

describe('a Docusaurus site’s Mermaid diagrams', () => {
  it('are on as markdown.mermaid says; the theme itself is not noted', () => {
    const on = mapDocusaurusConfig({ markdown: { mermaid: true }, themes: ['@docusaurus/theme-mermaid'] }, ROOT)
    expect(markdownOf(on).mermaid).toBe(true)
    expect(on.unmapped).toEqual([])
    const off = mapDocusaurusConfig({ themes: ['@docusaurus/theme-mermaid'] }, ROOT)
    expect(markdownOf(off).mermaid).toBeUndefined()
    expect(off.unmapped).toEqual([])
    // Docusaurus shows the code without the theme: so does docsgen, and says why.
    const themeless = mapDocusaurusConfig({ markdown: { mermaid: true } }, ROOT)
    expect(markdownOf(themeless).mermaid).toBeUndefined()
    expect(themeless.unmapped).toEqual(['markdown.mermaid (without @docusaurus/theme-mermaid: not drawn)'])
  })

  it('notes the markdown settings docsgen does not read, and not the format it does', () => {
    const mapped = mapDocusaurusConfig({ markdown: { format: 'detect', mdx1Compat: { comments: true } } }, ROOT)
    expect(mapped.unmapped).toEqual(['markdown.mdx1Compat'])
    expect(mapDocusaurusConfig({ markdown: 'mdx' }, ROOT).unmapped).toEqual(['markdown'])
  })
})

describe('a Docusaurus site’s magic comments (themeConfig.prism.magicComments)', () => {
  const withPrism = (prism: unknown) => mapDocusaurusConfig({ themeConfig: { prism } }, ROOT)
  const error = { className: 'code-block-error-line', line: 'This will error' }

  it('become markdown.magicComments; the kinds docsgen cannot apply and a theme that is none are noted', () => {
    const mapped = withPrism({
      theme: { plain: {} },
      additionalLanguages: ['php'],
      magicComments: [error, { className: 'no-comment' }, { className: 'a.b', line: 'x' }, 'text'],
    })
    expect(markdownOf(mapped).magicComments).toEqual([error])
    expect(mapped.unmapped).toEqual([
      'themeConfig.prism.theme',
      'themeConfig.prism.magicComments[1]',
      'themeConfig.prism.magicComments[2]',
      'themeConfig.prism.magicComments[3]',
    ])
    // An empty list turns them off, as in Docusaurus; without one, the default applies.
    expect(markdownOf(withPrism({ magicComments: [] })).magicComments).toEqual([])
    expect(markdownOf(withPrism({ theme: {} })).magicComments).toBeUndefined()
    expect(withPrism({ magicComments: 'none' }).unmapped).toEqual(['themeConfig.prism.magicComments'])
  })

  it('defaultLanguage becomes markdown.defaultCodeLanguage; one that is not a name is noted', () => {
    const mapped = withPrism({ defaultLanguage: ' javascript ' })
    expect(markdownOf(mapped).defaultCodeLanguage).toBe('javascript')
    expect(mapped.unmapped).toEqual([])
    for (const value of [3, 'js {1,3}', '']) {
      const odd = withPrism({ defaultLanguage: value })
      expect(markdownOf(odd).defaultCodeLanguage).toBeUndefined()
      expect(odd.unmapped).toEqual(['themeConfig.prism.defaultLanguage'])
    }
  })
})

describe('a Docusaurus site’s code highlighting (themeConfig.prism)', () => {
  const prismOf = (prism: unknown, root = ROOT) =>
    mapDocusaurusConfig(prism === undefined ? {} : { themeConfig: { prism } }, root)
  const settings = (mapped: ReturnType<typeof mapDocusaurusConfig>) =>
    markdownOf(mapped).prism as { languages: string[]; theme: PrismTheme; darkTheme: PrismTheme }

  it('is Prism with the themes the config requires, installed or not, palenight by default', () => {
    const github = settings(prismOf({ theme: makeStub('prism-react-renderer/themes/github') }))
    expect(github.theme).toEqual(themes.github)
    expect(github.darkTheme).toEqual(themes.github)
    const both = settings(
      prismOf({
        theme: makeStub('prism-react-renderer.themes.vsLight'),
        darkTheme: makeStub('prism-react-renderer.themes.dracula'),
      }),
    )
    expect([both.theme, both.darkTheme]).toEqual([themes.vsLight, themes.dracula])
    // A theme object of the site's own is used as written.
    const own: PrismTheme = {
      plain: { color: '#111', backgroundColor: '#eee' },
      styles: [{ types: ['keyword'], style: { fontWeight: 'bold' } }],
    }
    expect(settings(prismOf({ theme: own })).theme).toEqual(own)
    const none = prismOf(undefined)
    expect(settings(none).theme).toEqual(themes.palenight)
    expect(none.unmapped).toEqual([])
    // A module that is no theme is noted, and the default used.
    const odd = prismOf({ theme: makeStub('my-themes/sunny'), darkTheme: 'dark' })
    expect(settings(odd).theme).toEqual(themes.palenight)
    expect(odd.unmapped).toEqual(['themeConfig.prism.theme (my-themes/sunny)', 'themeConfig.prism.darkTheme'])
  })

  it('highlights the languages of the site’s Docusaurus, and the additional ones with their aliases', async () => {
    const v2 = settings(prismOf({ additionalLanguages: ['php', 'docker', 'klingon'] })).languages
    expect(v2).toEqual(expect.arrayContaining(['bash', 'shell', 'js', 'jsx', 'json', 'php', 'docker', 'dockerfile']))
    // Docusaurus 2's Prism has no `sh` alias, nor `swift`.
    expect(v2).not.toContain('sh')
    expect(v2).not.toContain('swift')
    expect(prismOf({ additionalLanguages: ['klingon'] }).unmapped).toEqual([
      'themeConfig.prism.additionalLanguages "klingon" (no such Prism language)',
    ])
    const v3root = await writeSite({
      'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '^3.5.2' } }),
    })
    const v3 = settings(prismOf({ additionalLanguages: ['bash'] }, v3root)).languages
    expect(v3).toEqual(expect.arrayContaining(['swift', 'rust', 'bash', 'sh', 'shell']))
    expect(settings(prismOf(undefined, v3root)).languages).not.toContain('bash')
  })
})
