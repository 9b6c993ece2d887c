import { describe, expect, it } from 'vitest'
import { buildFixture } from '../helpers/build-fixture.js'

// Issue 25: the Markdown dialect as Docusaurus 2 (MDX 1) and Docusaurus 3 (MDX 3) sites write it.
// Each site keeps its pages in `docs/` and snippets where Docusaurus sites keep them.

const CONFIG = (extra = '') => `export default {
  title: 'Fixture',
  baseUrl: '/base/',
  docs: { contentDir: 'docs' },
  ${extra}
}`

const codes = (diagnostics: readonly { code: string }[]) => diagnostics.map((d) => d.code)
const bodyOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'))

describe('snippet imports from the site root and @site/', () => {
  const SNIPPET = '---\ntitle: Snippet\n---\n\nThe **shared** install text.\n'

  it('reads /docs/… and @site/docs/… against the site folder (Docusaurus 2, content folder docs/)', async () => {
    const site = await buildFixture({
      'site.config.ts': CONFIG(),
      'docs/snippets/install.md': SNIPPET,
      'docs/guide/a.md': `---
title: A
---

import InstallCommand from '/docs/snippets/install.md'
import Other from '@site/docs/snippets/install.md'

Before.

<InstallCommand components={props.components} />

<Other />
`,
    })
    expect(codes(site.diagnostics)).toEqual([])
    const body = bodyOf(site.file('guide/a/index.html'))
    expect(body.match(/The <strong>shared<\/strong> install text\./g)).toHaveLength(2)
    expect(body).not.toContain('components=')
  })

  it('reads a site-root path from the content folder first, then the site folder (our own sites)', async () => {
    const site = await buildFixture({
      'site.config.ts': CONFIG().replace("contentDir: 'docs'", "contentDir: 'content'"),
      'content/snippets/a.md': 'From the content folder.\n',
      'snippets/a.md': 'From the site folder.\n',
      'shared/b.md': 'Shared from outside the content folder.\n',
      'content/page.md': `---
title: P
---

import A from '/snippets/a.md'
import B from '/shared/b.md'

<A />

<B />
`,
    })
    expect(codes(site.diagnostics)).toEqual([])
    const body = bodyOf(site.file('page/index.html'))
    expect(body).toContain('From the content folder.')
    expect(body).not.toContain('From the site folder.')
    expect(body).toContain('Shared from outside the content folder.')
  })

  it('still reports a snippet that is nowhere, and one outside the site folder', async () => {
    const site = await buildFixture({
      'site.config.ts': CONFIG(),
      'docs/page.md':
        "---\ntitle: P\n---\n\nimport A from '/docs/snippets/nope.md'\nimport B from '../../x.md'\n\n<A />\n",
    })
    expect(site.diagnostics.map((d) => [d.code, d.message])).toEqual([
      [
        'includes/missing-snippet',
        'Snippet "/docs/snippets/nope.md" imported by page.md does not exist (no file docs/snippets/nope.md)',
      ],
      ['includes/missing-snippet', 'Snippet "../../x.md" imported by page.md is outside the site folder'],
    ])
  })
})

describe('a line starting with a tag interrupts a paragraph (MDX 1)', () => {
  const TABS = `<Tabs>
<TabItem value="js" label="JavaScript">

JS text.

</TabItem>
<TabItem value="ts" label="TypeScript">

TS text.

</TabItem>
</Tabs>
`
  it('splits the paragraph before the <Tabs> line (Docusaurus 2)', async () => {
    const site = await buildFixture({
      'site.config.ts': CONFIG(),
      'docs/a.md': `---\ntitle: A\n---\n\nThe configuration should include the following:\n${TABS}`,
    })
    expect(codes(site.diagnostics)).toEqual([])
    const body = bodyOf(site.file('a/index.html'))
    expect(body).toContain('<p>The configuration should include the following:</p>')
    expect(body.match(/role="tabpanel"/g)).toHaveLength(2)
  })

  it('still reads tabs with blank lines around them (Docusaurus 3)', async () => {
    const site = await buildFixture({
      'site.config.ts': CONFIG(),
      'docs/a.md': `---\ntitle: A\n---\n\nThe configuration should include the following:\n\n${TABS}`,
    })
    expect(codes(site.diagnostics)).toEqual([])
    expect(bodyOf(site.file('a/index.html')).match(/role="tabpanel"/g)).toHaveLength(2)
  })
})

describe('@theme imports', () => {
  it('maps @theme/Tabs, TabItem, Admonition, Details and CodeBlock, under any name (Docusaurus 3)', async () => {
    const site = await buildFixture({
      'site.config.ts': CONFIG(),
      'static/img/logo.png': 'png',
      'docs/a.md': `---
title: A
---

import Tabs from '@theme/Tabs';
import Item from '@theme/TabItem';
import Admonition from '@theme/Admonition';
import Details from '@theme/Details';
import CodeBlock from '@theme/CodeBlock';
import useBaseUrl from '@docusaurus/useBaseUrl';

<Tabs>
<Item value="a" label="Alpha">

Alpha text.

</Item>
</Tabs>

<Admonition type="tip" title="Pro tip">

Admonition **body**.

</Admonition>

<Details summary="More">

Hidden text.

</Details>

<CodeBlock language="jsx" title="/src/Hello.js">
{\`function Hello() {
  return <h1>Hello \\\`x\\\`</h1>
}\`}
</CodeBlock>

<img src={useBaseUrl('/img/logo.png')} alt="Logo" />
`,
    })
    expect(codes(site.diagnostics)).toEqual([])
    const body = bodyOf(site.file('a/index.html'))
    expect(body).toContain('data-label="Alpha"')
    expect(body).toMatch(/admonition-tip[\s\S]*Pro tip[\s\S]*Admonition <strong>body<\/strong>/)
    expect(body).toMatch(/<details>\s*<summary>More<\/summary>[\s\S]*Hidden text\.[\s\S]*<\/details>/)
    expect(body).toContain('/src/Hello.js')
    expect(body).toMatch(/function[\s\S]*Hello[\s\S]*`x`/)
    expect(body).not.toContain('CodeBlock')
    expect(body).toContain('src="/base/img/logo.png"')
  })
})

describe('Tabs values, defaultValue, groupId, queryString (Docusaurus 2)', () => {
  it('takes labels from values, selects defaultValue and marks the URL parameter', async () => {
    const site = await buildFixture({
      'site.config.ts': CONFIG(),
      'docs/a.md': `---
title: A
---

<Tabs
  defaultValue="npm"
  groupId="package-manager"
  queryString
  values={[
    {label: 'Yarn', value: 'yarn'},
    {label: "npm", value: 'npm'},
  ]}>
<TabItem value="yarn">

Yarn text.

</TabItem>
<TabItem value="npm">

npm text.

</TabItem>
</Tabs>

<Tabs queryString="os">
<TabItem value="linux" label="Linux">

L.

</TabItem>
</Tabs>
`,
    })
    expect(codes(site.diagnostics)).toEqual([])
    const body = bodyOf(site.file('a/index.html'))
    expect(body).toContain('data-group-id="package-manager" data-query-key="package-manager"')
    expect(body).toContain('data-query-key="os"')
    expect(body).toMatch(/aria-selected="false"[^>]*data-value="yarn">Yarn<\/button>/)
    expect(body).toMatch(/aria-selected="true"[^>]*data-value="npm">npm<\/button>/)
  })
})

describe('JavaScript docsgen does not run', () => {
  it('keeps export blocks and expressions out of the page with one warning (Docusaurus 3)', async () => {
    const site = await buildFixture({
      'site.config.ts': CONFIG(),
      'docs/a.md': `---
title: A
---

export const version = '4.6';
export const Highlight = ({children}) => (
  <span>{children}</span>
);

{/* A comment */}

Version {version} of {frontMatter.title}, with {braces} kept as text.

{version}

<Tabs groupId={someGroup}>
<TabItem value="a" label="A">

A.

</TabItem>
</Tabs>
`,
    })
    const warnings = site.diagnostics.filter((d) => d.code === 'components/unsupported-expression')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]?.position).toEqual({ line: 5, column: 1 })
    expect(codes(site.diagnostics)).toEqual(['components/unsupported-expression'])
    const body = bodyOf(site.file('a/index.html'))
    expect(body).toContain('<p>Version  of , with {braces} kept as text.</p>')
    expect(body).not.toMatch(/export|comment|version\}|Highlight/)
  })
})

describe('front matter as gray-matter reads it', () => {
  it('accepts tabs inside a flow sequence (js-yaml 3), with a warning at the line', async () => {
    const site = await buildFixture({
      'site.config.ts': CONFIG(),
      'docs/a.md': '---\ntitle: Models\ntags: [\n  "one",\n\t"two"\n]\n---\n\n# Models\n',
    })
    expect(site.diagnostics.map((d) => [d.code, d.position?.line])).toEqual([['frontmatter/lenient-yaml', 5]])
    expect(site.file('a/index.html')).toContain('<title>Models')
  })
})

describe('heading ids', () => {
  const PAGE = `---
title: A
---

## Audit logs <GoldBadge />

## Status

## Status

## Custom {#my-id}

See [logs](#audit-logs-) and [status](#status-1).
`
  it("are Docusaurus's with markdown.headingIds: 'docusaurus'", async () => {
    const site = await buildFixture({
      'site.config.ts': CONFIG("markdown: { headingIds: 'docusaurus' },"),
      'docs/a.md': PAGE,
    })
    expect(codes(site.diagnostics)).toEqual([])
    const ids = [...bodyOf(site.file('a/index.html')).matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1])
    expect(ids).toEqual(['audit-logs-', 'status', 'status-1', 'my-id'])
  })

  it('stay ours by default', async () => {
    const site = await buildFixture({ 'site.config.ts': CONFIG(), 'docs/a.md': PAGE })
    const ids = [...bodyOf(site.file('a/index.html')).matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1])
    expect(ids).toEqual(['audit-logs', 'h-status', 'h-status-1', 'my-id'])
  })
})
