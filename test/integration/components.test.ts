import { describe, expect, it } from 'vitest'
import { buildFixture } from '../helpers/build-fixture.js'

const INSTALL = `---
title: Install snippet
---

<Tabs groupId="yarn-npm">
<TabItem value="yarn" label="Yarn">

\`\`\`bash
yarn create strapi-app my-project
\`\`\`

</TabItem>
<TabItem value="npm" label="npm">

\`\`\`bash
npx create-strapi-app@latest my-project
\`\`\`

</TabItem>
</Tabs>

:::tip
Add \`--quickstart\` to skip the questions.
:::
`

const SITE: Record<string, string> = {
  'content/index.md': '# Home\n\nWelcome.\n',
  'content/guide/index.md': '---\ntitle: Guide\n---\n\n# Guide\n\nThe guide pages:\n\n<DocCardList />\n',
  'content/guide/install.md': `---
title: Install
description: Create a project.
sidebar_position: 1
---
import InstallCommand from '/snippets/install-npm-yarn.md'
import Title from '../snippets/title.md'

# Install

<InstallCommand />

<details>
<summary><Title /></summary>

Details body.

</details>

<Tabs groupId="os">
<TabItem value="mac" label="macOS">

<InstallCommand />

</TabItem>
<TabItem value="linux" label="Linux">

Same on Linux.

</TabItem>
</Tabs>
`,
  'content/guide/configure.md':
    '---\ntitle: Configure\ndescription: Tune the settings.\nslug: /setup\nsidebar_position: 2\n---\n\n# Configure\n',
  'content/guide/deep/one.md': '# One\n',
  'content/guide/deep/two.md': '# Two\n',
  'content/snippets/install-npm-yarn.md': INSTALL,
  'content/snippets/title.md': 'Supported **platforms**\n',
}

describe('Markdown components and snippet includes in a built site', () => {
  it('builds with snippets spliced in (also in a summary and in tabs) and no diagnostics', async () => {
    const built = await buildFixture(SITE)
    expect(built.diagnostics).toEqual([])
    const html = built.file('guide/install/index.html')
    expect(html).toContain('<summary>\n<span>Supported <strong>platforms</strong></span>\n</summary>')
    expect(html.match(/data-group-id="yarn-npm"/g)).toHaveLength(2)
    expect(html).toContain('id="tabs-3-npm"')
    expect(html).toContain('data-admonition="tip"')
    const page = built.result.pages.get('/guide/install')
    expect(page?.dependencies).toEqual(['snippets/install-npm-yarn.md', 'snippets/title.md'])
    // Snippets are published as pages of their own too.
    expect(built.file('snippets/install-npm-yarn/index.html')).toContain('data-tabs')
  })

  it('fills DocCardList with the cards of the category, final URLs and descriptions included', async () => {
    const built = await buildFixture(SITE)
    const html = built.file('guide/index.html')
    const cards = [
      ...html.matchAll(
        /<a class="doc-card" href="([^"]*)"><span class="doc-card-title">([^<]*)<\/span>(?: <span class="doc-card-description">([^<]*)<\/span>)?/g,
      ),
    ]
    expect(cards.map(([, href, title, description]) => [href, title, description])).toEqual([
      ['/guide/install', 'Install', 'Create a project.'],
      ['/setup', 'Configure', 'Tune the settings.'],
      ['/guide/deep/one', 'deep', '2 items'],
    ])
    expect(html).not.toContain('data-docsgen-slot')
  })

  it('reports a missing snippet at the import line of the including file, and fails the build', async () => {
    const built = await buildFixture({
      'content/a.md': "---\ntitle: A\n---\n\nimport Install from '/snippets/instal-npm-yarn.md'\n\n<Install />\n",
      'content/snippets/install-npm-yarn.md': INSTALL,
    })
    expect(built.result.ok).toBe(false)
    expect(built.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'includes/missing-snippet',
        message:
          'Snippet "/snippets/instal-npm-yarn.md" imported by a.md does not exist (no file snippets/instal-npm-yarn.md)',
        hint: 'did you mean "/snippets/install-npm-yarn.md"?',
        file: 'content/a.md',
        position: { line: 5, column: 1 },
      },
    ])
  })

  it('reports an include cycle with its chain', async () => {
    const built = await buildFixture({
      'content/a.md': "import One from '/_partials/one.md'\n\n# A\n\n<One />\n",
      'content/_partials/one.md': "import Two from './two.md'\n\nOne.\n\n<Two />\n",
      'content/_partials/two.md': "import One from './one.md'\n\nTwo.\n\n<One />\n",
    })
    expect(built.result.ok).toBe(false)
    expect(built.diagnostics.map((d) => [d.code, d.file, d.position?.line, d.message])).toEqual([
      [
        'includes/cycle',
        'content/_partials/two.md',
        5,
        'Snippet include cycle: _partials/one.md → _partials/two.md → _partials/one.md',
      ],
    ])
  })

  it('warns about unknown components with file and line, and still builds', async () => {
    const built = await buildFixture({ 'content/a.md': '# A\n\n<Tabz>\n\nKept.\n\n</Tabz>\n' })
    expect(built.result.ok).toBe(true)
    expect(built.diagnostics.map((d) => [d.severity, d.code, d.file, d.position])).toEqual([
      ['warning', 'components/unknown-component', 'content/a.md', { line: 3, column: 1 }],
    ])
    expect(built.file('a/index.html')).toContain('<p>Kept.</p>')
  })
})
