import { describe, expect, it } from 'vitest'
import { buildFixture } from '../helpers/build-fixture.js'
import { VERSIONED_DOCUSAURUS_2_SITE } from '../helpers/versioned-site.js'

// The "Version: …" badge of docs pages: where there are versions to tell apart, or asked for.

describe('the version badge in docsgen config', () => {
  it('is shown with more than one version, or when a version asks for it, not on a site of one version', async () => {
    const site = (versions: string) => ({
      'site.config.ts': `export default { title: 'Own', docs: { versions: ${versions} } }\n`,
      'content/intro.md': '# Intro\n\nHello.\n',
    })
    const one = await buildFixture(site("[{ name: 'current', label: 'Next' }]"))
    expect(one.file('intro/index.html')).not.toContain('version-badge')
    const asked = await buildFixture(site("[{ name: 'current', label: 'Next', badge: true }]"))
    expect(asked.file('intro/index.html')).toContain('Version: Next')
    const two = await buildFixture(
      site("[{ name: 'current', label: 'Next' }, { name: '1.0', label: '1.0', path: '1.0' }]"),
    )
    expect(two.file('intro/index.html')).toContain('Version: Next')
  })
  it('is not shown on a Docusaurus site with versioning turned off (one version: Docusaurus shows none)', async () => {
    const config = (VERSIONED_DOCUSAURUS_2_SITE['docusaurus.config.js'] ?? '').replace(
      "sidebarPath: require.resolve('./sidebars.js'),",
      "sidebarPath: require.resolve('./sidebars.js'), disableVersioning: true,",
    )
    const off = await buildFixture({ ...VERSIONED_DOCUSAURUS_2_SITE, 'docusaurus.config.js': config })
    expect(off.file('docs/intro/index.html')).toContain('docs/intro')
    expect(off.file('docs/intro/index.html')).not.toContain('version-badge')
  })
})
