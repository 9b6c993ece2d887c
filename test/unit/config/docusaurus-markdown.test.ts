import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { mapDocusaurusConfig } from '../../../src/config/docusaurus/map-config.js'
import { makeStub } from '../../../src/config/docusaurus/stub.js'

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
      expect(markdownOf(mapped).math).toBe(true)
      expect(mapped.unmapped).toEqual([])
    }
    const withOptions = docs({
      remarkPlugins: [[remarkMath, { singleDollarTextMath: true }]],
      rehypePlugins: [[makeStub('rehype-katex'), { strict: false }]],
    })
    expect(markdownOf(mapDocusaurusConfig(withOptions, ROOT)).math).toBe(true)
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

describe('a Docusaurus site’s Mermaid diagrams', () => {
  it('are on as markdown.mermaid says; the theme itself is not noted', () => {
    const on = mapDocusaurusConfig({ markdown: { mermaid: true }, themes: ['@docusaurus/theme-mermaid'] }, ROOT)
    expect(markdownOf(on).mermaid).toBe(true)
    expect(on.unmapped).toEqual([])
    const off = mapDocusaurusConfig({ themes: ['@docusaurus/theme-mermaid'] }, ROOT)
    expect(markdownOf(off).mermaid).toBeUndefined()
    expect(off.unmapped).toEqual([])
  })

  it('notes the markdown settings docsgen does not read, and not the format it does', () => {
    const mapped = mapDocusaurusConfig({ markdown: { format: 'detect', mdx1Compat: { comments: true } } }, ROOT)
    expect(mapped.unmapped).toEqual(['markdown.mdx1Compat'])
  })
})
