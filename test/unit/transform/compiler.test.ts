import { createHash } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { compilerOptionsOf } from '../../../src/compile/open-cache.js'
import { resolveConfig } from '../../../src/config/load.js'
import { MissingGrammarError } from '../../../src/transform/highlighter.js'
import { createMarkdownCompiler, type MarkdownCompiler } from '../../../src/transform/index.js'

let compiler: MarkdownCompiler
beforeAll(async () => {
  compiler = await createMarkdownCompiler({
    contentDir: 'content',
    toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    codeThemes: { light: 'github-light', dark: 'github-dark' },
    sanitize: false,
  })
  // compileSync needs the grammars loaded; `compile` loads them itself.
  await compiler.loadLanguages(['js', 'jsx', 'ts', 'bash', 'json', 'yaml', 'php', 'python'])
})

const compile = (text: string, source = 'dev-docs/guide/setup.md') => compiler.compileSync({ source, text })

describe('title, contentTitle and description', () => {
  it('prefers the front matter title, then the first H1, then the file name', () => {
    expect(compile('---\ntitle: From FM\n---\n# From H1\n').title).toBe('From FM')
    expect(compile('Intro.\n\n# From H1 {#custom}\n').title).toBe('From H1')
    expect(compile('Just text.\n').title).toBe('setup')
  })

  it('sets contentTitle only when the body starts with an H1', () => {
    expect(compile('---\ntitle: T\n---\n\n<!-- note -->\n# Setup *guide*\n\nText').contentTitle).toBe('Setup guide')
    expect(compile('Text first.\n\n# Later').contentTitle).toBeUndefined()
    expect(compile('## Not an H1').contentTitle).toBeUndefined()
  })

  it('takes the description from front matter, else the first paragraph, cut at a word', () => {
    expect(compile('---\ndescription: FM text\n---\nBody.').description).toBe('FM text')
    expect(compile('# T\n\n![icon](/i.png)\n\nFirst **real** [paragraph](./x.md).\n\nSecond.').description).toBe(
      'First real paragraph.',
    )
    const long = `${'word '.repeat(50)}end`
    const description = compile(long).description
    expect(description.length).toBeLessThanOrEqual(160)
    expect(description).toMatch(/^word( word)+…$/)
    expect(compile('# Only a title').description).toBe('')
  })

  it('skips MDX import lines for the summary and keeps them out of the HTML', () => {
    const page = compile("import InstallCommand from '/snippets/install.md'\n\n# Install\n\nRun it.\n")
    expect(page.contentTitle).toBe('Install')
    expect(page.html).not.toContain('import')
    expect(page.description).toBe('Run it.')
  })
})

describe('ids and headings', () => {
  it('derives the doc id from the path or the front matter id', () => {
    expect(compile('x').id).toBe('dev-docs/guide/setup')
    expect(compile('---\nid: install\n---\nx').id).toBe('dev-docs/guide/install')
    expect(compile('x', 'intro.mdx').id).toBe('intro')
  })

  it('lists every heading with its file position after the front matter', () => {
    const page = compile(
      '---\ntitle: T\n---\n# Intro\n\nText\n\n## Setup `db` {#db}\n\n- item\n\n  ### Deep <GoldBadge />\n',
    )
    expect(page.headings).toEqual([
      { depth: 1, id: 'intro', text: 'Intro', position: { line: 4, column: 1 } },
      {
        depth: 2,
        id: 'db',
        text: 'Setup db',
        marked: ['Setup ', { mark: 'code', parts: ['db'] }],
        position: { line: 8, column: 1 },
      },
      { depth: 3, id: 'deep', text: 'Deep', position: { line: 12, column: 3 } },
    ])
  })

  it('keeps inline code and emphasis for the table of contents, as Docusaurus does', () => {
    const page = compile(
      [
        '## The `<Tabs>` & *tabs* option',
        '## A [linked **word**](https://example.com) ~~gone~~ <GoldBadge />',
        '## Plain & simple <GoldBadge />',
      ].join('\n\n'),
    )
    expect(page.headings.map(({ text, marked }) => ({ text, marked }))).toEqual([
      {
        text: 'The <Tabs> & tabs option',
        marked: ['The ', { mark: 'code', parts: ['<Tabs>'] }, ' & ', { mark: 'em', parts: ['tabs'] }, ' option'],
      },
      {
        text: 'A linked word gone',
        marked: ['A linked ', { mark: 'strong', parts: ['word'] }, ' ', { mark: 'del', parts: ['gone'] }],
      },
      { text: 'Plain & simple', marked: undefined },
    ])
  })

  it('offsets diagnostics positions by the front matter', () => {
    const page = compile('---\ntitle: T\n---\n\n:::tpi\nx\n:::\n')
    expect(page.diagnostics).toEqual([
      expect.objectContaining({
        code: 'markdown/unknown-admonition',
        file: 'content/dev-docs/guide/setup.md',
        position: { line: 5, column: 1 },
      }),
    ])
  })

  it('collects anchors from headings, raw ids, <a name> and footnotes', () => {
    const page = compile('## One\n\n<div id="raw-box">x</div>\n\n<a name="legacy"></a>\n\n:::tip{#tip-id}\nx\n:::\n')
    expect(page.anchors).toEqual(['one', 'raw-box', 'legacy', 'tip-id'])
  })
})

describe('links', () => {
  it('classifies links and images and rewrites .md links to placeholders', () => {
    const page = compile(
      [
        '---',
        'title: T',
        '---',
        '[cli](./cli.md#global-flags) [abs](/user-docs/intro.md) [route](/dev-docs/cli/) [rel](../api)',
        '[here](#setup) [ext](https://strapi.io) ![logo](../img/logo.png) [pdf](/files/a.pdf)',
        '<a href="../api/rest.md">raw md</a> <a href="/raw/route">raw</a>',
      ].join('\n'),
    )
    expect(page.links).toEqual([
      {
        url: './cli.md#global-flags',
        element: 'a',
        kind: 'markdown-file',
        targetSource: 'dev-docs/guide/cli.md',
        fragment: 'global-flags',
        placeholder: 'docsgen-md-link:0',
        position: { line: 4, column: 1 },
      },
      {
        url: '/user-docs/intro.md',
        element: 'a',
        kind: 'markdown-file',
        targetSource: 'user-docs/intro.md',
        placeholder: 'docsgen-md-link:1',
        position: { line: 4, column: 30 },
      },
      {
        url: '/dev-docs/cli/',
        element: 'a',
        kind: 'internal',
        path: '/dev-docs/cli/',
        position: { line: 4, column: 57 },
      },
      { url: '../api', element: 'a', kind: 'internal', path: '../api', position: { line: 4, column: 81 } },
      { url: '#setup', element: 'a', kind: 'anchor', fragment: 'setup', position: { line: 5, column: 1 } },
      { url: 'https://strapi.io', element: 'a', kind: 'external', position: { line: 5, column: 16 } },
      {
        url: '../img/logo.png',
        element: 'img',
        kind: 'asset',
        path: '../img/logo.png',
        position: { line: 5, column: 41 },
      },
      { url: '/files/a.pdf', element: 'a', kind: 'asset', path: '/files/a.pdf', position: { line: 5, column: 66 } },
      {
        url: '../api/rest.md',
        element: 'a',
        kind: 'markdown-file',
        targetSource: 'dev-docs/api/rest.md',
        placeholder: 'docsgen-md-link:8',
        position: { line: 6, column: 1 },
      },
      { url: '/raw/route', element: 'a', kind: 'internal', path: '/raw/route', position: { line: 6, column: 37 } },
    ])
    expect(page.html).toContain('<a href="docsgen-md-link:0">cli</a>')
    expect(page.html).toContain('<a href="docsgen-md-link:8">raw md</a>')
    expect(page.html).not.toContain('#global-flags')
  })

  it('cuts search text at the configured heading level, and makes none when search is off', () => {
    expect(compilerOptionsOf(resolveConfig({}, { rootDir: '/site' })).searchSections).toEqual({ maxDepth: 3 })
    const deep = resolveConfig({ search: { maxHeadingLevel: 4 } }, { rootDir: '/site' })
    expect(compilerOptionsOf(deep).searchSections).toEqual({ maxDepth: 4 })
    expect(compilerOptionsOf(resolveConfig({ search: { enabled: false } }, { rootDir: '/site' })).searchSections).toBe(
      false,
    )
  })

  it('reports .md links that leave the content folder and leaves them as written', () => {
    const page = compile('[x](../../../x.md)')
    expect(page.links[0]).toMatchObject({ kind: 'internal', path: '../../../x.md' })
    expect(page.diagnostics.map((d) => d.code)).toEqual(['markdown/link-outside-content'])
  })
})

describe('text and code', () => {
  it('cuts the text into sections at headings: tables, code and every tab panel included', () => {
    const page = compile(
      [
        '# Title',
        'Some *text*.',
        '## Setup [link](https://example.com)',
        '| a | b |\n| - | - |\n| 1 | 2 |',
        '### Details',
        '```js\nconst x = 1\n```',
        '#### Deeper',
        'Still in Details.',
        '<Tabs>\n<TabItem value="a" label="Alpha">\n\nFirst panel.\n\n</TabItem>\n<TabItem value="b" label="Beta">\n\nSecond panel.\n\n</TabItem>\n</Tabs>',
        '## After',
      ].join('\n\n'),
    )
    expect(page.sections).toEqual([
      { id: '', depth: 0, heading: '', text: 'Some text.' },
      { id: 'setup-link', depth: 2, heading: 'Setup link', text: 'a b\n1 2' },
      {
        id: 'details',
        depth: 3,
        heading: 'Details',
        text: 'const x = 1\nDeeper\nStill in Details.\nFirst panel.\nSecond panel.',
      },
      { id: 'after', depth: 2, heading: 'After', text: '' },
    ])
  })

  it('highlights without per-page setup and reports unknown languages at the fence', () => {
    const page = compile('---\ntitle: T\n---\n\n```rusty\nfn main() {}\n```\n')
    expect(page.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'code/unknown-language',
        message: 'Unknown code language "rusty", shown without highlighting',
        hint: 'did you mean "rust"?',
        file: 'content/dev-docs/guide/setup.md',
        position: { line: 5, column: 1 },
      },
    ])
    expect(page.html).toContain('fn main() {}')
  })

  it('fills every field of CompiledPage', () => {
    const page = compile('Hello')
    expect(Object.keys(page).sort()).toEqual(
      [
        'anchors',
        'bodyHash',
        'dependencies',
        'description',
        'diagnostics',
        'frontmatter',
        'headings',
        'html',
        'id',
        'links',
        'source',
        'sections',
        'searchTerms',
        'title',
      ].sort(),
    )
    expect(page.dependencies).toEqual([])
  })

  it('gives the page its search terms, weighted by where they occur', () => {
    const page = compile('---\ntitle: Webhooks\n---\n\nSend events.\n\n## Retry policy\n\nRetry each event.\n')
    const weight = (term: string) => page.searchTerms?.weights[page.searchTerms.terms.indexOf(term)]
    expect(weight('webhook')).toBeGreaterThan(weight('retri') ?? 0)
    expect(weight('retri')).toBeGreaterThan(weight('send') ?? 0)
    expect(page.searchTerms?.terms).toContain('retry policy')
  })
})

describe('MDX imports', () => {
  it('removes default, named and namespace import lines at the top level only', () => {
    const page = compile(
      [
        "import Tabs from '@theme/Tabs'",
        "import TabItem from '@theme/TabItem';",
        'import { A, B } from "./parts.md"',
        "import * as C from './c.md'",
        '',
        'Intro text mentions import X from "y" inline.',
        '',
        '```js',
        "import fs from 'node:fs'",
        '```',
      ].join('\n'),
    )
    expect(page.html).not.toContain('@theme/Tabs')
    expect(page.html).not.toContain('parts.md')
    expect(page.html).toContain('Intro text mentions import X from "y" inline.')
    expect(page.sections[0]?.text).toContain("import fs from 'node:fs'")
  })
})

describe('code grammars load on first use', () => {
  it('loads the grammars of a page, and of the snippets it includes, before compiling it', async () => {
    const snippets: Record<string, string> = { '_snippets/run.md': '```ruby\nputs "hi"\n```\n' }
    const lazy = await createMarkdownCompiler({
      contentDir: 'content',
      toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      codeThemes: { light: 'css-variables', dark: 'css-variables' },
      sanitize: false,
      readSnippet: (source) => snippets[source],
    })
    const page = { source: 'guide.md', text: '```go\npackage main\n```\n' }
    expect(() => lazy.compileSync(page)).toThrow(MissingGrammarError)
    const compiled = await lazy.compile(page)
    expect(compiled.html).toContain('<span class="sh-keyword">package</span>')

    // Ruby appears only in the snippet: the first attempt finds it missing, the second has it.
    const withSnippet = await lazy.compile({
      source: 'other.md',
      text: "import Run from '/_snippets/run.md'\n\n<Run />\n",
    })
    expect(withSnippet.diagnostics).toEqual([])
    expect(withSnippet.html).toMatch(/<span class="sh-[a-z-]+">puts<\/span>/)
    expect(lazy.compileSync({ source: 'again.md', text: '```rb\nputs 1\n```\n' }).html).toContain('puts')
  })
})

describe('compiling without highlighting (check-links)', () => {
  // Compiles every page of this site three times: about 15 s alone, twice that on a busy machine.
  it('gives every page of this site the same metadata and diagnostics, only plainer HTML', async () => {
    const { readFile } = await import('node:fs/promises')
    const fg = (await import('fast-glob')).default
    const options = {
      contentDir: 'content',
      toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      codeThemes: { light: 'css-variables', dark: 'css-variables' },
      sanitize: false,
      contentRoot: 'content',
    }
    const full = await createMarkdownCompiler(options)
    const plain = await createMarkdownCompiler({ ...options, highlight: false })
    const noText = await createMarkdownCompiler({ ...options, searchSections: false })
    const inputs = [
      ...(await Promise.all(
        fg.sync('**/*.md', { cwd: 'content' }).map(async (source) => ({
          source,
          text: await readFile(`content/${source}`, 'utf8'),
        })),
      )),
      { source: 'x/unknown.md', text: '# X\n\n```jsx-ish\nconst a = 1\n```\n\n```js {2}\na\nb <c> & d\n```\n' },
    ]
    expect(inputs.length).toBeGreaterThan(20)
    for (const input of inputs) {
      // The body's hash is of the (plainer) HTML too.
      const { html: fullHtml, bodyHash: fullHash, ...fullMeta } = await full.compile(input)
      const { html: plainHtml, bodyHash: plainHash, ...plainMeta } = await plain.compile(input)
      expect(fullHash).toBe(createHash('sha1').update(fullHtml).digest('base64'))
      expect(plainHash).toBe(createHash('sha1').update(plainHtml).digest('base64'))
      expect(plainMeta, input.source).toEqual(fullMeta)
      if (fullHtml.includes('class="sh-')) expect(plainHtml, input.source).not.toContain('class="sh-')
      // Without search text (search off): the same page but its sections.
      const {
        sections: fullSections,
        searchTerms: _terms,
        ...withoutText
      } = { html: fullHtml, bodyHash: fullHash, ...fullMeta }
      expect(await noText.compile(input), input.source).toEqual({ ...withoutText, sections: [] })
      if (input.source !== 'x/unknown.md') expect(fullSections.length, input.source).toBeGreaterThan(0)
    }
    const unknown = await plain.compile(inputs.at(-1) as (typeof inputs)[number])
    expect(unknown.diagnostics.map((d) => d.message)).toEqual([
      'Unknown code language "jsx-ish", shown without highlighting',
    ])
    expect(unknown.html).toContain('<span class="line highlighted"><span>b &#x3C;c> &#x26; d</span></span>')
  }, 120_000)
})
