import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { mapDocusaurusConfig } from '../../../src/config/docusaurus/map-config.js'
import { resolveConfig } from '../../../src/config/index.js'
import { DocsgenErrors } from '../../../src/diagnostics/index.js'
import { writeSite } from '../../helpers/build-fixture.js'

// Issue 25: the pages plugin's folder and the site's customFields, read from a Docusaurus config.

const ROOT = path.resolve('/site')
const classic = (options: Record<string, unknown>) => ({ presets: [['classic', options]] })

describe('a Docusaurus config’s pages', () => {
  it('reads src/pages unless the preset says otherwise', () => {
    expect(mapDocusaurusConfig({}, ROOT).config.pagesDir).toBe('src/pages')
    expect(mapDocusaurusConfig(classic({ pages: {} }), ROOT).config.pagesDir).toBe('src/pages')
    expect(mapDocusaurusConfig(classic({ pages: { path: 'website/pages' } }), ROOT).config.pagesDir).toBe(
      'website/pages',
    )
    expect(mapDocusaurusConfig(classic({ pages: false }), ROOT).config.pagesDir).toBe(false)
  })

  it('reads the pages plugin given on its own, and notes the options it does not apply', () => {
    const mapped = mapDocusaurusConfig(
      {
        plugins: [
          ['@docusaurus/plugin-content-pages', { path: './landing', routeBasePath: '/', exclude: ['**/old/**'] }],
        ],
      },
      ROOT,
    )
    expect(mapped.config.pagesDir).toBe('landing')
    expect(mapped.unmapped).toEqual(['plugins[0].exclude'])
    expect(mapDocusaurusConfig(classic({ pages: { routeBasePath: '/p' } }), ROOT).unmapped).toEqual([
      'presets[0].pages.routeBasePath',
    ])
  })

  it('keeps customFields as JSON values for the site’s components', () => {
    const mapped = mapDocusaurusConfig({ customFields: { team: ['a', 'b'], when: undefined, make: () => 1 } }, ROOT)
    expect(mapped.config.customFields).toEqual({ team: ['a', 'b'] })
    expect(mapped.unmapped).toEqual([])
  })
})

describe('pagesDir and the content folder', () => {
  const resolve = (raw: Record<string, unknown>) => () => resolveConfig(raw, { rootDir: ROOT })

  it('may be a folder inside the content folder, or beside it', () => {
    expect(resolve({ pagesDir: 'content/pages' })().pagesDir).toBe('content/pages')
    expect(resolve({ pagesDir: './src/pages/' })().pagesDir).toBe('src/pages')
  })

  it('is an error when it is the content folder or holds it, naming both', () => {
    for (const raw of [
      { pagesDir: 'content' },
      { pagesDir: '.' },
      { pagesDir: 'site', docs: { contentDir: 'site/docs' } },
    ]) {
      expect(resolve(raw)).toThrow(DocsgenErrors)
      try {
        resolve(raw)()
      } catch (error) {
        const [diagnostic] = (error as DocsgenErrors).diagnostics
        expect(diagnostic?.message).toMatch(/^site\.config\.ts: pagesDir: ".*" holds the content folder ".*"$/)
        expect(diagnostic?.hint).toContain('a folder of their own')
      }
    }
  })
})

/** The Markdown settings the mapping gives a site of `files`. */
const markdownOf = async (files: Record<string, string>) => {
  const rootDir = await writeSite(files)
  return mapDocusaurusConfig({}, rootDir).config.markdown as { markdownLinks?: string; admonitionClasses?: string }
}
/** A package.json asking for `@docusaurus/core` at `range`. */
const pkg = (range: string) => `{ "dependencies": { "@docusaurus/core": "${range}" } }`

describe('the .md link order of a Docusaurus site', () => {
  const orderOf = async (files: Record<string, string>) => (await markdownOf(files)).markdownLinks

  it('follows the Docusaurus version installed, else the lowest the package.json allows', async () => {
    expect(await orderOf({ 'package.json': pkg('^2.4.3') })).toBe('docusaurus')
    expect(await orderOf({ 'package.json': pkg('0.0.0-5304') })).toBe('docusaurus')
    expect(await orderOf({ 'package.json': pkg('^3.8.1') })).toBe('docusaurus')
    expect(await orderOf({ 'package.json': pkg('3.10.1') })).toBe('docusaurus-3.9')
    expect(await orderOf({ 'package.json': pkg('^4.0.0') })).toBe('docusaurus-3.9')
    // The range allows 3.9 and later, and 3.9.2 is what is installed.
    expect(
      await orderOf({
        'package.json': pkg('^3.5.0'),
        'node_modules/@docusaurus/core/package.json': '{ "version": "3.9.2" }',
      }),
    ).toBe('docusaurus-3.9')
    expect(await orderOf({})).toBe('docusaurus')
  })
})

describe("the admonition classes of a Docusaurus site's pages", () => {
  const classesOf = async (files: Record<string, string>) => (await markdownOf(files)).admonitionClasses

  it('follow the Docusaurus version (its `warning` is a danger in 2, a caution in 3)', async () => {
    expect(await classesOf({ 'package.json': pkg('0.0.0-5304') })).toBe('docusaurus-2')
    expect(await classesOf({ 'package.json': pkg('^2.4.3') })).toBe('docusaurus-2')
    expect(await classesOf({ 'package.json': pkg('^3.8.1') })).toBe('docusaurus-3')
    expect(await classesOf({})).toBe('docusaurus-2')
  })
})
