import { createHash } from 'node:crypto'

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/y

/**
 * What the pages load from other sites, by URL: scripts and stylesheets (config `scripts`,
 * `stylesheets`, the `@import`s of the site's CSS), and files the CSS loads (fonts).
 */
export interface ExternalAssets {
  scripts: readonly string[]
  stylesheets: readonly string[]
  files?: readonly string[]
}

/**
 * A strict Content-Security-Policy for the built pages: scripts only from the site itself plus
 * the exact inline scripts docsgen writes (the colour-mode and base-URL scripts), allowed by
 * their SHA-256 hashes, so hosts need no `unsafe-inline` for scripts. JSON data islands
 * (`type="application/json"`) are not executed and need no hash. The origins of the site's
 * scripts and stylesheets on other sites are allowed as such; with such a stylesheet, fonts may
 * come from any HTTPS origin (a web font's CSS names the files on a host of its own:
 * fonts.googleapis.com serves the CSS, fonts.gstatic.com the fonts).
 */
export function contentSecurityPolicy(
  scriptHashes: Iterable<string>,
  external: ExternalAssets = { scripts: [], stylesheets: [] },
): string {
  const hashes = new Set(scriptHashes)
  const scriptOrigins = originsOf(external.scripts)
  const styleOrigins = originsOf(external.stylesheets)
  const fileOrigins = originsOf(external.files ?? [])
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptOrigins, ...[...hashes].sort()].join(' '),
    // Style attributes come from authors' HTML and shiki's named themes.
    ['style-src', "'self'", "'unsafe-inline'", ...styleOrigins].join(' '),
    "img-src 'self' data: https:",
    styleOrigins.length > 0 || fileOrigins.length > 0 ? "font-src 'self' data: https:" : "font-src 'self'",
    // The API reference's "Try it" sends the reader's request straight to their server (any
    // HTTPS origin, or one on their own machine). Images may already load from any HTTPS
    // origin, so this opens no new way out for an injected script.
    "connect-src 'self' https: http://localhost:* http://127.0.0.1:*",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/** The origins (`https://plausible.io`) of the absolute http(s) URLs of a list, each once, sorted. */
function originsOf(urls: readonly string[]): string[] {
  const origins = new Set<string>()
  for (const url of urls) {
    // `//fonts.example.com/x.css` is loaded over the page's own scheme: HTTPS on a real host.
    const absolute = url.startsWith('//') ? `https:${url}` : url
    if (!/^https?:\/\//i.test(absolute)) continue
    try {
      origins.add(new URL(absolute).origin)
    } catch {
      // Not a URL the browser would load either.
    }
  }
  return [...origins].sort()
}

/** The CSP sources (`'sha256-…'`) of the inline scripts of one page, found once per rendered page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  // `indexOf` finds the few `<script` of a page; a regular expression over the whole page (tens
  // of KB) tried a match at every character.
  let at = html.indexOf('<script')
  while (at !== -1) {
    INLINE_SCRIPT.lastIndex = at
    const match = INLINE_SCRIPT.exec(html)
    // On a match, go on after its `</script>`, as a global search would.
    at = html.indexOf('<script', match ? INLINE_SCRIPT.lastIndex : at + 1)
    if (!match || /\btype=["']?application\/(?:ld\+)?json/.test(match[1] ?? '')) continue
    hashes.push(scriptSource(match[2] ?? ''))
  }
  return hashes
}

/** CSP sources by script text: most inline scripts (the colour-mode script) are the same on every page. */
const sources = new Map<string, string>()

function scriptSource(script: string): string {
  let source = sources.get(script)
  if (source === undefined) {
    source = `'sha256-${createHash('sha256').update(script).digest('base64')}'`
    // Scripts that differ per page (the base-URL check names the page) would fill it: bounded.
    if (sources.size >= 256) sources.clear()
    sources.set(script, source)
  }
  return source
}

/** Render a page with the theme: its HTML and the CSP sources of its inline scripts. */
export function renderWithScriptHashes<P>(
  renderPage: (props: P) => string,
  props: P,
): { html: string; scriptHashes: string[] } {
  const html = renderPage(props)
  return { html, scriptHashes: inlineScriptHashes(html) }
}

/** The `_headers` file (Netlify / Cloudflare Pages format) carrying the policy for every path. */
export function renderHeadersFile(policy: string): string {
  return [
    '/*',
    `  Content-Security-Policy: ${policy}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '',
  ].join('\n')
}
