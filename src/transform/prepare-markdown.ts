import { normalizeAdmonitionTitles } from './admonition-titles.js'
import { joinMultilineComponentTags } from './component-tag-lines.js'
import { createFenceTracker } from './fences.js'
import { rewriteThemeCodeBlocks } from './theme-code-blocks.js'

/** Which MDX reads a page (see `markdown.dialect`). */
export type MdxDialect = 'mdx1' | 'mdx3'

/** Settings of the text rewrites. */
export interface PrepareOptions {
  /** The site's base URL (`/`, `/docs/`), for `useBaseUrl`. */
  baseUrl: string
  /** @default 'mdx1' */
  dialect?: MdxDialect
  /** The site's static folders (`staticDirs`), whose files pages import for their URL. @default ['static'] */
  staticDirs?: readonly string[]
  /** TeX math is on (`markdown.math`): `$…$` and `$$` blocks are left as written, like code. @default false */
  math?: boolean
  /** The language of a `<CodeBlock>` written without one (`markdown.defaultCodeLanguage`). */
  defaultCodeLanguage?: string | undefined
}

/**
 * The text rewrites done before parsing a page or a snippet body (each keeps every line where it
 * was): Docusaurus admonition titles, `<CodeBlock>` with a template literal, `useBaseUrl('…')` in
 * attributes, strings written as expressions, and component tags written over several lines.
 */
export function prepareMarkdown(body: string, options: PrepareOptions = { baseUrl: '/' }): string {
  const rewritten = rewriteStaticImports(
    rewriteBaseUrls(
      rewriteThemeCodeBlocks(normalizeAdmonitionTitles(body), { defaultLanguage: options.defaultCodeLanguage }),
      options.baseUrl,
    ),
    { baseUrl: options.baseUrl, staticDirs: options.staticDirs ?? DEFAULT_STATIC_DIRS },
  )
  const math = options.math === true
  return joinMultilineComponentTags(rewriteStringExpressions(rewritten, options.dialect ?? 'mdx1', math), { math })
}

/**
 * A string literal in braces (`{'--fee=<ADDRESS>'}`, `{"a"}`, a template literal without `${`),
 * not an attribute's value (`a={…}`, `a= {…}`) nor inside a quoted attribute (`alt="{…}"`).
 */
const STRING_EXPRESSION =
  /(?<![\w$"'`])(?<!=\s*)\{\s*(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`$\\\n]|\\.)*)`)\s*\}/g

/** Four spaces (or a tab) of indentation: an indented code block's line under CommonMark (mdx1). */
const INDENTED = /^(?: {4}|\t)/

/**
 * A string written as an expression is its text, as MDX evaluates it (`<code>{'<WALLET>'}</code>`
 * shows `<WALLET>`): with `mdx3` wherever it is written outside code, with `mdx1` (where braces in
 * Markdown text are text) only as the whole content of an element (`>{'…'}<`), which MDX 1
 * evaluates too, and never on an indented line (code there). The text goes in as character
 * references, so neither Markdown nor HTML reads it. With `math`, TeX is left alone as code is
 * (`$f^{''}(x)$` keeps its braces, as Docusaurus's remark-math reads them before MDX does).
 */
export function rewriteStringExpressions(markdown: string, dialect: MdxDialect, math = false): string {
  if (!markdown.includes('{')) return markdown
  const isCode = createFenceTracker({ math })
  return markdown
    .split('\n')
    .map((line) => {
      if (isCode(line) || !line.includes('{') || (dialect === 'mdx1' && INDENTED.test(line))) return line
      const rewrite = (part: string) =>
        part.replace(STRING_EXPRESSION, (...match: (string | number | undefined)[]) => {
          const [all = '', single, double, template] = match as (string | undefined)[]
          const at = match[4] as number
          if (dialect === 'mdx1' && !(part[at - 1] === '>' && part[at + all.length] === '<')) return all
          return asCharacterReferences(unescapeString(single ?? double ?? template ?? ''))
        })
      return outsideCodeSpans(line, math && line.includes('$') ? (part) => outsideMathSpans(part, rewrite) : rewrite)
    })
    .join('\n')
}

/**
 * `line` with `rewrite` applied to the parts outside inline code spans (`` `{'x'}` `` stays as
 * written). Backticks right inside braces (`` {`x`} ``) are a template literal, not a code span.
 */
function outsideCodeSpans(line: string, rewrite: (part: string) => string): string {
  if (!line.includes('`')) return rewrite(line)
  let out = ''
  let at = 0
  const ticks = /`+/g
  for (let open = ticks.exec(line); open; open = ticks.exec(line)) {
    const run = open[0]
    const close = line.indexOf(run, open.index + run.length)
    if (close === -1) break
    const end = close + run.length
    const template = /\{\s*$/.test(line.slice(at, open.index)) && /^\s*\}/.test(line.slice(end))
    if (!template) {
      out += rewrite(line.slice(at, open.index)) + line.slice(open.index, end)
      at = end
    }
    ticks.lastIndex = end
  }
  return out + rewrite(line.slice(at))
}

/** Inline math as remark-math reads it: `$…$` or `$$…$$` on one line, its dollars not escaped. */
const MATH_SPAN = /(?<!\\)(\$\$?)(?:\\.|[^$\\\n])+?\1/g

/** `text` with `rewrite` applied to the parts outside inline math (`$a^{'b'}$` stays as written). */
function outsideMathSpans(text: string, rewrite: (part: string) => string): string {
  let out = ''
  let at = 0
  for (const span of text.matchAll(MATH_SPAN)) {
    out += rewrite(text.slice(at, span.index)) + span[0]
    at = span.index + span[0].length
  }
  return out + rewrite(text.slice(at))
}

/** A JavaScript string literal's value (`\'` -> `'`, `\u2014` -> `—`, `\n` -> a space). */
function unescapeString(value: string): string {
  return value.replace(
    /\\(?:u\{([\da-fA-F]{1,6})\}|u([\da-fA-F]{4})|x([\da-fA-F]{2})|(.))/g,
    (...match: (string | undefined)[]) => {
      const [, braced, u4, x2, char] = match
      const hex = braced ?? u4 ?? x2
      if (hex !== undefined) return String.fromCodePoint(Number.parseInt(hex, 16))
      return char === 'n' || char === 't' || char === 'r' ? ' ' : (char ?? '')
    },
  )
}

/**
 * The characters Markdown or HTML could read as syntax as numeric character references (any
 * punctuation in first place, where `-` or `#` would start a block).
 */
function asCharacterReferences(text: string): string {
  const reference = (char: string) => `&#${char.charCodeAt(0)};`
  return (
    text.slice(0, 1).replace(/[!-/:-@[-`{-~]/, reference) + text.slice(1).replace(/[&<>*_`[\]\\{}!|~"']/g, reference)
  )
}

const USE_BASE_URL = /=\{\s*useBaseUrl\(\s*(['"])([^'"\n]*)\1\s*\)\s*\}/g

/**
 * `src={useBaseUrl('/img/x.png')}` (Docusaurus's `@docusaurus/useBaseUrl` in a JSX attribute) ->
 * `src="/img/x.png"` with the base URL before site paths, as the hook returns it. Code is left alone.
 */
export function rewriteBaseUrls(markdown: string, baseUrl: string): string {
  if (!markdown.includes('useBaseUrl(')) return markdown
  const isCode = createFenceTracker()
  return markdown
    .split('\n')
    .map((line) => {
      if (isCode(line) || !line.includes('useBaseUrl(')) return line
      return line.replace(
        USE_BASE_URL,
        (_, _quote: string, url: string) => `="${escapeAttribute(withBase(url, baseUrl))}"`,
      )
    })
    .join('\n')
}

const DEFAULT_STATIC_DIRS: readonly string[] = ['static']

/**
 * The patterns of a site's static folders (`static`, `public`, ...): `import Diagram from
 * '@site/static/img/diagram.png'`, a file imported for its URL, and `src={require('@site/static/img/x.png').default}`,
 * the same in an attribute. Made once per list of folders.
 */
const staticPatterns = (() => {
  const made = new Map<string, { folders: readonly string[]; importLine: RegExp; require: RegExp }>()
  return (staticDirs: readonly string[]) => {
    const key = staticDirs.join('\0')
    let patterns = made.get(key)
    if (!patterns) {
      const folders = staticDirs.map((dir) => dir.replace(/^\.\/|\/+$/g, '')).filter((dir) => !dir.startsWith('..'))
      const dirs = folders.map((dir) => dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')
      patterns = {
        folders: folders.map((dir) => `${dir}/`),
        importLine: new RegExp(
          `^import\\s+([A-Za-z_$][\\w$]*)\\s+from\\s+(['"])(?:@site\\/|\\/)(?:${dirs})\\/([^'"\\n]+\\.[A-Za-z0-9]+)\\2\\s*;?\\s*$`,
        ),
        require: new RegExp(
          `=\\{\\s*require\\(\\s*(['"])(?:@site\\/|\\/)?(?:${dirs})\\/([^'"\\n]+)\\1\\s*\\)(?:\\.default)?\\s*\\}`,
          'g',
        ),
      }
      made.set(key, patterns)
    }
    return patterns
  }
})()

/**
 * Files of `static/` used for their URL, as webpack gives it to Docusaurus pages: an import of one
 * (`import Diagram from '@site/static/img/diagram.png'`, the line left blank) makes `src={Diagram}`
 * its URL (`src="/img/diagram.png"`, the base URL before it), and so does
 * `src={require('@site/static/img/x.png').default}`. Code is left alone.
 */
export function rewriteStaticImports(
  markdown: string,
  { baseUrl, staticDirs = DEFAULT_STATIC_DIRS }: { baseUrl: string; staticDirs?: readonly string[] },
): string {
  const patterns = staticPatterns(staticDirs)
  const mentions = (text: string) => patterns.folders.some((folder) => text.includes(folder))
  if (patterns.folders.length === 0 || !mentions(markdown)) return markdown
  const isCode = createFenceTracker()
  const urls = new Map<string, string>()
  const lines = markdown.split('\n').map((line) => {
    if (isCode(line) || !mentions(line)) return line
    const imported = patterns.importLine.exec(line)
    if (imported?.[1] && imported[3]) {
      urls.set(imported[1], withBase(`/${imported[3]}`, baseUrl))
      return ''
    }
    return line.replace(
      patterns.require,
      (_, _quote: string, file: string) => `="${escapeAttribute(withBase(`/${file}`, baseUrl))}"`,
    )
  })
  if (urls.size === 0) return lines.join('\n')
  const alternatives = [...urls.keys()].map((name) => name.replace(/\$/g, '\\$')).join('|')
  const attribute = new RegExp(`=\\{\\s*(${alternatives})\\s*\\}`, 'g')
  // An imported SVG is a component in Docusaurus (SVGR): `<Logo className="x" />` shows the image.
  const tag = new RegExp(`<(${alternatives})((?:\\s[^<>]*?)?)\\s*/>`, 'g')
  const inCode = createFenceTracker()
  return lines
    .map((line) =>
      inCode(line)
        ? line
        : outsideCodeSpans(line, (part) =>
            part
              .replace(attribute, (_, name: string) => `="${escapeAttribute(urls.get(name) ?? '')}"`)
              .replace(tag, (_, name: string, rest: string) => {
                const src = escapeAttribute(urls.get(name) ?? '')
                return `<img src="${src}"${rest}${/\balt=/.test(rest) ? '' : ' alt=""'} />`
              }),
          ),
    )
    .join('\n')
}

/** A site path with the base URL before it (`/img/x.png` -> `/docs/img/x.png`); other URLs as they are. */
function withBase(url: string, baseUrl: string): string {
  if (!url.startsWith('/') || url.startsWith('//') || baseUrl === '/' || url.startsWith(baseUrl)) return url
  return `${baseUrl.replace(/\/$/, '')}${url}`
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
}
