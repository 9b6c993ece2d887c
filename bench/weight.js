// Page weight: what a browser downloads on first load of one page (HTML, stylesheets, scripts),
// plus the site-wide client JS and search index sizes. Regex-based, good enough for generated HTML.
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSize, listFiles, sizeOf } from './measure.js'

/** The HTML file a route is served from in `outDir` (route like `/a/b` or `/a/`), or undefined. */
export function routeToFile(outDir, route) {
  const clean = route.replace(/^\/+/, '').replace(/\/+$/, '')
  const candidates = clean ? [`${clean}/index.html`, `${clean}.html`, clean] : ['index.html']
  for (const c of candidates) {
    const abs = path.join(outDir, c)
    if (existsSync(abs) && statSync(abs).isFile()) return abs
  }
  return undefined
}

function attrs(tag) {
  const out = {}
  for (const m of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    out[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? ''
  }
  return out
}

/** Map a URL found in a file to a file of `outDir`; undefined for external or missing ones. */
function resolveAsset(outDir, fromFile, url) {
  if (!url || /^(?:[a-z]+:)?\/\//i.test(url) || /^(?:data|blob|javascript):/i.test(url)) return undefined
  const bare = decodeURI(url.split(/[?#]/)[0])
  const abs = bare.startsWith('/') ? path.join(outDir, bare) : path.join(path.dirname(fromFile), bare)
  if (!abs.startsWith(outDir) || !existsSync(abs) || !statSync(abs).isFile()) return undefined
  return abs
}

/** Static `import`/`export ... from` specifiers of an ES module (not dynamic `import()`). */
function staticImports(code) {
  const specs = []
  const re = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g
  for (const m of code.matchAll(re)) specs.push(m[1])
  return specs
}

/**
 * First-load weight of the page at `htmlFile` inside `outDir`:
 * { html: {raw, gz}, css: {raw, gz, files}, js: {raw, gz, files}, assets: [...] }.
 * Counted: <link rel=stylesheet>, <link rel=preload as=style|script>, <link rel=modulepreload>,
 * <script src> (classic and module), the static imports of module scripts (transitively) and
 * CSS @import. Not counted: prefetch, dynamic import(), lazily loaded islands, fonts and images.
 */
export function pageWeight(outDir, htmlFile) {
  const html = readFileSync(htmlFile)
  const text = html.toString('utf8')
  const css = new Set()
  const js = new Set()
  const modules = []
  for (const m of text.matchAll(/<link\b[^>]*>/gi)) {
    const a = attrs(m[0].slice(5))
    const rel = (a.rel ?? '').toLowerCase().split(/\s+/)
    const file = resolveAsset(outDir, htmlFile, a.href)
    if (!file) continue
    if (rel.includes('stylesheet') || (rel.includes('preload') && a.as === 'style')) css.add(file)
    else if (rel.includes('modulepreload')) {
      js.add(file)
      modules.push(file)
    } else if (rel.includes('preload') && a.as === 'script') js.add(file)
  }
  for (const m of text.matchAll(/<script\b[^>]*>/gi)) {
    const a = attrs(m[0].slice(7))
    const file = resolveAsset(outDir, htmlFile, a.src)
    if (!file) continue
    js.add(file)
    if ((a.type ?? '').toLowerCase() === 'module') modules.push(file)
  }
  while (modules.length) {
    const file = modules.pop()
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      if (!/^[./]/.test(spec)) continue
      const dep = resolveAsset(outDir, file, spec)
      if (dep && !js.has(dep)) {
        js.add(dep)
        modules.push(dep)
      }
    }
  }
  const cssQueue = [...css]
  while (cssQueue.length) {
    const file = cssQueue.pop()
    for (const m of readFileSync(file, 'utf8').matchAll(/@import\s+(?:url\()?\s*["']?([^"')\s;]+)/g)) {
      const dep = resolveAsset(outDir, file, m[1])
      if (dep && !css.has(dep)) {
        css.add(dep)
        cssQueue.push(dep)
      }
    }
  }
  const sum = (files) => {
    let raw = 0
    let gz = 0
    for (const f of files) {
      const buf = readFileSync(f)
      raw += buf.length
      gz += gzipSize(buf)
    }
    return { raw, gz, files: files.size }
  }
  const rel = (f) => path.relative(outDir, f).split(path.sep).join('/')
  return {
    page: rel(htmlFile),
    html: { raw: html.length, gz: gzipSize(html) },
    css: sum(css),
    js: sum(js),
    assets: [...css, ...js].map(rel),
  }
}

/** Every .js/.mjs file of the built site (raw and gzip totals). */
export function clientJs(outDir) {
  return sizeOf(
    outDir,
    listFiles(outDir).filter((f) => /\.m?js$/.test(f)),
  )
}

/**
 * Search index files, if the site has any: docsgen (files under a search folder or named
 * *search-index*, other than HTML pages), Pagefind (`pagefind/`), VitePress local search
 * (`@localSearchIndex*` chunks). Undefined when there is none.
 */
export async function searchIndex(outDir) {
  const files = listFiles(outDir).filter(
    (f) =>
      !/\.html?$/.test(f) &&
      (/(^|\/)pagefind\//.test(f) ||
        /localSearchIndex/.test(f) ||
        /(^|\/)_?search[^/]*\//i.test(f) ||
        /search[-_.]?index/i.test(path.posix.basename(f))),
  )
  if (files.length === 0) return undefined
  return sizeOf(outDir, files)
}

/**
 * docsgen's files for machines (issue 27), if the site has them: the pages' Markdown forms (every
 * `.md` of the output) and `/llms.txt`, `/llms-full.txt` (raw and gzip each). Undefined without.
 */
export async function llmsFiles(outDir) {
  if (!existsSync(path.join(outDir, 'llms.txt'))) return undefined
  const pages = listFiles(outDir).filter((f) => f.endsWith('.md'))
  return {
    pages: await sizeOf(outDir, pages),
    index: await sizeOf(outDir, ['llms.txt']),
    full: await sizeOf(outDir, ['llms-full.txt']),
  }
}
