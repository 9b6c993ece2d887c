import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig, resolveConfig } from '../../../src/config/index.js'
import { DocsgenError, DocsgenErrors } from '../../../src/diagnostics/index.js'

function errorsOf(raw: unknown): { message: string; hint?: string | undefined }[] {
  try {
    resolveConfig(raw, { rootDir: '/site', configFile: 'site.config.ts' })
  } catch (error) {
    if (error instanceof DocsgenErrors) {
      expect(error.exitCode).toBe(2)
      return error.diagnostics.map((d) => ({ message: d.message, hint: d.hint }))
    }
    throw error
  }
  throw new Error('expected the config to be rejected')
}

describe('resolveConfig', () => {
  it('fills in the documented defaults', () => {
    const c = resolveConfig({}, { rootDir: '/x/my-docs' })
    expect(c.title).toBe('My Docs')
    expect(c.baseUrl).toBe('/')
    expect(c.titleDelimiter).toBe('|')
    expect(c.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 })
    expect(c.i18n.locales).toEqual([
      {
        code: 'en',
        label: 'English',
        direction: 'ltr',
        overlays: {},
        translations: { navbar: {}, footer: {}, docs: {}, theme: {} },
      },
    ])
    expect(c.docs.versions).toEqual([{ name: 'current', label: 'Next', path: '', banner: 'none', noIndex: false }])
    expect(c.onBrokenLinks).toBe('warn')
    expect(c.colorMode.defaultMode).toBe('light')
    expect(Object.isFrozen(c.navbar.items)).toBe(true)
  })

  it('names the dotted path, the expected and received types, with a hint', () => {
    expect(errorsOf({ navbar: { items: [{ label: 'a' }, { label: 'b' }, { label: 'c', href: 42 }] } })).toEqual([
      {
        message: 'site.config.ts: navbar.items[2].href: expected a string, received number',
        hint: "Set navbar.items[2].href to a string; see the field's documentation in src/config/schema.ts.",
      },
    ])
  })

  it('lists every bad field at once', () => {
    const messages = errorsOf({ title: 3, noIndex: 'yes', tableOfContents: { maxHeadingLevel: 9 } }).map(
      (e) => e.message,
    )
    expect(messages).toEqual([
      'site.config.ts: title: expected a string, received number',
      'site.config.ts: tableOfContents.maxHeadingLevel: Too big: expected number to be <=6',
      'site.config.ts: noIndex: expected a boolean (true or false), received string',
    ])
  })

  it('suggests the right name for an unknown setting', () => {
    expect(errorsOf({ navbar: { itemz: [] } })).toEqual([
      { message: 'site.config.ts: navbar.itemz: unknown setting "itemz"', hint: 'Did you mean "items"?' },
    ])
  })

  it('lists the allowed values of an enum', () => {
    expect(errorsOf({ onBrokenLinks: 'error' })[0]?.message).toBe(
      'site.config.ts: onBrokenLinks: expected one of "ignore", "warn", "throw", received "error"',
    )
  })

  it('checks the base URL shape', () => {
    expect(errorsOf({ baseUrl: 'docs' })[0]?.message).toBe(
      'site.config.ts: baseUrl: must start and end with "/" (for example "/" or "/docs/")',
    )
  })

  it('reports the closest shape of an invalid sidebar item', () => {
    expect(errorsOf({ docs: { sidebars: { s: [{ type: 'category', label: 'X' }] } } })[0]?.message).toBe(
      'site.config.ts: docs.sidebars.s[0].items: is required (an array)',
    )
  })
})

describe('loadConfig', () => {
  async function site(files: Record<string, string>): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), 'docsgen-config-test-'))
    for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text)
    return dir
  }

  it('evaluates a TypeScript config that imports defineConfig from docsgen', async () => {
    const dir = await site({
      'site.config.ts':
        "import { defineConfig } from 'docsgen'\nconst t: string = 'Typed'\nexport default defineConfig({ title: t })\n",
    })
    const c = await loadConfig({ rootDir: dir })
    expect(c.title).toBe('Typed')
    expect(c.configFile).toBe('site.config.ts')
  })

  it('applies defaults without a config file', async () => {
    const dir = await site({})
    const c = await loadConfig({ rootDir: dir })
    expect(c.configFile).toBeUndefined()
    expect(c.title.length).toBeGreaterThan(0)
  })

  it('reports a config that throws, with exit code 2', async () => {
    const dir = await site({ 'site.config.ts': "throw new Error('boom')\nexport default {}\n" })
    const error = await loadConfig({ rootDir: dir }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DocsgenError)
    expect((error as DocsgenError).exitCode).toBe(2)
    expect((error as DocsgenError).diagnostic.message).toBe('site.config.ts: the config threw while loading: boom')
  })

  it('reports a syntax error with its line and column', async () => {
    const dir = await site({ 'site.config.ts': 'export default {\n  title: "x",,\n}\n' })
    const error = (await loadConfig({ rootDir: dir }).catch((e: unknown) => e)) as DocsgenError
    expect(error.diagnostic.code).toBe('config/syntax')
    expect(error.diagnostic.position).toEqual({ line: 2, column: 14 })
  })

  it('keeps the compiled config in .docsgen-cache/ until a file it imports changes; --no-cache ignores it', async () => {
    const dir = await site({
      'site.config.ts':
        "import { defineConfig } from 'docsgen'\nimport { title } from './title'\nexport default defineConfig({ title })\n",
      'title.ts': "export const title = 'First'\n",
    })
    expect((await loadConfig({ rootDir: dir })).title).toBe('First')
    const stored = path.join(dir, '.docsgen-cache', 'config.json')
    const record = JSON.parse(await readFile(stored, 'utf8')) as { inputs: [string, string][]; value: string }
    expect(record.inputs.map(([file]) => file).sort()).toEqual(['site.config.ts', 'title.ts'])
    // The stored module is what runs while the inputs are unchanged (edited here to tell it apart).
    await writeFile(stored, JSON.stringify({ ...record, value: record.value.replace(/["']First["']/, "'Stored'") }))
    expect((await loadConfig({ rootDir: dir })).title).toBe('Stored')
    expect((await loadConfig({ rootDir: dir, cache: false })).title).toBe('First')
    await writeFile(path.join(dir, 'title.ts'), "export const title = 'Second'\n")
    expect((await loadConfig({ rootDir: dir })).title).toBe('Second')
  })

  it('reports a missing default export', async () => {
    const dir = await site({ 'site.config.ts': 'export const title = 1\n' })
    const error = (await loadConfig({ rootDir: dir }).catch((e: unknown) => e)) as DocsgenError
    expect(error.diagnostic.message).toBe('site.config.ts: no default export')
  })
})
