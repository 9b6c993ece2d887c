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
    math: {},
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
    expect(page.markdown).toContain('Euler: $e^{i\\pi} + 1 = 0$, and a price of \\$5 is text.')
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

describe('math, as the review of the first version found it', () => {
  const compileWith = async (options: Record<string, unknown>, text: string) =>
    (await createMarkdownCompiler({ ...base, ...options })).compile({ source: 'm.md', text })

  it('keeps TeX as written in MDX 3, whose string expressions are rewritten elsewhere', async () => {
    const text = "# T\n\nSecond derivative $f^{''}(x)$ and $a^{'b'}$.\n\n$$\ny^{''} + y = 0\n$$\n\nText {'<b>'} here.\n"
    const page = await compileWith({ math: {}, dialect: 'mdx3' }, text)
    const tex = (written: string) =>
      `<annotation encoding="application/x-tex">${written.replaceAll("'", '&#x27;')}</annotation>`
    expect(page.html).toContain(tex("f^{''}(x)"))
    expect(page.html).toContain(tex("a^{'b'}"))
    expect(page.html).toContain(tex("y^{''} + y = 0"))
    // Outside math, a string expression is still its text.
    expect(page.html).toContain('Text &#x3C;b> here.')
  })

  it('renders formulas on sites that sanitize raw HTML', async () => {
    const page = await compileWith({ math: {}, sanitize: true }, '# T\n\nInline $x^2$.\n\n$$\ny = 1\n$$\n')
    expect(page.html.match(/class="katex"/g)).toHaveLength(2)
    expect(page.html).toContain('<div class="math-display" tabindex="0">')
  })

  it('reads a math code block as a display formula, as rehype-katex does', async () => {
    const page = await on.compile({ source: 'm.md', text: '# T\n\n```math\nE = mc^2\n```\n' })
    expect(page.diagnostics).toEqual([])
    expect(page.html).toContain('<div class="math-display" tabindex="0"><span class="katex-display">')
    expect(page.html).toContain('<annotation encoding="application/x-tex">E = mc^2</annotation>')
  })

  it('escapes a dollar of the text in the Markdown form, so it stays text there too', async () => {
    const page = await on.compile({ source: 'm.md', text: '# T\n\nPay \\$5 and \\$6 now, or $x$.\n' })
    expect(page.html).toContain('Pay $5 and $6 now, or <span class="katex">')
    expect(page.markdown).toContain('Pay \\$5 and \\$6 now, or $x$.')
    // Without math, a dollar is nothing special there.
    expect((await off.compile({ source: 'm.md', text: '# T\n\nPay $5.\n' })).markdown).toContain('Pay $5.')
  })

  it('takes the settings: macros, and single dollars as text', async () => {
    const macros = await compileWith({ math: { macros: { '\\RR': '\\mathbb{R}' } } }, '# T\n\n$x \\in \\RR$\n')
    expect(macros.diagnostics).toEqual([])
    expect(macros.html).toContain('mathbb')
    const double = await compileWith({ math: { singleDollarTextMath: false } }, '# T\n\n$5 and $10, but $$x$$.\n')
    expect(double.html).toContain('$5 and $10, but <span class="katex">')
  })

  it('says which doubts of KaTeX’s strict mode are not errors', async () => {
    const page = await on.compile({ source: 'm.md', text: '# T\n\nA $\\text{é}$ and $x % c$.\n' })
    expect(page.diagnostics.map((d) => d.code)).toContain('math/math-strict')
    expect(page.diagnostics.every((d) => d.code === 'math/math-strict')).toBe(true)
    expect(page.diagnostics[0]?.hint).toMatch(/^KaTeX renders it, but/)
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
