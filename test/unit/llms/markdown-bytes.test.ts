import { describe, expect, it } from 'vitest'
import { markdownBytes } from '../../../src/llms/markdown-page.js'

const page = (body: string, description = '') => ({ title: 'Café: a "guide"', description, url: '/docs/cafe.md', body })
const full = (parts: Buffer[]) => Buffer.concat(parts).toString('utf8')

describe('markdownBytes', () => {
  it('is the `.md` file as UTF-8, front matter first', () => {
    const made = page('# Café\n\nÜber *alles* — 1 €.\n', 'Where to start: here.')
    const { document } = markdownBytes(made)
    expect(document.toString('utf8')).toBe(
      '---\ntitle: "Café: a \\"guide\\""\ndescription: "Where to start: here."\n---\n\n# Café\n\nÜber *alles* — 1 €.\n',
    )
  })

  it("gives the page's part of llms-full.txt: its H1, where it is published, then the rest", () => {
    expect(full(markdownBytes(page('# Café\n\n\n\nÜber — 1 €.\n')).fullPart)).toBe(
      '# Café\n\nSource: /docs/cafe.md\n\nÜber — 1 €.\n',
    )
  })

  it('takes a body of one line as its heading', () => {
    expect(full(markdownBytes(page('# Only a title')).fullPart)).toBe('# Only a title\n\nSource: /docs/cafe.md\n\n')
  })
})
