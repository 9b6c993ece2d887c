import { createFenceTracker } from './fences.js'

const OPEN = /^([ \t]*)<CodeBlock\b([^>]*)>[ \t]*(\{`)?(.*)$/
const CLOSE_TEMPLATE = /`\}[ \t]*$/
const CLOSE_TAG = /^[ \t]*<\/CodeBlock>[ \t]*$/
const ATTRIBUTE = /([A-Za-z]+)(?:=(?:"([^"]*)"|'([^']*)'|\{(true|false)\}))?/g

/**
 * Rewrite Docusaurus's `<CodeBlock>` (imported from `@theme/CodeBlock`) with its code in a template
 * literal into a code fence, keeping every line where it was:
 *
 * ```md
 * <CodeBlock language="jsx" title="/src/Hello.js">      ```jsx title="/src/Hello.js"
 *   {`function Hello() {                         ->    function Hello() {
 *   return <h1>Hello</h1>                               return <h1>Hello</h1>
 * }`}                                                   }
 * </CodeBlock>                                          ```
 * ```
 *
 * The template literal may start on the tag's line or the next one and must end a line, with
 * `</CodeBlock>` alone on the next. Others are left as written (and reported as components).
 */
export function rewriteThemeCodeBlocks(
  markdown: string,
  options: { defaultLanguage?: string | undefined } = {},
): string {
  if (!markdown.includes('<CodeBlock')) return markdown
  const lines = markdown.split('\n')
  const isCode = createFenceTracker()
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    if (isCode(line)) continue
    const open = OPEN.exec(line)
    if (!open) continue
    const done = rewriteAt(lines, i, { open, defaultLanguage: options.defaultLanguage })
    if (done !== undefined) i = done
  }
  return lines.join('\n')
}

/** Rewrite the code block opening at line `at`; the index of its last line, or undefined if it is not one. */
function rewriteAt(
  lines: string[],
  at: number,
  { open, defaultLanguage }: { open: RegExpExecArray; defaultLanguage: string | undefined },
): number | undefined {
  const [, indent = '', attributes = '', templateOnTagLine, rest = ''] = open
  // The fence takes the tag's line, so the code must start on the next one: `{`` ends the tag's
  // line, or starts the next.
  let firstText: string
  if (templateOnTagLine) {
    if (rest.trim() !== '') return undefined
    firstText = lines[at + 1] ?? ''
  } else {
    const next = rest.trim() === '' ? /^[ \t]*\{`(.*)$/.exec(lines[at + 1] ?? '') : null
    if (!next) return undefined
    firstText = next[1] ?? ''
  }
  let last = at + 1
  while (last < lines.length && !CLOSE_TEMPLATE.test(last === at + 1 ? firstText : (lines[last] ?? ''))) last++
  if (last >= lines.length || !CLOSE_TAG.test(lines[last + 1] ?? '')) return undefined
  const code = lines.slice(at + 1, last + 1)
  code[0] = firstText
  code[code.length - 1] = (code[code.length - 1] ?? '').replace(CLOSE_TEMPLATE, '')
  const body = code.map(unescapeTemplate)
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(body) + 1))
  lines.splice(
    at,
    last + 2 - at,
    `${indent}${fence}${infoString(attributes, defaultLanguage)}`,
    ...body,
    `${indent}${fence}`,
  )
  return last + 1
}

/**
 * `language="jsx" title="x" showLineNumbers` -> ` jsx title="x" showLineNumbers`. Without a
 * language, a fence with meta needs one in front of it: the site's default one
 * (`markdown.defaultCodeLanguage`, as Docusaurus's `CodeBlock` takes it), else `text`.
 */
function infoString(attributes: string, defaultLanguage: string | undefined): string {
  let language = ''
  const meta: string[] = []
  for (const [, name, double, single, flag] of attributes.matchAll(ATTRIBUTE)) {
    const value = double ?? single
    if (name === 'language' && value) language = value
    else if (name === 'title' && value !== undefined) meta.push(`title="${value}"`)
    else if (name === 'showLineNumbers' && flag !== 'false') meta.push('showLineNumbers')
  }
  if (meta.length === 0) return language
  return [language || defaultLanguage || 'text', ...meta].join(' ')
}

function unescapeTemplate(line: string): string {
  return line.replace(/\\([`$\\])/g, '$1')
}

function longestBacktickRun(lines: readonly string[]): number {
  let longest = 0
  for (const line of lines) for (const run of line.match(/`+/g) ?? []) longest = Math.max(longest, run.length)
  return longest
}
