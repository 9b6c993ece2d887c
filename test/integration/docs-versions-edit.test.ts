import { describe, expect, it } from 'vitest'
import { buildFixture } from '../helpers/build-fixture.js'
import { VERSIONED_DOCUSAURUS_2_SITE } from '../helpers/versioned-site.js'

// Issue 25, docs versions: where "Edit this page" of a versioned doc leads.

const editLink = (html: string) => /<a class="edit-link[^"]*" href="([^"]+)"/.exec(html)?.[1]

const withDocsOptions = (options: string) => ({
  ...VERSIONED_DOCUSAURUS_2_SITE,
  'docusaurus.config.js': (VERSIONED_DOCUSAURUS_2_SITE['docusaurus.config.js'] ?? '').replace(
    "sidebarPath: require.resolve('./sidebars.js'),",
    `sidebarPath: require.resolve('./sidebars.js'), ${options}`,
  ),
})

describe('edit links of versioned docs', () => {
  it("lead to the current docs' file with the docs plugin's editCurrentVersion, as Docusaurus does", async () => {
    const built = await buildFixture(withDocsOptions('editCurrentVersion: true,'))
    expect(built.diagnostics.map((d) => d.message).join('\n')).not.toContain('editCurrentVersion')
    expect(editLink(built.file('docs/1.0/intro/index.html'))).toBe(
      'https://github.com/acme/docs/edit/main/docs/intro.md',
    )
    expect(editLink(built.file('docs/guides/install/index.html'))).toBe(
      'https://github.com/acme/docs/edit/main/docs/guides/install.md',
    )
    expect(editLink(built.file('docs/next/intro/index.html'))).toBe(
      'https://github.com/acme/docs/edit/main/docs/intro.md',
    )
  })

  it("lead to the version's own file without it, also when that version is the only one built", async () => {
    const only = await buildFixture(withDocsOptions("includeCurrentVersion: false, onlyIncludeVersions: ['1.0'],"))
    expect(editLink(only.file('docs/intro/index.html'))).toBe(
      'https://github.com/acme/docs/edit/main/versioned_docs/version-1.0/intro.md',
    )
  })
})
