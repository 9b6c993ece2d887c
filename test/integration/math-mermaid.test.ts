import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { buildFixture, type FixtureBuild } from '../helpers/build-fixture.js'

// Issue 25: a Docusaurus site with math (remark-math, rehype-katex) and Mermaid diagrams builds
// with both, its config read as written (neither plugin installed: their imports are stand-ins).

const MERMAID_VERSION = (
  JSON.parse(readFileSync(createRequire(import.meta.url).resolve('mermaid/package.json'), 'utf8')) as {
    version: string
  }
).version

const DOCUSAURUS_CONFIG = `import math from 'remark-math';
import katex from 'rehype-katex';

export default {
  title: 'Science',
  url: 'https://science.example.com',
  baseUrl: '/',
  markdown: { mermaid: true },
  themes: ['@docusaurus/theme-mermaid'],
  presets: [['classic', { docs: { routeBasePath: '/', remarkPlugins: [math], rehypePlugins: [katex] } }]],
  stylesheets: [{ href: 'https://cdn.jsdelivr.net/npm/katex@0.13.24/dist/katex.min.css', type: 'text/css', crossorigin: 'anonymous' }],
};
`

const PAGE = `---
title: Orbits
---

# Orbits

Kepler's third law: $T^2 \\propto a^3$.

$$
F = G \\frac{m_1 m_2}{r^2}
$$

\`\`\`mermaid
sequenceDiagram
  Earth->>Moon: gravity
\`\`\`
`

const cssOf = (build: FixtureBuild): string => {
  const name = [...build.writer.files.keys()].find((file) => /^assets\/[^/]+\.css$/.test(file))
  return name ? build.file(name) : ''
}

describe('a Docusaurus site with math and Mermaid diagrams', () => {
  let build: FixtureBuild
  it('builds its formulas with KaTeX and marks its diagrams', async () => {
    build = await buildFixture({ 'docusaurus.config.js': DOCUSAURUS_CONFIG, 'docs/orbits.md': PAGE })
    expect(build.diagnostics.filter((d) => d.severity !== 'info')).toEqual([])
    const html = build.file('orbits/index.html')
    expect(html).toContain('<annotation encoding="application/x-tex">T^2 \\propto a^3</annotation>')
    expect(html).toContain('<div class="math-display" tabindex="0"><span class="katex-display">')
    expect(html).toMatch(
      new RegExp(
        `<div class="mermaid" data-mermaid="assets/mermaid/${MERMAID_VERSION.replaceAll('.', '\\.')}-[0-9a-f]{8}/mermaid\\.esm\\.min\\.mjs"><div class="[^"]*code-block[^"]*" data-language="mermaid">`,
      ),
    )
  })

  it('says nothing about the plugins and the theme it follows', () => {
    const info = build.diagnostics.filter((d) => d.severity === 'info').map((d) => d.message)
    expect(info.join('\n')).not.toMatch(/remarkPlugins|rehypePlugins|theme-mermaid|markdown/)
  })

  it('ships KaTeX’s stylesheet in the theme CSS, with its fonts beside it', () => {
    const css = cssOf(build)
    expect(css).toContain('.katex{')
    const fonts = [...build.writer.files.keys()].filter((file) => /^assets\/KaTeX_Main-Regular-\w+\.woff2$/.test(file))
    expect(fonts).toHaveLength(1)
    expect(css).toContain(fonts[0]?.slice('assets/'.length))
  })

  it('publishes mermaid’s browser module and its chunks under its version', () => {
    const files = [...build.writer.files.keys()].filter((file) => file.startsWith('assets/mermaid/'))
    // Under its version and a hash of its module: an upgrade, or a patched copy, gets new names.
    const entry = files.find((file) => file.endsWith('/mermaid.esm.min.mjs'))
    expect(entry).toMatch(new RegExp(`^assets/mermaid/${MERMAID_VERSION.replaceAll('.', '\\.')}-[0-9a-f]{8}/`))
    expect(build.file('orbits/index.html')).toContain(`data-mermaid="${entry}"`)
    expect(files.filter((file) => file.includes('/chunks/mermaid.esm.min/')).length).toBeGreaterThan(20)
    expect(files.every((file) => file.endsWith('.mjs'))).toBe(true)
  })
})

describe('a docsgen site without math or Mermaid', () => {
  it('ships neither KaTeX nor mermaid', async () => {
    const plain = await buildFixture({ 'content/a.md': '# A\n\nCosts $5, or $6.\n\n```mermaid\ngraph TD\n```\n' })
    expect(plain.file('a/index.html')).toContain('Costs $5, or $6.')
    expect(cssOf(plain)).not.toContain('.katex{')
    expect([...plain.writer.files.keys()].filter((file) => /katex|mermaid/i.test(file))).toEqual([])
  })
})
