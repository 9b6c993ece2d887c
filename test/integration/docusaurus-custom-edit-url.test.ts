import { describe, expect, it } from 'vitest'
import { buildFixture } from '../helpers/build-fixture.js'
import { VERSIONED_DOCUSAURUS_2_SITE } from '../helpers/versioned-site.js'

// Issue 25: a doc's front matter `custom_edit_url`, as Docusaurus's docs plugin reads it: the doc's
// own "Edit this page" link over the site's editUrl; `null` (or '') for none.

const editLink = (html: string) => /<a class="edit-link[^"]*" href="([^"]+)"/.exec(html)?.[1]

describe('custom_edit_url in a doc’s front matter', () => {
  it('is the doc’s edit link, or none with null, over the editUrl', async () => {
    const built = await buildFixture({
      ...VERSIONED_DOCUSAURUS_2_SITE,
      'docs/guides/install.md':
        '---\ncustom_edit_url: https://github.com/acme/installer/edit/main/README.md\n---\n\n# Install\n\nRun it.\n',
      'docs/guides/new-feature.md': '---\ncustom_edit_url: null\n---\n\n# New feature\n\nGenerated.\n',
    })
    expect(built.diagnostics.filter((d) => d.severity !== 'info')).toEqual([])
    expect(editLink(built.file('docs/next/guides/install/index.html'))).toBe(
      'https://github.com/acme/installer/edit/main/README.md',
    )
    expect(built.file('docs/next/guides/new-feature/index.html')).not.toContain('class="edit-link"')
    // The others keep the editUrl's.
    expect(editLink(built.file('docs/next/intro/index.html'))).toBe(
      'https://github.com/acme/docs/edit/main/docs/intro.md',
    )
  })

  it('gives a doc a link on a site without an editUrl', async () => {
    const built = await buildFixture({
      'docusaurus.config.js': "module.exports = { title: 'A', url: 'https://a.test', baseUrl: '/' };\n",
      'docs/intro.md': '---\ncustom_edit_url: https://cms.example/edit/intro\n---\n\n# Intro\n\nHello.\n',
      'docs/other.md': '# Other\n\nNo link.\n',
    })
    expect(editLink(built.file('docs/intro/index.html'))).toBe('https://cms.example/edit/intro')
    expect(built.file('docs/other/index.html')).not.toContain('class="edit-link"')
  })
})
