/** What a fenced code block's meta string asks for. */
export interface CodeMeta {
  title?: string
  /** 1-based line numbers to highlight, from `{1,3-5}`. */
  highlightLines: ReadonlySet<number>
  showLineNumbers: boolean
  live: boolean
}

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/
const RANGES = /\{([\d\s,-]+)\}/
/** Ranges are capped so `{1-99999999}` cannot make a huge set. */
const MAX_LINE = 100_000

/**
 * Read a fence's meta string:
 *
 * ```md
 * ```js title="./config/server.js" {1,3-5} showLineNumbers live
 * ```
 */
export function parseCodeMeta(meta: string): CodeMeta {
  const title = TITLE.exec(meta)
  const withoutTitle = title ? meta.replace(title[0], ' ') : meta
  const ranges = RANGES.exec(withoutTitle)?.[1]
  const words = new Set(withoutTitle.replace(RANGES, ' ').split(/\s+/))
  const result: CodeMeta = {
    highlightLines: ranges ? parseRanges(ranges) : new Set(),
    showLineNumbers: [...words].some((word) => /^showLineNumbers(?:=\d+)?$/.test(word)),
    live: words.has('live'),
  }
  const titleText = title?.[1] ?? title?.[2] ?? title?.[3]
  if (titleText) result.title = titleText
  return result
}

/**
 * Whether a meta string has line ranges (`{1,3-5}`), even ones that mark nothing: such a block's
 * magic comments are left as written, as Docusaurus leaves them (see `magic-comments.ts`).
 */
export function hasLineRanges(meta: string): boolean {
  const title = TITLE.exec(meta)
  return RANGES.test(title ? meta.replace(title[0], ' ') : meta)
}

function parseRanges(ranges: string): Set<number> {
  const lines = new Set<number>()
  for (const part of ranges.split(',')) {
    const [from, to] = part.split('-').map((n) => Number.parseInt(n.trim(), 10))
    if (from === undefined || Number.isNaN(from)) continue
    const end = Math.min(to === undefined || Number.isNaN(to) ? from : to, from + MAX_LINE)
    for (let line = from; line <= end; line++) lines.add(line)
  }
  return lines
}
