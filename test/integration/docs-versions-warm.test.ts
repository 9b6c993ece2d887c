import { writeFile } from 'node:fs/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { themeDirOf } from '../../src/cli/context.js'
import { loadConfig } from '../../src/config/index.js'
import { DEFAULT_THEME_DIR } from '../../src/render/index.js'
import { type DevServer, startDevServer } from '../../src/serve/index.js'
import { watchTargetsOf } from '../../src/serve/watch.js'
import { writeSite } from '../helpers/build-fixture.js'
import { type Built, expectSameFiles, notServedAlike, servedFiles, siteBuilds } from '../helpers/equivalence-site.js'
import { VERSIONED_DOCUSAURUS_2_SITE } from '../helpers/versioned-site.js'

// Issue 25 with issue 26's rule: after an edit in a versioned doc (or a versioned sidebar, or a
// doc added to a version), a warm build, and the dev server told what changed, give exactly what a
// cold build of the same input gives, byte for byte.

/** The versioned site, with llms files, so every kind of output is compared. */
async function versionedSite() {
  const rootDir = await writeSite({
    ...VERSIONED_DOCUSAURUS_2_SITE,
    'docusaurus.config.js': (VERSIONED_DOCUSAURUS_2_SITE['docusaurus.config.js'] ?? '').replace('plugins: [],\n', ''),
  })
  const { abs, build, files, cold: coldBuild } = siteBuilds(rootDir)
  const cold = async (): Promise<Built> => (await coldBuild()).built
  /** The edits, in order: a versioned doc's body, its heading, a versioned sidebar, a doc added to a version. */
  const edits = [
    {
      what: 'body of a versioned doc',
      file: 'versioned_docs/version-1.0/install.md',
      text: '# Setup\n\nquokka one, edited.\n',
      check: (b: Built) => expect(b.get('docs/1.0/install/index.html')?.toString()).toContain('quokka one, edited.'),
    },
    {
      what: 'heading of a versioned doc',
      file: 'versioned_docs/version-2.0/guides/install.md',
      text: '# Install\n\nRun `acme install`.\n\n## Options\n\nquokka two\n',
      check: (b: Built) => expect(b.get('docs/guides/install/index.html')?.toString()).toContain('id="options"'),
    },
    {
      what: 'versioned sidebar',
      file: 'versioned_sidebars/version-1.0-sidebars.json',
      text: JSON.stringify({ tutorialSidebar: ['intro', 'legacy', 'install'] }),
      check: (b: Built) =>
        expect(b.get('docs/1.0/legacy/index.html')?.toString()).toMatch(
          /href="\/docs\/1\.0\/install"[^>]*>[\s\S]*?Setup/,
        ),
    },
    {
      what: 'doc added to a version',
      file: 'versioned_docs/version-1.0/faq.md',
      text: '# FAQ\n\nAsked often.\n',
      check: (b: Built) => expect(b.get('docs/1.0/faq/index.html')?.toString()).toContain('Asked often.'),
    },
  ]
  return { rootDir, abs, build, files, cold, edits, write: (rel: string, text: string) => writeFile(abs(rel), text) }
}

let server: DevServer | undefined
afterAll(async () => {
  await server?.close()
})

describe('docs versions: warm builds and the dev server equal a cold build', () => {
  it('a warm build, after each edit of a version', async () => {
    const s = await versionedSite()
    await s.build('build', true)
    const again = await s.build('build', true)
    expect(again.kept).toBe(again.pages)
    for (const edit of s.edits) {
      await s.write(edit.file, edit.text)
      const { kept, pages } = await s.build('build', true)
      if (edit.what === 'body of a versioned doc') expect(kept, edit.what).toBe(pages - 1)
      const warm = await s.files('build')
      expectSameFiles(edit.what, warm, await s.cold())
      edit.check(warm)
    }
  }, 120_000)

  it('the dev server, told what changed, and it watches the version folders and files', async () => {
    const s = await versionedSite()
    const dev = await startDevServer({
      rootDir: s.rootDir,
      port: 0,
      themeDir: themeDirOf,
      buildDate: '2026-01-01',
      cache: 'memory',
      watch: false,
    })
    server = dev
    const targets = watchTargetsOf(await loadConfig({ rootDir: s.rootDir }), DEFAULT_THEME_DIR, undefined)
    expect(targets.components).toContain(s.abs('versioned_docs/version-1.0'))
    expect(targets.config).toEqual(
      expect.arrayContaining([s.abs('versions.json'), s.abs('versioned_sidebars/version-2.0-sidebars.json')]),
    )
    const served = (cold: Built) => servedFiles(dev.url, cold)
    // Content edits only: a versioned sidebar is read with the config, which restarts the server.
    for (const edit of s.edits.filter((e) => e.file.startsWith('versioned_docs/'))) {
      await s.write(edit.file, edit.text)
      await dev.rebuild([s.abs(edit.file)])
      const cold = await s.cold()
      const got = await served(cold)
      expectSameFiles(edit.what, got, cold, notServedAlike)
      edit.check(got)
    }
  }, 120_000)
})
