import { CODE_BLOCK } from '../model/markup.js'
import { type LineMarks, marksKey } from './line-marks.js'

/**
 * Highlighted code blocks read back from a page's previous body, by language, marked lines and
 * code (see `seedKey`): a warm `docsgen build` that compiles an edited page takes the `<pre>` of
 * each block the edit left alone from here instead of highlighting it. In a new process,
 * highlighting even one page's blocks compiles the grammars' scanners first (about 0.5 s of a
 * one-page warm build at 10,000 pages); most edits change prose, not code.
 *
 * Each block's code is read from its `<pre>` (the lines' text, entities decoded) and only used
 * for a block of exactly that language, marked lines and code, so a block read wrongly is only
 * highlighted again. A `<pre>` is the highlighter's output as it was put into the body (see
 * `rehypeHighlightCode`): the same code and settings give the same `<pre>`.
 */
export function highlightSeedOf(html: string): Map<string, string> {
  const seed = new Map<string, string>()
  const starts = [...html.matchAll(BLOCK)]
  for (const [i, match] of starts.entries()) {
    const end = starts[i + 1]?.index ?? html.length
    const block = readBlock(html, { from: match.index + match[0].length, end })
    if (block) seed.set(seedKey(decode(match[1] ?? ''), block.marks, block.code), block.pre)
  }
  return seed
}

/** The key of a block in a seed: the language as written (`text` when none), its marked lines (any order), its code. */
export function seedKey(language: string, marks: LineMarks, code: string): string {
  return `${language}\0${marksKey(marks)}\0${code}`
}

/**
 * A code block's wrapper (see `codeBlockElement`): its classes (Docusaurus's container's before and
 * after ours on a Docusaurus site), then its language as written.
 */
const BLOCK = new RegExp(
  `<div class="(?:[^"]* )?${CODE_BLOCK.block}(?: [^"]*)?" ${CODE_BLOCK.attr.language}="([^"]*)"`,
  'g',
)
const PRE_START = '<pre class="shiki css-variables" tabindex="0"><code>'
const PRE_END = '</code></pre>'
/** A line's opening tag, with the classes it has besides `line` (see `LineMarks`). */
const LINE_START = new RegExp(`^<span class="${CODE_BLOCK.line}(?: ([\\w -]+))?">`)
const LINE_END = '</span>'

/** The `<pre>` of the block whose wrapper opens before `from`, if it is before `end` (the next block), and its code and marked lines. */
function readBlock(html: string, { from, end }: { from: number; end: number }) {
  const preAt = html.indexOf(PRE_START, from)
  if (preAt === -1 || preAt >= end) return undefined
  const preEnd = html.indexOf(PRE_END, preAt)
  if (preEnd === -1 || preEnd >= end) return undefined
  const marks = new Map<number, string>()
  const text: string[] = []
  for (const [index, line] of html
    .slice(preAt + PRE_START.length, preEnd)
    .split('\n')
    .entries()) {
    const opening = LINE_START.exec(line)
    if (opening === null || !line.endsWith(LINE_END)) return undefined
    if (opening[1] !== undefined) marks.set(index + 1, opening[1])
    text.push(decode(line.slice(opening[0].length, -LINE_END.length).replace(TAG, '')))
  }
  return { marks, code: text.join('\n'), pre: html.slice(preAt, preEnd + PRE_END.length) }
}

const TAG = /<[^>]*>/g
const REFERENCE = /&(?:#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot);/g
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' }

function decode(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(REFERENCE, (reference) => {
    const name = reference.slice(1, -1)
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16))
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
    return NAMED[name] ?? reference
  })
}
