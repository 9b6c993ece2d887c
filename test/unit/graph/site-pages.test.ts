import { describe, expect, it } from 'vitest'
import { sitePageRoute } from '../../../src/graph/site-pages.js'

// Issue 25: a standalone page's URL, as Docusaurus's pages plugin makes it from the file's path.

describe('sitePageRoute', () => {
  it('is the path without its extension, for Markdown and component files alike', () => {
    expect(sitePageRoute('help.js')).toBe('/help')
    expect(sitePageRoute('markdown-page.md')).toBe('/markdown-page')
    expect(sitePageRoute('blog/archive.tsx')).toBe('/blog/archive')
    expect(sitePageRoute('showcase.mdx')).toBe('/showcase')
  })

  it('serves an index file at its folder, whatever its case', () => {
    expect(sitePageRoute('index.js')).toBe('/')
    expect(sitePageRoute('index.md')).toBe('/')
    expect(sitePageRoute('team/index.tsx')).toBe('/team')
    expect(sitePageRoute('team/Index.jsx')).toBe('/team')
  })

  it('keeps number prefixes (the docs rules do not apply to pages)', () => {
    expect(sitePageRoute('01-start.md')).toBe('/01-start')
  })
})
