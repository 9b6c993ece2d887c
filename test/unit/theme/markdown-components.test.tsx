import { readFileSync } from 'node:fs'
import { HtmlValidate } from 'html-validate'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { createMarkdownCompiler, type MarkdownCompiler } from '../../../src/transform/index.js'
import { DocContent } from '../../../theme/DocContent.js'
import { byTag, type Element, findAll, getByRole, getByText, parseHtml, queryAllByRole, text } from './dom.js'

const snippets: Record<string, string> = {
  'snippets/install.md': '---\ntitle: Install\n---\n\n:::tip\nFrom the snippet.\n:::\n',
}

let compiler: MarkdownCompiler
beforeAll(async () => {
  compiler = await createMarkdownCompiler({
    contentDir: 'content',
    toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    codeThemes: { light: 'github-light', dark: 'github-dark' },
    sanitize: false,
    readSnippet: (source) => snippets[source],
  })
  // compileSync needs the grammars loaded; `compile` loads them itself.
  await compiler.loadLanguages(['js', 'jsx', 'ts', 'bash', 'json', 'yaml', 'php', 'python'])
})

const PAGE = `import Install from '/snippets/install.md'

## Configure <GoldBadge />

<Tabs groupId="js-ts">
<TabItem value="js" label="JavaScript">

\`\`\`js title="./config/server.js"
module.exports = {}
\`\`\`

</TabItem>
<TabItem value="ts" label="TypeScript">

:::note
Only in **TypeScript** projects.
:::

<Install />

</TabItem>
</Tabs>

<ApiCall>
<Request>

\`GET /api/articles\`

</Request>
<Response title="Articles">

\`\`\`json
{ "data": [] }
\`\`\`

</Response>
</ApiCall>

<Columns>
<ColumnLeft title="Strapi v3">

Old.

</ColumnLeft>
<ColumnRight title="Strapi v4">

New.

</ColumnRight>
</Columns>

<CustomDocCard title="Quick start" description="Set up a project in minutes." link="https://strapi.io/quick" />

\`\`\`jsx live
<p>Hello</p>
\`\`\`

<details>
<summary>More</summary>

<Tabs groupId="yarn-npm">
<TabItem value="yarn" label="Yarn">

Yarn text.

</TabItem>
<TabItem value="npm" label="npm">

npm text.

</TabItem>
</Tabs>

</details>
`

function render(markdown: string): { root: Element; html: string } {
  const page = compiler.compileSync({ source: 'docs/page.md', text: markdown })
  expect(page.diagnostics).toEqual([])
  const html = renderToStaticMarkup(<DocContent html={page.html} />)
  return { root: parseHtml(html), html }
}

describe('Markdown components rendered on the server', () => {
  it('renders tabs as a tab list with tab panels, the first tab selected', () => {
    const { root } = render(PAGE)
    const tablists = queryAllByRole(root, 'tablist')
    expect(tablists).toHaveLength(2)
    const tabs = queryAllByRole(tablists[0] as Element, 'tab')
    expect(tabs.map((tab) => text(tab))).toEqual(['JavaScript', 'TypeScript'])
    expect(tabs.map((tab) => [tab.tag, tab.attrs.type, tab.attrs['aria-selected'], tab.attrs.tabindex])).toEqual([
      ['button', 'button', 'true', '0'],
      ['button', 'button', 'false', '-1'],
    ])
    for (const tab of tabs) {
      const panel = getByRole(root, 'tabpanel', { name: text(tab) })
      expect(panel.attrs.id).toBe(tab.attrs['aria-controls'])
      expect(panel.attrs['aria-labelledby']).toBe(tab.attrs.id)
      expect(panel.attrs.tabindex).toBe('0')
      expect(panel.attrs['data-value']).toBe(tab.attrs['data-value'])
    }
    const container = tablists[0]?.parent
    expect(container?.attrs).toMatchObject({ 'data-tabs': '', 'data-group-id': 'js-ts' })
  })

  it('keeps every panel in the page without JavaScript: none is hidden, the others only carry a class', () => {
    const { root } = render(PAGE)
    const panels = queryAllByRole(root, 'tabpanel')
    expect(panels).toHaveLength(4)
    for (const panel of panels) expect(panel.attrs.hidden).toBeUndefined()
    const typescript = getByRole(root, 'tabpanel', { name: 'TypeScript' })
    expect(typescript.attrs.class).toContain('tabs-panel-inactive')
    expect(text(typescript)).toContain('Only in TypeScript projects.')
    expect(text(typescript)).toContain('From the snippet.')
    expect(text(getByRole(root, 'tabpanel', { name: 'npm' })).trim()).toBe('npm text.')
  })

  it('gives every id on the page once', () => {
    const { root } = render(PAGE)
    const ids = findAll(root, (el) => el.attrs.id !== undefined).map((el) => el.attrs.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toContain('tabs-2-npm')
  })

  it('renders admonitions inside tabs and details as notes', () => {
    const { root } = render(PAGE)
    const notes = queryAllByRole(root, 'note')
    expect(notes.map((note) => text(byTag(note, 'p')[0] as Element))).toEqual(['Note', 'Tip'])
  })

  it('labels badges, API calls, columns and cards', () => {
    const { root } = render(PAGE)
    // The badge's label is part of the heading's text; `#` is the heading's link (`addReaderMarkup`).
    expect(text(getByRole(root, 'heading', { name: /^Configure Gold/ }))).toBe('Configure Gold#')
    expect(getByText(root, 'Example request')).toBeDefined()
    expect(getByText(root, 'Articles')).toBeDefined()
    expect(getByText(root, 'Strapi v3')).toBeDefined()
    const card = getByRole(root, 'link', { name: 'Quick start Set up a project in minutes.' })
    expect(card.attrs.href).toBe('https://strapi.io/quick')
  })

  it('leaves the badge out of the heading id and the table of contents', () => {
    const page = compiler.compileSync({ source: 'docs/page.md', text: '## Audit logs <GoldBadge />\n' })
    expect(page.headings).toEqual([
      { depth: 2, id: 'audit-logs', text: 'Audit logs', position: { line: 1, column: 1 } },
    ])
  })

  it('gives code blocks a language label and a copy button, and live blocks a result panel', () => {
    const { root } = render(PAGE)
    const copy = queryAllByRole(root, 'button', { name: 'Copy code' })
    expect(copy).toHaveLength(3)
    expect(copy[0]?.attrs).toMatchObject({ type: 'button', 'data-copy': '' })
    expect(getByText(root, 'Result').parent?.attrs['data-live-result']).toBe('')
    const languages = findAll(root, (el) => el.attrs.class === 'code-block-language').map((el) => text(el))
    expect(languages).toEqual(['js', 'json', 'jsx'])
  })

  it('is valid HTML', async () => {
    const config = JSON.parse(readFileSync(new URL('../../../.htmlvalidate.json', import.meta.url), 'utf8'))
    const validator = new HtmlValidate(config)
    const report = await validator.validateString(`<main>${render(PAGE).html}</main>`)
    const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))
    expect(messages).toEqual([])
  })
})
