import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, inlineScriptHashes } from '../../../src/render/csp.js'

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

describe('contentSecurityPolicy', () => {
  const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `))

  it('allows the site alone, and its inline scripts by hash, without scripts or stylesheets elsewhere', () => {
    const policy = contentSecurityPolicy(["'sha256-b'", "'sha256-a'", "'sha256-b'"])
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-a' 'sha256-b'")
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'unsafe-inline'")
    expect(directive(policy, 'font-src')).toBe("font-src 'self'")
  })

  it('allows the origins of the site’s scripts and stylesheets on other sites, and their web fonts', () => {
    const policy = contentSecurityPolicy(["'sha256-a'"], {
      scripts: ['https://plausible.io/js/script.js', '/js/local.js', 'https://plausible.io/other.js'],
      stylesheets: ['https://fonts.googleapis.com/css?family=Source+Sans+Pro', '/css/print.css', 'not a url:'],
    })
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://plausible.io 'sha256-a'")
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'unsafe-inline' https://fonts.googleapis.com")
    expect(directive(policy, 'font-src')).toBe("font-src 'self' data: https:")
    // Stylesheets of the site itself need nothing more.
    const local = contentSecurityPolicy([], { scripts: [], stylesheets: ['/css/print.css'] })
    expect(directive(local, 'font-src')).toBe("font-src 'self'")
    // A protocol-relative URL is loaded over HTTPS from a real host; a font the site's CSS names on another site.
    const relative = contentSecurityPolicy([], {
      scripts: ['//stats.example.net/s.js'],
      stylesheets: [],
      files: ['https://fonts.gstatic.com/s/inter.woff2'],
    })
    expect(directive(relative, 'script-src')).toBe("script-src 'self' https://stats.example.net")
    expect(directive(relative, 'font-src')).toBe("font-src 'self' data: https:")
  })
})
