import { describe, expect, it } from 'vitest'
import { parseCodeMeta } from '../../../src/transform/code-meta.js'

describe('parseCodeMeta', () => {
  it('reads title, ranges, showLineNumbers and live', () => {
    const meta = parseCodeMeta('title="./config/server.js" {1,3-5} showLineNumbers live')
    expect(meta).toEqual({
      title: './config/server.js',
      highlightLines: new Set([1, 3, 4, 5]),
      showLineNumbers: true,
      live: true,
    })
  })

  it('accepts single-quoted and bare titles and ignores braces inside titles', () => {
    expect(parseCodeMeta("title='a b.ts'").title).toBe('a b.ts')
    expect(parseCodeMeta('title=src/app.js').title).toBe('src/app.js')
    expect(parseCodeMeta('title="{1}.js"').highlightLines.size).toBe(0)
  })

  it('returns nothing special for an empty meta', () => {
    expect(parseCodeMeta('')).toEqual({ highlightLines: new Set(), showLineNumbers: false, live: false })
  })
})
