import { readFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildCommand } from '../../src/cli/build.js'
import { loadConfig, localeConfigs } from '../../src/config/index.js'
import { DocsgenErrors } from '../../src/diagnostics/index.js'
import { writeSite } from '../helpers/build-fixture.js'

// Issue 25, locales from docsgen's own config: the same engine feature the Docusaurus mapping fills.

const SITE: Record<string, string> = {
  'site.config.ts': `export default {
  title: 'Own',
  url: 'https://own.test',
  llms: true,
  docs: { sidebars: { main: ['intro', { type: 'category', label: 'Guides', items: ['guide'] }] } },
  navbar: { items: [{ label: 'Start', to: '/intro' }] },
  i18n: {
    defaultLocale: 'en',
    locales: [
      { code: 'en', label: 'English' },
      {
        code: 'pt-BR',
        label: 'Português',
        path: 'pt',
        overlays: { content: 'translations/pt/content' },
        translations: {
          navbar: { 'item.label.Start': 'Início' },
          docs: { current: { 'sidebar.main.category.Guides': 'Guias' } },
          theme: { 'theme.docs.paginator.next': 'Próximo' },
        },
      },
    ],
  },
}
`,
  'content/intro.md': '# Intro\n\nHello.\n',
  'content/guide.md': '# Guide\n\nSteps.\n',
  'translations/pt/content/intro.md': '# Introdução\n\nOlá.\n',
}

describe('locales in site.config.ts', () => {
  let dir: string
  const read = (rel: string) => readFileSync(path.join(dir, 'build', rel), 'utf8')
  beforeAll(async () => {
    dir = await writeSite(SITE)
    const quiet = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    try {
      expect(await buildCommand({ dir, outDir: 'build', color: false })).toBe(0)
    } finally {
      quiet.mockRestore()
    }
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('builds the locale at its path, from its overlay, with its labels and words', () => {
    const intro = read('pt/intro/index.html')
    expect(intro).toContain('Olá.')
    expect(intro).toMatch(/<html lang="pt-BR" dir="ltr"/)
    expect(intro).toContain('Guias')
    expect(intro).toContain('Início')
    expect(intro).toContain('Próximo')
    expect(read('pt/guide/index.html')).toContain('Steps.')
    expect(read('intro/index.html')).toContain('Hello.')
  })

  it("writes each locale's llms files in its folder, the default locale's at the root", () => {
    expect(read('llms.txt')).toContain('- [Intro](/intro.md): Hello.')
    expect(read('llms.txt')).not.toContain('Introdução')
    expect(read('pt/llms.txt')).toContain('- [Introdução](/pt/intro.md): Olá.')
    expect(read('pt/llms.txt')).toContain('- [Guide](/pt/guide.md): Steps.')
    expect(read('pt/intro.md')).toContain('Olá.')
  })

  it('keeps the default locale a single pass, its config as read', async () => {
    const config = await loadConfig({ rootDir: dir })
    expect(config.locale).toBeUndefined()
    expect(localeConfigs(config).map((c) => c.baseUrl)).toEqual(['/pt/'])
  })

  it('rejects a locale path of more than one segment, with the field named', async () => {
    const bad = await writeSite({
      'site.config.ts': `export default { i18n: { locales: [{ code: 'en', label: 'English' }, { code: 'fr', label: 'FR', path: 'a/b' }] } }\n`,
      'content/a.md': '# A\n',
    })
    await expect(loadConfig({ rootDir: bad })).rejects.toBeInstanceOf(DocsgenErrors)
    await loadConfig({ rootDir: bad }).catch((error: DocsgenErrors) => {
      expect(error.diagnostics[0]?.message).toContain('i18n.locales[1].path')
    })
    await rm(bad, { recursive: true, force: true })
  })
})
