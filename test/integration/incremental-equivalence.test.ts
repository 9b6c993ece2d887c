import { describe, expect, it } from 'vitest'
import { type Edit, equivalenceSite, expectSameFiles } from '../helpers/equivalence-site.js'

// Issue 26, "No output difference": after every kind of edit, a warm `docsgen build` (with the
// cache: compiled pages, bundles, pages and index files kept from the previous output) writes
// exactly what a cold build of the same input writes, file for file and byte for byte: pages,
// search index, Markdown files, sitemap, assets. (The dev server's side: dev-equivalence.test.ts.)

describe('a warm build equals a cold build after every kind of edit (issue 26)', () => {
  it('nothing, body, body shown on a category page, heading, title, front matter, snippet, sidebar config, navbar config, theme file, rename, delete, add', async () => {
    const s = await equivalenceSite()
    await s.build('build', true)
    const warmEqualsCold = async (edit: Omit<Edit, 'changed' | 'check'>) => {
      const { what, keeps } = edit
      const { kept, pages, diagnostics } = await s.build('build', true)
      // The warm build did keep what it could (else this would compare two cold builds).
      if (keeps) expect(kept, `${what}: pages kept`).toBe(keeps(pages))
      const warm = await s.files('build')
      const cold = await s.cold(edit)
      expectSameFiles(what, warm, cold.built)
      expect(diagnostics, `${what}: diagnostics`).toEqual(cold.diagnostics)
      return warm
    }
    await warmEqualsCold({ what: 'nothing changed', keeps: (pages) => pages })
    for (const { edit, make } of s.edits) {
      await make()
      edit.check(await warmEqualsCold(edit))
    }
  }, 120_000)
})
