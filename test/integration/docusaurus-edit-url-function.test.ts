import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/config/index.js'
import { buildFixture, writeSite } from '../helpers/build-fixture.js'
import { I18N_DOCUSAURUS_3_SITE } from '../helpers/i18n-site.js'
import { VERSIONED_DOCUSAURUS_2_SITE } from '../helpers/versioned-site.js'

// Issue 25: `editUrl` written as a function in the docs and blog plugins' options. Docusaurus
// calls it for each doc with { version, versionDocsDirPath, docPath, permalink, locale } (each
// post with { blogDirPath, blogPath, permalink, locale }) and links "Edit this page" to what it
// returns; undefined or '' gives no link.

const editLink = (html: string) => /<a class="edit-link[^"]*" href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')

/** The arguments an `editUrl` function written as `(args) => ARGS_URL + new URLSearchParams(args)` was called with. */
const argsOf = (html: string) => {
  const href = editLink(html)
  return href === undefined ? undefined : Object.fromEntries(new URL(href).searchParams)
}
const ARGS_URL = 'https://acme.test/edit?'

/** `site` with its config's `from` replaced by `to` (which must be found). */
function patched(site: Record<string, string>, file: string, edits: [from: string, to: string][]) {
  let text = site[file] ?? ''
  for (const [from, to] of edits) {
    expect(text).toContain(from)
    text = text.replace(from, to)
  }
  return { ...site, [file]: text }
}

const VERSIONED = (editUrl: string) =>
  patched(VERSIONED_DOCUSAURUS_2_SITE, 'docusaurus.config.js', [
    ["editUrl: 'https://github.com/acme/docs/edit/main/',", `editUrl: ${editUrl},`],
  ])

describe('the docs plugin’s editUrl function', () => {
  it('links each doc to what it returns for the doc’s version folder and path', async () => {
    const built = await buildFixture(
      VERSIONED(
        "({ versionDocsDirPath, docPath }) => 'https://github.com/acme/docs/edit/main/website/' + versionDocsDirPath + '/' + docPath",
      ),
    )
    expect(built.diagnostics.filter((d) => d.severity !== 'info')).toEqual([])
    expect(built.diagnostics.map((d) => d.message).join('\n')).not.toContain('editUrl')
    expect(editLink(built.file('docs/next/guides/install/index.html'))).toBe(
      'https://github.com/acme/docs/edit/main/website/docs/guides/install.md',
    )
    expect(editLink(built.file('docs/guides/install/index.html'))).toBe(
      'https://github.com/acme/docs/edit/main/website/versioned_docs/version-2.0/guides/install.md',
    )
    expect(editLink(built.file('docs/1.0/install/index.html'))).toBe(
      'https://github.com/acme/docs/edit/main/website/versioned_docs/version-1.0/install.md',
    )
  })

  it('is given Docusaurus’s arguments: the version, its folder, the file, the URL with the base URL, the locale', async () => {
    const built = await buildFixture(VERSIONED(`(args) => '${ARGS_URL}' + new URLSearchParams(args)`))
    expect(argsOf(built.file('docs/next/guides/install/index.html'))).toEqual({
      version: 'current',
      versionDocsDirPath: 'docs',
      docPath: 'guides/install.md',
      permalink: '/docs/next/guides/install',
      locale: 'en',
    })
    expect(argsOf(built.file('docs/1.0/intro/index.html'))).toEqual({
      version: '1.0',
      versionDocsDirPath: 'versioned_docs/version-1.0',
      docPath: 'intro.md',
      permalink: '/docs/1.0/intro',
      locale: 'en',
    })
  })

  it('is called in each locale’s pass with its locale and URLs; editLocalizedFiles does not apply', async () => {
    const site = patched(I18N_DOCUSAURUS_3_SITE, 'docusaurus.config.mjs', [
      [
        "docs: { routeBasePath: '/' }",
        `docs: { routeBasePath: '/', editLocalizedFiles: true, editUrl: (args) => '${ARGS_URL}' + new URLSearchParams(args) }`,
      ],
    ])
    const fr = await buildFixture(site, { locale: 'fr' })
    expect(fr.diagnostics.filter((d) => d.severity !== 'info')).toEqual([])
    // Translated: Docusaurus still passes the version's own folder, and the path in the folder read.
    expect(argsOf(fr.file('api/index.html'))).toEqual({
      version: 'current',
      versionDocsDirPath: 'docs',
      docPath: 'api.md',
      permalink: '/beta/fr/api',
      locale: 'fr',
    })
    expect(argsOf(fr.file('index.html'))).toMatchObject({ docPath: 'index.mdx', permalink: '/beta/fr/' })
  })

  it('gives no link where it returns undefined or an empty string', async () => {
    const built = await buildFixture(
      VERSIONED(
        "({ docPath, version }) => docPath.startsWith('guides/') ? undefined : version === '1.0' ? '' : 'https://acme.test/' + docPath",
      ),
    )
    expect(built.diagnostics.filter((d) => d.severity !== 'info')).toEqual([])
    expect(editLink(built.file('docs/next/intro/index.html'))).toBe('https://acme.test/intro.md')
    expect(built.file('docs/next/guides/install/index.html')).not.toContain('class="edit-link"')
    expect(built.file('docs/1.0/intro/index.html')).not.toContain('class="edit-link"')
  })

  it('reports a throw as an error naming the config and the doc, and a value that is not a string', async () => {
    const built = await buildFixture(
      VERSIONED("({ docPath }) => { if (docPath === 'legacy.md') throw new Error('no repo for 1.0'); return 42 }"),
    )
    const problems = built.diagnostics.filter((d) => d.code.startsWith('config/edit-url'))
    expect(problems.find((d) => d.severity === 'error')).toMatchObject({
      code: 'config/edit-url-throws',
      file: 'docusaurus.config.js',
      message: 'docusaurus.config.js: editUrl threw for versioned_docs/version-1.0/legacy.md: no repo for 1.0',
      hint: expect.stringContaining('"docPath":"legacy.md"'),
    })
    expect(problems.filter((d) => d.severity === 'warning').map((d) => d.message)).toContain(
      'docusaurus.config.js: editUrl returned a number for docs/intro.md, not a URL; the page has no edit link',
    )
    expect(built.result.ok).toBe(false)
  })
})

describe('the blog plugin’s editUrl function', () => {
  const SITE = patched(I18N_DOCUSAURUS_3_SITE, 'docusaurus.config.mjs', [
    [
      'blog: { showReadingTime: false }',
      `blog: { showReadingTime: false, editUrl: (args) => '${ARGS_URL}' + new URLSearchParams(args) }`,
    ],
  ])
  const WITH_UNTRANSLATED = { ...SITE, 'blog/2024-06-01-update.md': '---\ntitle: Update\n---\n\nAn update.\n' }

  it('is given the blog folder, the post’s file, its URL with the base URL and the locale', async () => {
    const en = await buildFixture(WITH_UNTRANSLATED)
    expect(en.diagnostics.filter((d) => d.severity !== 'info')).toEqual([])
    expect(argsOf(en.file('blog/2024/05/01/launch/index.html'))).toEqual({
      blogDirPath: 'blog',
      blogPath: '2024-05-01-launch.md',
      permalink: '/beta/blog/2024/05/01/launch',
      locale: 'en',
    })
  })

  it('is given the locale’s folder for a translated post, the blog’s for another', async () => {
    const fr = await buildFixture(WITH_UNTRANSLATED, { locale: 'fr' })
    expect(argsOf(fr.file('blog/2024/05/01/launch/index.html'))).toEqual({
      blogDirPath: 'i18n/fr/docusaurus-plugin-content-blog',
      blogPath: '2024-05-01-launch.md',
      permalink: '/beta/fr/blog/2024/05/01/launch',
      locale: 'fr',
    })
    expect(argsOf(fr.file('blog/2024/06/01/update/index.html'))).toMatchObject({
      blogDirPath: 'blog',
      blogPath: '2024-06-01-update.md',
    })
  })
})

describe('editUrl as a function in site.config.ts', () => {
  it('is called for each doc with the same arguments', async () => {
    const built = await buildFixture({
      'site.config.ts': `export default {
  title: 'Own',
  editUrl: ({ versionDocsDirPath, docPath }) => 'https://git.example/edit/' + versionDocsDirPath + '/' + docPath,
}
`,
      'content/guides/start.md': '# Start\n\nHello.\n',
    })
    expect(built.diagnostics.filter((d) => d.severity !== 'info')).toEqual([])
    expect(editLink(built.file('guides/start/index.html'))).toBe('https://git.example/edit/content/guides/start.md')
  })
})

describe('a config holding an editUrl function', () => {
  it('changes as JSON (the key of a kept build) when the code the function reads changes', async () => {
    const config = (repo: string) =>
      `const repo = '${repo}';\nmodule.exports = { title: 'A', url: 'https://a.test', baseUrl: '/', presets: [['classic', { docs: { editUrl: ({ docPath }) => repo + '/edit/main/docs/' + docPath } }]] };\n`
    const root = await writeSite({
      'docusaurus.config.js': config('https://github.com/a/one'),
      'docs/intro.md': '# Hi\n',
    })
    const before = await loadConfig({ rootDir: root, cache: false })
    expect(typeof before.editUrl).toBe('function')
    await writeFile(path.join(root, 'docusaurus.config.js'), config('https://github.com/a/two'))
    const after = await loadConfig({ rootDir: root, cache: false })
    // Only the constant the function reads changed (its own text is the same): the JSON still differs.
    expect(JSON.stringify(after)).not.toBe(JSON.stringify(before))
    // A config of JSON values only is keyed by them, as before.
    const plain = await writeSite({ 'site.config.ts': "export default { editUrl: 'https://git.example/edit/' }\n" })
    expect((await loadConfig({ rootDir: plain })).functionsKey).toBeUndefined()
  })
})
