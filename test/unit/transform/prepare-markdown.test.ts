import { describe, expect, it } from 'vitest'
import { rewriteStaticImports, rewriteStringExpressions } from '../../../src/transform/prepare-markdown.js'

// Issue 25: the text rewrites a Docusaurus page needs before parsing, and what they leave alone.

const mdx3 = (text: string) => rewriteStringExpressions(text, 'mdx3')
const mdx1 = (text: string) => rewriteStringExpressions(text, 'mdx1')

describe('strings written as expressions', () => {
  it('are their text, as character references, with MDX 3 (quotes, template literals, escapes)', () => {
    expect(mdx3("Use <code>{'--fee=<ADDRESS>'}</code>.")).toBe('Use <code>&#45;-fee=&#60;ADDRESS&#62;</code>.')
    expect(mdx3('A {"double"} and a {`template`} and {\'em\\u2014dash\'}.')).toBe(
      'A double and a template and em\u2014dash.',
    )
    expect(mdx3('Write {`x`} here, `{"in code"}` stays.')).toBe('Write x here, `{"in code"}` stays.')
  })

  it('leave code spans, fences, attributes, quoted attributes and templates to fill alone', () => {
    expect(mdx3('Write ``{`hello`}`` in JSX')).toBe('Write ``{`hello`}`` in JSX')
    expect(mdx3('Write `` <b>{`x`}</b> `` here')).toBe('Write `` <b>{`x`}</b> `` here')
    expect(mdx3("<Card title={'a'} other= {'b'} />")).toBe("<Card title={'a'} other= {'b'} />")
    expect(mdx3('<img alt="{\'x\'}" />')).toBe('<img alt="{\'x\'}" />')
    const template = `A {\`\${name}\`} stays.`
    expect(mdx3(template)).toBe(template)
    expect(mdx3("```js\nconst a = {'x'}\n```")).toBe("```js\nconst a = {'x'}\n```")
  })

  it('with MDX 1, only as the whole content of an element, and never on an indented (code) line', () => {
    expect(mdx1("In text {'x'} stays, <b>{'y'}</b> is y.")).toBe("In text {'x'} stays, <b>y</b> is y.")
    expect(mdx1("Text.\n\n    <span>{'code'}</span>\n")).toBe("Text.\n\n    <span>{'code'}</span>\n")
    expect(mdx3("Text.\n\n    <span>{'not code'}</span>\n")).toBe('Text.\n\n    <span>not code</span>\n')
  })
})

describe('files of static/ imported for their URL', () => {
  it('give their URL to attributes and to SVGs used as components, not in code', () => {
    const text = [
      "import Diagram from '@site/static/img/diagram.png';",
      "import Logo from '@site/static/img/logo.svg';",
      '',
      '<img src={Diagram} alt="A diagram" />',
      '<Logo className="logo" />',
      '`src={Diagram}` in code',
      "<img src={require('@site/static/img/x.png').default} />",
    ].join('\n')
    expect(rewriteStaticImports(text, { baseUrl: '/docs/' }).split('\n')).toEqual([
      '',
      '',
      '',
      '<img src="/docs/img/diagram.png" alt="A diagram" />',
      '<img src="/docs/img/logo.svg" className="logo" alt="" />',
      '`src={Diagram}` in code',
      '<img src="/docs/img/x.png" />',
    ])
  })

  it('reads the site’s other static folders (staticDirectories) the same way, and no folder outside it', () => {
    const text = [
      "import Chart from '@site/public/charts/a.svg';",
      "import Old from '@site/static/img/old.png';",
      "import Up from '@site/../shared/up.png';",
      '<img src={Chart} /> <img src={Old} />',
    ].join('\n')
    const staticDirs = ['public', './static/', '../shared']
    expect(rewriteStaticImports(text, { baseUrl: '/', staticDirs }).split('\n')).toEqual([
      '',
      '',
      "import Up from '@site/../shared/up.png';",
      '<img src="/charts/a.svg" /> <img src="/img/old.png" />',
    ])
    expect(rewriteStaticImports(text, { baseUrl: '/', staticDirs: [] })).toBe(text)
  })
})
