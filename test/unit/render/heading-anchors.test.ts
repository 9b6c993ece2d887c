import { describe, expect, it } from 'vitest'
import { addHeadingAnchors } from '../../../src/render/index.js'

describe('addHeadingAnchors', () => {
  it('appends a labelled # link to h2-h6 with an id', () => {
    const html = '<h1 id="t">T</h1><h2 id="setup">Setup</h2><h6 id="deep">Deep</h6><h3>No id</h3>'
    expect(addHeadingAnchors(html)).toBe(
      '<h1 id="t">T</h1>' +
        '<h2 id="setup">Setup<a class="hash-link" href="#setup" aria-label="Direct link to Setup">#</a></h2>' +
        '<h6 id="deep">Deep<a class="hash-link" href="#deep" aria-label="Direct link to Deep">#</a></h6>' +
        '<h3>No id</h3>',
    )
  })

  it('labels with the plain heading text from the graph, else the stripped HTML', () => {
    const html =
      '<h2 class="x" id="audit-logs">Audit logs <span class="badge">GOLD</span></h2><h3 id="a-b">A &amp; "B"</h3>'
    const out = addHeadingAnchors(html, [{ depth: 2, id: 'audit-logs', text: 'Audit logs' }])
    expect(out).toContain('aria-label="Direct link to Audit logs"')
    expect(out).toContain('aria-label="Direct link to A &amp; &quot;B&quot;"')
    expect(out).toContain(
      '<h2 class="x" id="audit-logs">Audit logs <span class="badge">GOLD</span><a class="hash-link"',
    )
  })

  it('keeps escaped ids escaped and does not match data-id', () => {
    const out = addHeadingAnchors('<h2 data-id="no">X</h2><h2 id="a&amp;b">Y</h2>')
    expect(out).toContain('<h2 data-id="no">X</h2>')
    expect(out).toContain('href="#a&amp;b"')
  })

  it('is idempotent and leaves HTML without headings alone', () => {
    const once = addHeadingAnchors('<h2 id="a">A</h2>')
    expect(addHeadingAnchors(once)).toBe(once)
    const code = '<pre><code>&lt;h2 id="x"&gt;x&lt;/h2&gt;</code></pre>'
    expect(addHeadingAnchors(code)).toBe(code)
  })
})
