import type { MagicComment } from '../model/magic-comments.js'

/**
 * Docusaurus's magic comments: comment lines in a code block that mark other lines and are taken
 * out of the code shown and copied.
 *
 * ```js
 * // highlight-next-line
 * const marked = true
 * // highlight-start
 * const alsoMarked = 1
 * // highlight-end
 * ```
 *
 * The rules are Docusaurus's (`parseLines` in its theme-common code-block utilities), so a
 * Docusaurus site's blocks come out the same: a comment counts only alone on its line (white space
 * around it allowed), in a comment syntax of the block's language (`COMMENT_STYLES`); an end
 * closes the lines since the last start of the same class (the first line when there was none);
 * a start never closed marks nothing; a start right before its end marks the lines on both sides
 * (Docusaurus reads the empty range `n-(n-1)` backwards). One difference: a directive is matched
 * as text, where Docusaurus puts it into its regular expression as written (so its `a.b` would
 * also take out a line `// aXb`); the directives of its default have no such characters.
 */

/** A comment syntax: what opens and closes a comment, as regular expressions. */
type CommentStyle = readonly [open: string, close: string]

const STYLE = {
  slashes: ['\\/\\/', ''],
  slashStar: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  hash: ['#', ''],
  html: ['<!--', '-->'],
  dashes: ['--', ''],
  semicolons: [';;', ''],
  percent: ['%', ''],
  quote: ["['‘’]", ''],
  vbnetQuote: ["(?:_\\s*)?['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  bang: ['!', ''],
  parenStar: ['\\(\\*', '\\*\\)'],
  starAngle: ['\\*>', ''],
} as const satisfies Record<string, CommentStyle>

type StyleName = keyof typeof STYLE

/** The styles of a language not named below: the common ones. */
const COMMON: readonly StyleName[] = ['slashes', 'slashStar', 'jsx', 'hash', 'html']

/** The comment styles magic comments are read in, by language (as Docusaurus reads them). */
const COMMENT_STYLES: ReadonlyMap<string, readonly StyleName[]> = new Map(
  (
    [
      [
        ['js', 'javascript', 'ts', 'typescript'],
        ['slashes', 'slashStar'],
      ],
      [
        ['jsx', 'tsx'],
        ['slashes', 'slashStar', 'jsx'],
      ],
      [['html'], ['slashes', 'slashStar', 'html']],
      [['python', 'py', 'bash'], ['hash']],
      // Markdown's text has HTML comments, its front matter YAML ones.
      [
        ['markdown', 'md'],
        ['html', 'jsx', 'hash'],
      ],
      [['tex', 'latex', 'matlab'], ['percent']],
      [['lua', 'haskell'], ['dashes']],
      [['sql'], ['dashes', 'slashStar']],
      [['wasm'], ['semicolons']],
      [
        ['vb', 'vba', 'visual-basic'],
        ['quote', 'rem'],
      ],
      [['vbnet'], ['vbnetQuote', 'rem']],
      [['batch'], ['rem']],
      [['basic'], ['rem', 'bang']],
      [['fsharp'], ['slashes', 'parenStar']],
      [['ocaml', 'sml'], ['parenStar']],
      [['fortran'], ['bang']],
      [['cobol'], ['starAngle']],
    ] as const
  ).flatMap(([languages, styles]) => languages.map((language): [string, readonly StyleName[]] => [language, styles])),
)

/** A code block's code without its magic comments, and the classes of the lines they marked (1-based). */
export interface MagicCommentResult {
  code: string
  lineClasses: ReadonlyMap<number, readonly string[]>
}

/** What a directive does: which class, and how. */
interface Directive {
  className: string
  kind: 'line' | 'start' | 'end'
}

/**
 * Read the magic comments of `code` (a block of `language`, as written): undefined when it has
 * none, so the block stays as it is.
 */
export function parseMagicComments(
  code: string,
  options: { language: string; comments: readonly MagicComment[] },
): MagicCommentResult | undefined {
  const directives = directivesOf(options.comments)
  if (![...directives.keys()].some((name) => code.includes(name))) return undefined
  const pattern = linePattern(COMMENT_STYLES.get(options.language) ?? COMMON, [...directives.keys()])
  const lines = code.split('\n')
  const kept: string[] = []
  // Per class: where its block started (as Docusaurus, 0 until one did), and the lines marked.
  const starts = new Map<string, number>()
  const marked = new Map<string, number[]>(options.comments.map((c) => [c.className, []]))
  for (const line of lines) {
    const match = pattern.exec(line)
    const name = match?.slice(1).find((group) => group !== undefined)
    const directive = name === undefined ? undefined : directives.get(name)
    if (directive === undefined) {
      kept.push(line)
      continue
    }
    const here = kept.length
    const list = marked.get(directive.className) ?? []
    if (directive.kind === 'line') list.push(here)
    else if (directive.kind === 'start') starts.set(directive.className, here)
    else list.push(...span(starts.get(directive.className) ?? 0, here - 1))
  }
  if (kept.length === lines.length) return undefined
  const lineClasses = new Map<number, string[]>()
  for (const [className, list] of marked) {
    for (const index of list) {
      if (index < 0 || index >= kept.length) continue
      const classes = lineClasses.get(index + 1) ?? []
      classes.push(className)
      lineClasses.set(index + 1, classes)
    }
  }
  return { code: kept.join('\n'), lineClasses }
}

/**
 * Directive text -> what it does. As in Docusaurus, a later entry with the same text wins, and a
 * text that is both a line and a block comment is a line comment.
 */
function directivesOf(comments: readonly MagicComment[]): Map<string, Directive> {
  const line = new Map<string, Directive>()
  const start = new Map<string, Directive>()
  const end = new Map<string, Directive>()
  for (const { className, line: next, block } of comments) {
    if (next) line.set(next, { className, kind: 'line' })
    if (block) {
      start.set(block.start, { className, kind: 'start' })
      end.set(block.end, { className, kind: 'end' })
    }
  }
  return new Map([...end, ...start, ...line])
}

/** A line that is only a magic comment, in one of `styles`; the directive is the one group that matched. */
function linePattern(styles: readonly StyleName[], names: readonly string[]): RegExp {
  const alternatives = [...names]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')
  const comments = styles.map((name) => {
    const [open, close] = STYLE[name]
    return `(?:${open}\\s*(${alternatives})\\s*${close})`
  })
  return new RegExp(`^\\s*(?:${comments.join('|')})\\s*$`)
}

/** `from` to `to`, both included, counting down when `to` is smaller (Docusaurus's range reading). */
function span(from: number, to: number): number[] {
  const step = from <= to ? 1 : -1
  const out: number[] = []
  for (let n = from; n !== to + step; n += step) out.push(n)
  return out
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
