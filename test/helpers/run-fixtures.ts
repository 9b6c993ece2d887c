import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Diagnostic } from '../../src/model/diagnostic.js'

/** Per-case settings from `options.json`. */
export interface FixtureOptions {
  /** Page path relative to the content folder. @default 'docs/page.md' */
  source?: string
  /** Compile with rehype-sanitize. @default false */
  sanitize?: boolean
  /** Where live code blocks put their result panel. @default 'bottom' */
  liveCodePosition?: 'top' | 'bottom'
  /** The language of a code block written without one (`markdown.defaultCodeLanguage`). @default none */
  defaultCodeLanguage?: string
  /** Admonitions with the classes of that version of Docusaurus's theme too (`markdown.admonitionClasses`). @default none */
  admonitionClasses?: 'docusaurus-2' | 'docusaurus-3'
  /** Code highlighted by Prism, these languages (`markdown.prism.languages`), instead of Shiki. @default Shiki */
  prismLanguages?: string[]
}

/** One folder `<root>/<plugin>/<case>/` with `input.md` and expected files. */
export interface FixtureCase {
  plugin: string
  name: string
  dir: string
  input: string
  options: FixtureOptions
  /**
   * Other `.md` files of the case folder, by path relative to it (`snippets/install.md`): the
   * content folder as far as snippet includes are concerned.
   */
  files: Record<string, string>
}

/** What a fixture compares: the HTML, the Markdown form (issue 27) and the diagnostics of the page. */
export interface FixtureResult {
  html: string
  /** Compared with `output.md`: what the page's `.md` is made from (before the links stage). */
  markdown?: string | undefined
  diagnostics: Diagnostic[]
}

/** All cases under `root`, sorted by plugin then case name. */
export function findFixtureCases(root: string): FixtureCase[] {
  const cases: FixtureCase[] = []
  for (const plugin of listDirs(root)) {
    for (const name of listDirs(join(root, plugin))) {
      const dir = join(root, plugin, name)
      const inputPath = join(dir, 'input.md')
      if (!existsSync(inputPath)) continue
      const optionsPath = join(dir, 'options.json')
      const options = existsSync(optionsPath) ? (JSON.parse(readFileSync(optionsPath, 'utf8')) as FixtureOptions) : {}
      cases.push({ plugin, name, dir, input: readFileSync(inputPath, 'utf8'), options, files: otherMarkdown(dir) })
    }
  }
  return cases
}

/**
 * Register one vitest test per fixture case: compile `input.md` and compare with `output.html`,
 * `output.md` (the page's Markdown form, when the compile makes one) and `diagnostics.json`
 * (absent means "no diagnostics"). With `UPDATE_FIXTURES=1` the expected
 * files are rewritten instead; read the diff before committing it.
 */
export function runFixtures(root: string, compile: (fixture: FixtureCase) => Promise<FixtureResult>): void {
  const update = process.env.UPDATE_FIXTURES === '1'
  const byPlugin = new Map<string, FixtureCase[]>()
  for (const fixture of findFixtureCases(root)) {
    byPlugin.set(fixture.plugin, [...(byPlugin.get(fixture.plugin) ?? []), fixture])
  }
  for (const [plugin, cases] of byPlugin) {
    describe(plugin, () => {
      for (const fixture of cases) {
        it(fixture.name, async () => {
          const result = await compile(fixture)
          const html = `${result.html.trimEnd()}\n`
          const htmlPath = join(fixture.dir, 'output.html')
          const markdownPath = join(fixture.dir, 'output.md')
          const diagnosticsPath = join(fixture.dir, 'diagnostics.json')
          if (update) {
            writeFileSync(htmlPath, html)
            if (result.markdown !== undefined) writeFileSync(markdownPath, result.markdown)
            if (result.diagnostics.length > 0) {
              writeFileSync(diagnosticsPath, `${JSON.stringify(result.diagnostics, null, 2)}\n`)
            } else {
              rmSync(diagnosticsPath, { force: true })
            }
            return
          }
          const where = relative(process.cwd(), fixture.dir)
          expect(existsSync(htmlPath), `${where}/output.html is missing; run with UPDATE_FIXTURES=1`).toBe(true)
          expect(html).toBe(readFileSync(htmlPath, 'utf8'))
          if (result.markdown !== undefined) {
            expect(existsSync(markdownPath), `${where}/output.md is missing; run with UPDATE_FIXTURES=1`).toBe(true)
            expect(result.markdown).toBe(readFileSync(markdownPath, 'utf8'))
          }
          const expected = existsSync(diagnosticsPath) ? JSON.parse(readFileSync(diagnosticsPath, 'utf8')) : []
          expect(result.diagnostics).toEqual(expected)
        })
      }
    })
  }
}

function otherMarkdown(dir: string): Record<string, string> {
  const files: Record<string, string> = {}
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const path = relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/')
    if (entry.isFile() && /\.mdx?$/.test(entry.name) && path !== 'input.md' && path !== 'output.md') {
      files[path] = readFileSync(join(dir, path), 'utf8')
    }
  }
  return files
}

function listDirs(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}
