import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from '../../../src/render/csp.js'

const sha = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('hashes each inline script once, skipping external scripts and JSON data islands', () => {
    const html = [
      '<html><head><script>a()</script>',
      '<script src="/main.js"></script>',
      '<script type="application/json" id="d">{"x":"<script>"}</script>',
      '<script type="application/ld+json">{}</script>',
      '</head><body><p>&lt;script&gt; is text</p>',
      // A "<script" inside a script is part of that script, not another one.
      '<script>const s = "<script>b()</script>',
      '<script type="module">c()</script><script',
    ].join('\n')
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('const s = "<script>b()'), sha('c()')])
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([])
  })
})
