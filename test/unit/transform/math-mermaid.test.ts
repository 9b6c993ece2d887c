import { beforeAll, describe, expect, it } from 'vitest'
import { createMarkdownCompiler, type MarkdownCompiler } from '../../../src/transform/index.js'

// Issue 25 (Docusaurus sites use them): TeX math rendered by KaTeX at build time, and Mermaid
// code blocks marked for the client to draw, each only when the site turns it on.

const MERMAID_ENTRY = 'assets/mermaid/11.0.0/mermaid.esm.min.mjs'
const base = {
  contentDir: 'content',
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  codeThemes: { light: 'css-variables', dark: 'css-variables' },
  sanitize: false,
  markdownForm: true,
}
let on: MarkdownCompiler
let off: MarkdownCompiler
beforeAll(async () => {
  on = await createMarkdownCompiler({
    ...base,
    math: true,
    mermaid: MERMAID_ENTRY,
    readSnippet: (source) => (source === 'snippets/area.md' ? 'The area is $\\pi r^2$.\n' : undefined),
  })
  off = await createMarkdownCompiler(base)
})

const PAGE = [
  '# Formulas',
  '',
  'Euler: $e^{i\\pi} + 1 = 0$, and a price of $5 is text.',
  '',
  '## The sum of $n$ numbers',
  '',
  '$$',
  '\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}',
  '$$',
  '',
  '```bash',
  '$ npm install',
  '```',
  '',
].join('\n')

describe('math', () => {
  it('renders inline and display formulas with KaTeX: HTML for the eye, MathML for screen readers', async () => {
    const page = await on.compile({ source: 'math.md', text: PAGE })
    expect(page.diagnostics).toEqual([])
    expect(page.html).toMatch(/Euler: <span class="katex"><span class="katex-mathml"><math /)
    expect(page.html).toContain('<annotation encoding="application/x-tex">e^{i\\pi} + 1 = 0</annotation>')
    expect(page.html).toContain('and a price of $5 is text.')
    expect(page.html).toMatch(/<div class="math-display" tabindex="0"><span class="katex-display">/)
    // A shell prompt in a code block is code.
    expect(page.html).toContain('<span class="sh-function">$</span><span class="sh-string"> npm</span>')
    expect(page.html).not.toContain('language-math')
  })

  it('keeps the TeX for the heading id, the table of contents, search and the Markdown form', async () => {
    const page = await on.compile({ source: 'math.md', text: PAGE })
    expect(page.headings[1]).toMatchObject({ id: 'the-sum-of-n-numbers', text: 'The sum of n numbers' })
    expect(page.sections.map((s) => s.text).join('\n')).toContain('\\sum_{i=1}^{n} i')
    expect(page.markdown).toContain('Euler: $e^{i\\pi} + 1 = 0$, and a price of $5 is text.')
    expect(page.markdown).toContain('## The sum of $n$ numbers {#the-sum-of-n-numbers}')
    expect(page.markdown).toContain('```math\n\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}\n```')
  })

  it('warns at its line about a formula KaTeX cannot read, and shows it as written', async () => {
    const page = await on.compile({ source: 'math.md', text: '# T\n\nText.\n\nBad $\\frac{a}$ here.\n' })
    expect(page.diagnostics).toMatchObject([
      {
        severity: 'warning',
        code: 'math/math-error',
        message: expect.stringContaining("Math formula: Unexpected end of input in a macro argument, expected '}'"),
        hint: expect.stringContaining('https://katex.org/docs/supported.html'),
        file: 'content/math.md',
        position: { line: 5, column: 5 },
      },
    ])
    expect(page.html).toContain('katex-error')
    // Warned again on the next compile (a dev-server edit): the memo keeps only clean formulas.
    expect((await on.compile({ source: 'math.md', text: '# T\n\nBad $\\frac{a}$ here.\n' })).diagnostics).toHaveLength(
      1,
    )
  })

  it('is plain text when the site has not turned it on', async () => {
    const page = await off.compile({ source: 'math.md', text: PAGE })
    expect(page.html).not.toContain('katex')
    expect(page.html).toContain('Euler: $e^{i\\pi} + 1 = 0$')
    expect(page.html).toContain('<p>$$\n\\sum_{i=1}^{n}')
  })

  it('works in snippets, tabs and admonitions', async () => {
    const text = [
      "import Area from '/snippets/area.md'",
      '',
      '# T',
      '',
      '<Area />',
      '',
      ':::note',
      'Inside $x^2$.',
      ':::',
      '',
      '<Tabs>',
      '<TabItem value="a" label="A">',
      '',
      '$$',
      'y = mx + b',
      '$$',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
    ].join('\n')
    const page = await on.compile({ source: 'math.md', text })
    expect(page.diagnostics).toEqual([])
    expect(page.html.match(/class="katex"/g)).toHaveLength(3)
    expect(page.html).toContain('<annotation encoding="application/x-tex">\\pi r^2</annotation>')
  })
})

describe('mermaid', () => {
  const DIAGRAM = '# T\n\n```mermaid\ngraph TD\n  A --> B\n```\n'

  it('wraps a mermaid block for the client, naming mermaid’s module; the code stays for readers without JavaScript', async () => {
    const page = await on.compile({ source: 'd.md', text: DIAGRAM })
    expect(page.diagnostics).toEqual([])
    expect(page.html).toContain(
      `<div class="mermaid" data-mermaid="${MERMAID_ENTRY}"><div class="code-block" data-language="mermaid">`,
    )
    expect(page.html).toMatch(/graph.*TD/s)
    expect(page.markdown).toContain('```mermaid\ngraph TD\n  A --> B\n```')
  })

  it('is a code block like any other when the site has not turned it on', async () => {
    const page = await off.compile({ source: 'd.md', text: DIAGRAM })
    expect(page.html).not.toContain('data-mermaid')
    expect(page.html).toContain('<div class="code-block" data-language="mermaid">')
  })
})
