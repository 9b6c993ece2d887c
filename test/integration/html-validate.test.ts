import path from 'node:path'
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildFixture, type FixtureBuild } from '../helpers/build-fixture.js'

// One shared config (.htmlvalidate.json at the repo root) for every page docsgen writes.
const validator = new HtmlValidate(new FileSystemConfigLoader())
let site: FixtureBuild

beforeAll(async () => {
  site = await buildFixture('../../..')
}, 120_000)

describe('html-validate on every page of this site', () => {
  it('builds the site without warnings or errors', () => {
    expect(site.diagnostics.map((d) => `${d.file}:${d.position?.line}  ${d.message}`)).toEqual([])
  })

  it('every page passes html-validate', async () => {
    const problems: string[] = []
    const pages = [...site.writer.files.keys()].filter((f) => f.endsWith('.html'))
    expect(pages.length).toBeGreaterThan(20)
    for (const page of pages) {
      const report = await validator.validateString(site.file(page), path.resolve('build', page))
      for (const result of report.results) {
        for (const m of result.messages) problems.push(`${page}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`)
      }
    }
    expect(problems).toEqual([])
    // About 0.15 s a page on a CI machine: the site has 200 pages and is growing.
  }, 300_000)
})
