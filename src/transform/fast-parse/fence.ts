import type { Token } from 'markdown-it'
import type { Code } from 'mdast'
import { decline } from './decline.js'
import type { ScanRecord } from './engine.js'
import type { LineIndex } from './source-map.js'

/** What converting a fenced code block needs of the block walker (see `blocks.ts`). */
export interface FenceWalker {
  readonly src: string
  readonly lines: LineIndex
  readonly record: ScanRecord
  /** Whether micromark reads indented lines as code (see `FastParseParts.indentedCode`). */
  readonly indentedCode: boolean
}

/** A line of fence code that is indented and starts like a fence line. */
const INDENTED_FENCE_LINE = /^[ \t]+(?:`{3}|~{3})/m
const SPACE = 0x20

/** A fenced code block from markdown-it's `fence` token, which starts at `start` in the source. */
export function convertFence(walker: FenceWalker, token: Token, start: number): Code {
  const { src, lines } = walker
  const map = token.map
  const fence = token.markup
  if (!map || !src.startsWith(fence, start)) return decline('fence start')
  const lastLine = map[1] - 1
  const lastEnd = lines.lineEnd(lastLine)
  if (!isClosed(walker, token, start)) decline('unclosed fence')
  const info = src.slice(start + fence.length, lines.lineEnd(map[0]))
  if (/[\\&]/.test(info)) decline('escape or reference in a fence info')
  let lang: string | null = null
  let meta: string | null = null
  const trimmed = info.replace(/^ +/, '')
  if (trimmed.trim() !== '') {
    const space = trimmed.indexOf(' ')
    lang = space === -1 ? trimmed : trimmed.slice(0, space)
    const rest = space === -1 ? '' : trimmed.slice(space).replace(/^ +/, '')
    meta = rest === '' ? null : rest
  }
  const content = token.content
  if (!walker.indentedCode && closesEarlyWithoutIndentedCode(token)) decline('indented fence line in a fence')
  const value = content.endsWith('\n') ? content.slice(0, -1) : content
  return { type: 'code', lang, meta, value, position: lines.position(start, lastEnd) }
}

/** Without indented code, micromark closes a fence at a fence line indented any amount: this one may close early. */
export function closesEarlyWithoutIndentedCode(token: Token): boolean {
  return INDENTED_FENCE_LINE.test(token.content)
}

/**
 * Whether a fence token (its opening fence at `start`) ends with a closing fence: its last line
 * is one, indented no more than the opening one. (A line indented 4 or more past the container's
 * indent closes nothing in either parser, and markdown-it's token then runs to the container's
 * end; how far the container is indented is not known here, the opening fence's indent bounds it.)
 */
export function isClosed(walker: Pick<FenceWalker, 'src' | 'lines' | 'record'>, token: Token, start: number): boolean {
  const { src, lines, record } = walker
  const map = token.map
  if (!map) return false
  const lastLine = map[1] - 1
  const closeStart = record.lineStart[lastLine] ?? -1
  if (lastLine === map[0] || closeStart < 0) return false
  const indent = (line: number, at: number) => at - (lines.starts[line] ?? 0)
  if (indent(lastLine, closeStart) > indent(map[0], start)) return false
  return isClosingFence({ src, start: closeStart, end: lines.lineEnd(lastLine), fence: token.markup })
}

/** Whether `start..end` is a closing fence for `fence`: as many or more of its character, then spaces. */
function isClosingFence({
  src,
  start,
  end,
  fence,
}: {
  src: string
  start: number
  end: number
  fence: string
}): boolean {
  const marker = fence.charCodeAt(0)
  let at = start
  while (at < end && src.charCodeAt(at) === marker) at++
  if (at - start < fence.length) return false
  while (at < end && src.charCodeAt(at) === SPACE) at++
  return at === end
}
