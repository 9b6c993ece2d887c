import { readdirSync, readFileSync } from 'node:fs'
import { appendFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildCommand } from '../../src/cli/build.js'
import { checkLinksCommand } from '../../src/cli/check-links.js'
import { SearchEngine } from '../../src/client/search/engine.js'
import { loadConfig, localeConfigs, selectLocale } from '../../src/config/index.js'
import { DocsgenError } from '../../src/diagnostics/index.js'
import { DEFAULT_THEME_DIR } from '../../src/render/index.js'
import { startDevServer } from '../../src/serve/index.js'
import { writeSite } from '../helpers/build-fixture.js'
import { I18N_DOCUSAURUS_2_SITE, I18N_DOCUSAURUS_3_SITE } from '../helpers/i18n-site.js'

// Issue 25, locales: a Docusaurus site's i18n built as Docusaurus builds it, the default locale at
// the site root and each other one under /<locale>/, through `docsgen build` on disk.

/** Every file under `dir` (relative paths, sorted). */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort()
}

/** `docsgen build` of `dir` into `out` (relative to it), its output quiet. */
async function build(dir: string, out: string, options: { cache?: boolean } = {}): Promise<number> {
  const quiet = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
  const quietErr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
  try {
    return await buildCommand({ dir, outDir: out, color: false, ...options })
  } finally {
    quiet.mockRestore()
    quietErr.mockRestore()
  }
}

/** The `<details>` language menu of a page: each entry's label, href, lang and whether it is active. */
function languageMenu(html: string): { label: string; href: string; lang: string; active: boolean }[] {
  const menu = /<span class="sr-only">Language: <\/span>[\s\S]*?<\/details>/.exec(html)?.[0] ?? ''
  return [
    ...menu.matchAll(
      /<a class="dropdown-link(?: dropdown__link)?( dropdown-link-active)?[^"]*" href="([^"]+)" lang="([^"]+)"[^>]*>([^<]+)<\/a>/g,
    ),
  ].map((m) => ({ label: m[4] ?? '', href: m[2] ?? '', lang: m[3] ?? '', active: m[1] !== undefined }))
}

const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0]
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => `${m[1]} ${m[2]}`)
const sidebar = (html: string) => /<nav[^>]*class="sidebar[^"]*"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? ''

describe('a Docusaurus 2 site in English, French and Arabic', () => {
  let dir: string
  let out: string
  const read = (rel: string) => readFileSync(path.join(out, rel), 'utf8')
  beforeAll(async () => {
    dir = await writeSite(I18N_DOCUSAURUS_2_SITE)
    out = path.join(dir, 'build')
    expect(await build(dir, 'build')).toBe(0)
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('builds the default locale at the root and each other one under /<locale>/, with the same pages', () => {
    const pages = (files: string[]) => files.filter((f) => f.endsWith('index.html') && !f.startsWith('search'))
    const root = filesOf(out).filter((f) => !f.startsWith('fr/') && !f.startsWith('ar/'))
    const fr = filesOf(path.join(out, 'fr'))
    expect(pages(fr)).toEqual(pages(root))
    expect(pages(fr)).toEqual(expect.arrayContaining(['docs/intro/index.html', 'docs/guides/deploy/index.html']))
    expect(filesOf(path.join(out, 'ar'))).toContain('docs/guides/install/index.html')
    // A generated index keeps the slug of its untranslated label, as in Docusaurus: the same page in every locale.
    expect(pages(fr)).toContain('docs/category/guides/index.html')
    expect(read('fr/docs/category/guides/index.html')).toContain('Guides pratiques')
    // Static files are in every locale's folder, as Docusaurus copies them.
    expect(fr).toContain('img/logo.svg')
  })

  it("reads a translated doc from i18n/<locale>/, else falls back to the default locale's file", () => {
    expect(read('fr/docs/intro/index.html')).toContain('Introduction en français')
    expect(read('fr/docs/guides/deploy/index.html')).toContain('Ship it.')
    expect(read('docs/intro/index.html')).not.toContain('français')
    expect(read('ar/docs/intro/index.html')).toContain('مقدمة')
    expect(read('ar/docs/guides/install/index.html')).toContain('Run <code>acme install</code>')
  })

  it('translates sidebar, navbar and footer labels and the theme words; untranslated ones stay', () => {
    const fr = read('fr/docs/guides/install/index.html')
    expect(sidebar(fr)).toContain('Guides pratiques')
    expect(sidebar(fr)).toContain('href="/fr/docs/guides/install"')
    expect(fr).toContain('>Acme FR<')
    expect(fr).toMatch(/<a[^>]*href="\/fr\/docs\/intro"[^>]*>Tutoriel<\/a>/)
    expect(fr).toContain('Documentation')
    expect(fr).toContain('Le tutoriel')
    expect(fr).toContain('Acme SA.')
    expect(fr).toContain('<summary>Sur cette page</summary>')
    expect(fr).toContain('aria-label="Sur cette page"')
    expect(fr).toContain('Précédent')
    expect(fr).toContain('Suivant')
    expect(fr).toContain('Éditer cette page')
    expect(fr).toContain('placeholder="Rechercher"')
    const ar = read('ar/docs/guides/install/index.html')
    expect(sidebar(ar)).toContain('>Guides<')
    expect(ar).toContain('On this page')
    const en = read('docs/guides/install/index.html')
    expect(sidebar(en)).toContain('>Guides<')
    expect(en).toContain('placeholder="Search"')
  })

  it('notes the code.json keys docsgen does not show, once, by key', async () => {
    const config = await loadConfig({ rootDir: dir })
    const notes = config.notes.filter((n) => n.file === 'i18n/fr/code.json')
    expect(notes.map((n) => n.message)).toEqual(['i18n/fr/code.json: not mapped: theme.SearchModal.footer.closeText'])
    expect(localeConfigs(config).map((c) => [c.locale, c.baseUrl, c.notes.length])).toEqual([
      ['fr', '/fr/', 0],
      ['ar', '/ar/', 0],
    ])
  })

  it('sets <html lang dir> and hreflang links per locale, and the language menu leads to the same page', () => {
    const fr = read('fr/docs/guides/install/index.html')
    expect(htmlTag(read('docs/intro/index.html'))).toContain('lang="en-US" dir="ltr"')
    expect(htmlTag(fr)).toContain('lang="fr" dir="ltr"')
    expect(htmlTag(read('ar/docs/intro/index.html'))).toContain('lang="ar" dir="rtl"')
    expect(alternates(fr)).toEqual([
      'en-US https://docs.acme.test/docs/guides/install',
      'fr https://docs.acme.test/fr/docs/guides/install',
      'ar https://docs.acme.test/ar/docs/guides/install',
      'x-default https://docs.acme.test/docs/guides/install',
    ])
    expect(languageMenu(fr)).toEqual([
      { label: 'English', href: '/docs/guides/install', lang: 'en-US', active: false },
      { label: 'Français', href: '/fr/docs/guides/install', lang: 'fr', active: true },
      { label: 'العربية', href: '/ar/docs/guides/install', lang: 'ar', active: false },
    ])
    expect(languageMenu(read('index.html')).map((item) => item.href)).toEqual(['/', '/fr/', '/ar/'])
  })

  it("lists every locale's pages in the root sitemap, and each locale's own in its folder", () => {
    const root = read('sitemap.xml')
    for (const url of ['/docs/intro', '/fr/docs/intro', '/ar/docs/guides/deploy'])
      expect(root).toContain(`<loc>https://docs.acme.test${url}</loc>`)
    const fr = read('fr/sitemap.xml')
    expect(fr).toContain('<loc>https://docs.acme.test/fr/docs/intro</loc>')
    expect(fr).not.toContain('<loc>https://docs.acme.test/docs/intro</loc>')
  })

  it("searches the index of the locale being read: a locale's records only", async () => {
    const engine = (base: string) =>
      new SearchEngine(base, async (url) => JSON.parse(read(url.replace(/^\//, ''))) as unknown)
    const urls = async (base: string, query: string) =>
      (await engine(base).top(query, 10)).pages.map((page) => page.url)
    // The client takes its base from its script's URL: a French page's is under /fr/.
    expect(read('fr/docs/intro/index.html')).toMatch(/<script src="\/fr\/assets\/main\.[0-9a-f]+\.js" type="module">/)
    // Results are the pages' paths in the locale (its base URL is the page's own).
    expect(await urls('/fr/', 'français')).toEqual(['/docs/intro'])
    expect(await urls('/fr/', 'english')).toEqual([])
    // An untranslated doc is in the locale's index, in the default locale's words.
    expect(await urls('/fr/', 'ship')).toEqual(['/docs/guides/deploy'])
    expect(await urls('/', 'english')).toEqual(['/docs/intro'])
    expect(await urls('/', 'français')).toEqual([])
  })

  it("check-links checks every locale's pages, a locale's own problem named with it", async () => {
    const lines: string[] = []
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk))
      return true
    })
    let code: number
    try {
      code = await checkLinksCommand({ dir, format: 'json', color: false })
    } finally {
      spy.mockRestore()
    }
    const reported = (JSON.parse(lines.join('')) as { code: string; file?: string; message: string }[]).filter((d) =>
      d.code.startsWith('links/'),
    )
    // deploy.md (not translated) links to #first-steps, a heading the French intro calls "Premiers pas".
    expect(reported).toEqual([
      expect.objectContaining({
        code: 'links/broken-anchor',
        file: 'docs/guides/deploy.md',
        message: expect.stringContaining('(locale fr)'),
      }),
    ])
    expect(code).toBe(1)
  })

  it('a warm build after an edit of a translated doc equals a cold build, byte for byte', async () => {
    await appendFile(
      path.join(dir, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md'),
      '\n## Encore\n\nPlus.\n',
    )
    await writeFile(path.join(dir, 'i18n/fr/docusaurus-theme-classic/navbar.json'), '{"title":{"message":"Acme Fr"}}\n')
    expect(await build(dir, 'build')).toBe(0)
    expect(read('fr/docs/intro/index.html')).toContain('Encore')
    expect(read('fr/docs/intro/index.html')).toContain('>Acme Fr<')
    expect(await build(dir, 'cold', { cache: false })).toBe(0)
    const cold = path.join(dir, 'cold')
    const files = filesOf(out)
    expect(files).toEqual(filesOf(cold))
    for (const file of files)
      expect(readFileSync(path.join(out, file)), file).toEqual(readFileSync(path.join(cold, file)))
  })

  it("serves one locale with `serve --locale`, as Docusaurus's dev server does", async () => {
    const server = await startDevServer({
      rootDir: dir,
      port: 0,
      locale: 'fr',
      themeDir: () => DEFAULT_THEME_DIR,
      buildDate: '2026-01-01',
      cache: 'memory',
    })
    try {
      expect(server.url).toMatch(/\/fr\/$/)
      const page = await (await fetch(`${server.url}docs/intro`)).text()
      expect(page).toContain('Introduction en français')
      expect(htmlTag(page)).toContain('lang="fr"')
      expect(server.watching).toContain('i18n/fr/docusaurus-plugin-content-docs/current')
      expect(server.watching).toContain('i18n/fr/code.json')
    } finally {
      await server.close()
    }
  })

  it('selects one locale for the dev server, and says which exist when asked for another', async () => {
    const config = await loadConfig({ rootDir: dir })
    expect(selectLocale(config, 'ar').baseUrl).toBe('/ar/')
    expect(selectLocale(config, 'en')).toBe(config)
    let error: unknown
    try {
      selectLocale(config, 'fx')
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(DocsgenError)
    expect((error as DocsgenError).diagnostic.message).toBe('--locale: "fx" is not a locale of this site (en, fr, ar)')
    expect((error as DocsgenError).diagnostic.hint).toBe('Did you mean "fr"?')
  })
})

describe('a Docusaurus 3 site with a base URL, docs at the root, a blog and htmlLang', () => {
  let dir: string
  let out: string
  const read = (rel: string) => readFileSync(path.join(out, rel), 'utf8')
  beforeAll(async () => {
    dir = await writeSite(I18N_DOCUSAURUS_3_SITE)
    out = path.join(dir, 'build')
    expect(await build(dir, 'build')).toBe(0)
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('builds French under <baseUrl>fr/, translated docs and posts, the others from the default locale', () => {
    const api = read('fr/api/index.html')
    expect(api).toContain('API en français')
    expect(htmlTag(api)).toContain('lang="fr-FR"')
    expect(read('fr/index.html')).toContain('Start with')
    expect(read('fr/blog/2024/05/01/launch/index.html')).toContain('Nous avons lancé.')
    expect(read('blog/2024/05/01/launch/index.html')).toContain('We launched.')
    expect(languageMenu(api).map((item) => item.href)).toEqual(['/beta/api', '/beta/fr/api'])
    expect(alternates(api)).toContain('fr-FR https://beta.test/beta/fr/api')
    expect(read('fr/robots.txt')).toContain('https://beta.test/beta/fr/sitemap.xml')
    expect(read('sitemap.xml')).toContain('<loc>https://beta.test/beta/fr/blog/2024/05/01/launch</loc>')
  })
})
