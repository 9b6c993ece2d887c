import jsYaml from 'js-yaml'
import { isMap, isNode, isScalar, isSeq, LineCounter, parseDocument, type YAMLError } from 'yaml'
import { closestMatch } from '../diagnostics/index.js'
import type { Diagnostic, Position } from '../model/diagnostic.js'
import type { Frontmatter } from '../model/page.js'
import { checkField, describeValue, FRONTMATTER_FIELDS, isKnownKey } from './frontmatter-fields.js'

/** Front matter and body of one Markdown file. */
export interface ParsedFrontmatter {
  frontmatter: Frontmatter
  /** The text after the front matter block, with LF line endings. */
  body: string
  /** 1-based line of the file where `body` starts; add `bodyLine - 1` to body line numbers. */
  bodyLine: number
  diagnostics: Diagnostic[]
}

const FENCE = /^---[ \t]*$/

/**
 * Split a leading `---` YAML block from a Markdown file and validate it against `Frontmatter`.
 * Accepts a UTF-8 BOM and CRLF line endings. Problems come back as diagnostics with positions in
 * the file (`file` is the path relative to the site root); what could be read is still returned.
 */
export function parseFrontmatter(text: string, file: string): ParsedFrontmatter {
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  const lines = normalized.split('\n')
  const frontmatter: Frontmatter = { extra: {} }
  if (!FENCE.test(lines[0] ?? '')) return { frontmatter, body: normalized, bodyLine: 1, diagnostics: [] }

  const close = lines.findIndex((line, index) => index > 0 && FENCE.test(line))
  if (close === -1) {
    const diagnostic: Diagnostic = {
      severity: 'warning',
      code: 'frontmatter/unclosed',
      message: 'front matter opened with "---" on line 1 is never closed',
      hint: 'end the front matter with a line containing only "---", or start the page with something else',
      file,
      position: { line: 1, column: 1 },
    }
    return { frontmatter, body: normalized, bodyLine: 1, diagnostics: [diagnostic] }
  }

  const body = lines.slice(close + 1).join('\n')
  const diagnostics = readYaml(lines.slice(1, close), file, frontmatter)
  return { frontmatter, body, bodyLine: close + 2, diagnostics }
}

/** One `key: value` of the front matter, with where its key and value start in the file. */
interface Entry {
  key: string
  value: unknown
  keyAt: Position
  valueAt: Position | undefined
}

function readYaml(yamlLines: readonly string[], file: string, frontmatter: Frontmatter): Diagnostic[] {
  const diagnostics: Diagnostic[] = []
  let read = readSimpleEntries(yamlLines) ?? readYamlEntries(yamlLines.join('\n'), file)
  if (!Array.isArray(read)) {
    const lenient = readAsGrayMatter(yamlLines)
    if (!lenient) return [read]
    diagnostics.push({
      ...read,
      severity: 'warning',
      code: 'frontmatter/lenient-yaml',
      message: `${read.message}; read as gray-matter (js-yaml 3) reads it, as Docusaurus does`,
    })
    read = lenient
  }
  for (const { key, value, keyAt, valueAt } of read) {
    if (!isKnownKey(key)) {
      frontmatter.extra[key] = value
      const suggestion = closestMatch(key, Object.keys(FRONTMATTER_FIELDS))
      diagnostics.push({
        severity: 'warning',
        code: 'frontmatter/unknown-key',
        message: `unknown front matter key "${key}"`,
        hint: suggestion
          ? `did you mean "${suggestion}"?`
          : 'the value is kept for the theme (frontmatter.extra); remove the key if it is a typo',
        file,
        position: keyAt,
      })
      continue
    }
    const problem = checkField(key, value)
    if (problem) {
      diagnostics.push({
        severity: 'error',
        code: `frontmatter/${problem.kind}`,
        message: `front matter "${key}" must be ${problem.expected}, received ${describeValue(value)}`,
        hint: hintFor(key, value),
        file,
        position: valueAt ?? keyAt,
      })
      continue
    }
    Object.assign(frontmatter, { [key]: plainValue(value) })
  }
  return diagnostics
}

/**
 * A date the YAML reader read as one, as text (`last_update`'s too, and its date in milliseconds): front matter is plain data
 * (sent to workers, kept in the cache).
 */
function plainValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && 'date' in value) {
    const { date } = value as { date?: unknown }
    return date instanceof Date || typeof date === 'number' ? { ...value, date: new Date(date).toISOString() } : value
  }
  return value
}

/** The entries of the YAML text, or the diagnostic of the first reason it has none. */
export function readYamlEntries(yamlText: string, file: string): Entry[] | Diagnostic {
  const lineCounter = new LineCounter()
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false })
  // The YAML starts on line 2 of the file, after the opening `---`.
  const at = (offset: number | undefined): Position => {
    const pos = lineCounter.linePos(offset ?? 0)
    return { line: pos.line + 1, column: pos.col }
  }
  const firstError = doc.errors[0]
  if (firstError) return yamlErrorDiagnostic(firstError, file, at(firstError.pos[0]))

  const contents = doc.contents
  if (contents === null || (isScalar(contents) && contents.value === null)) return []
  if (!isMap(contents)) {
    const received = isSeq(contents) ? 'a list' : describeValue(isScalar(contents) ? contents.value : contents)
    return {
      severity: 'error',
      code: 'frontmatter/not-a-mapping',
      message: `front matter must be a mapping of keys to values, received ${received}`,
      hint: 'write one "key: value" pair per line, for example "title: Installation"',
      file,
      position: at(contents.range?.[0]),
    }
  }
  return contents.items.map((pair) => {
    const valueNode = isNode(pair.value) ? pair.value : undefined
    const valueStart = valueNode?.range?.[0]
    return {
      key: isScalar(pair.key) ? String(pair.key.value) : String(pair.key),
      value: valueNode ? valueNode.toJS(doc) : (pair.value ?? null),
      keyAt: at(isNode(pair.key) ? pair.key.range?.[0] : undefined),
      valueAt: valueStart === undefined ? undefined : at(valueStart),
    }
  })
}

/**
 * The entries of front matter the YAML 1.2 parser rejects but js-yaml 3 accepts (gray-matter's
 * parser, so Docusaurus's, which loads it with `safeLoad`): tabs before the items of a flow
 * sequence, for one. Undefined when js-yaml rejects it too, or it is not a mapping. Its values
 * have no positions: each key is placed on the first line that starts with it.
 */
function readAsGrayMatter(yamlLines: readonly string[]): Entry[] | undefined {
  let value: unknown
  try {
    value = jsYaml.safeLoad(yamlLines.join('\n'), { onWarning: () => {} })
  } catch {
    return undefined
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined
  return Object.entries(value).map(([key, entryValue]) => {
    const index = yamlLines.findIndex((line) => line.startsWith(key) && /^\s*:/.test(line.slice(key.length)))
    // The YAML starts on line 2 of the file, after the opening `---`.
    const keyAt = { line: Math.max(index, 0) + 2, column: 1 }
    return { key, value: entryValue, keyAt, valueAt: undefined }
  })
}

/*
 * Most front matter is a few lines of `key: "text"`, `key: 3` or `key: true`. Those are read
 * here, with the values the YAML parser gives them, at a fraction of its cost (it was 6% of
 * compiling a page). Anything else in the block (a list, a comment after a value, an escape,
 * `null`, a number that is not a plain integer, a repeated key...) and the whole block goes to
 * the YAML parser, so every error is still reported by it.
 */
const SIMPLE_LINE =
  /^([A-Za-z_][\w-]*): +(?:"([^"\\]*)"|'([^']*)'|(0|-?[1-9]\d{0,14})|([A-Za-z][\w .,()/-]*[\w.)/]|[A-Za-z]))$/
const NOT_PLAIN_TEXT = new Set(['null', 'Null', 'NULL', 'true', 'True', 'TRUE', 'false', 'False', 'FALSE'])
const BOOLEANS: Readonly<Record<string, boolean>> = {
  true: true,
  True: true,
  TRUE: true,
  false: false,
  False: false,
  FALSE: false,
}

/** The entries of front matter made only of simple lines (see above); undefined for any other. */
export function readSimpleEntries(yamlLines: readonly string[]): Entry[] | undefined {
  const entries: Entry[] = []
  const seen = new Set<string>()
  for (let i = 0; i < yamlLines.length; i++) {
    const line = yamlLines[i] as string
    if (line.trim() === '') continue
    const match = SIMPLE_LINE.exec(line)
    if (!match) return undefined
    const [, key = '', doubleQuoted, singleQuoted, integer, plain] = match
    if (NOT_PLAIN_TEXT.has(key) || seen.has(key)) return undefined
    seen.add(key)
    let value: unknown
    if (doubleQuoted !== undefined) value = doubleQuoted
    else if (singleQuoted !== undefined) value = singleQuoted
    else if (integer !== undefined) value = Number(integer)
    else if (plain !== undefined && plain in BOOLEANS) value = BOOLEANS[plain]
    else if (plain !== undefined && !NOT_PLAIN_TEXT.has(plain)) value = plain
    else return undefined
    // The YAML starts on line 2 of the file; the value starts after the colon and its spaces.
    const valueStart = key.length + 1 + countSpaces(line, key.length + 1)
    entries.push({ key, value, keyAt: { line: i + 2, column: 1 }, valueAt: { line: i + 2, column: valueStart + 1 } })
  }
  return entries
}

function countSpaces(line: string, from: number): number {
  let n = 0
  while (line.charCodeAt(from + n) === 32) n++
  return n
}

function yamlErrorDiagnostic(error: YAMLError, file: string, position: Position): Diagnostic {
  const reason = error.message.replace(/^./, (c) => c.toLowerCase()).replace(/\.$/, '')
  return {
    severity: 'error',
    code: 'frontmatter/invalid-yaml',
    message: `invalid YAML in front matter: ${reason}`,
    hint:
      YAML_HINTS[error.code] ?? 'quote values that contain ": " or start with a special character ("title: \'a: b\'")',
    file,
    position,
  }
}

const YAML_HINTS: Partial<Record<string, string>> = {
  DUPLICATE_KEY: 'remove one of the two entries with the same key',
  MISSING_CHAR: 'close the quote or bracket that starts here',
  BAD_INDENT: 'indent nested values consistently and close "[" and "{" on the same entry',
  TAB_AS_INDENT: 'indent with spaces; YAML does not allow tabs',
}

function hintFor(key: string, value: unknown): string {
  const kind = FRONTMATTER_FIELDS[key as keyof typeof FRONTMATTER_FIELDS]
  if (kind === 'number' && typeof value === 'string') return `write the number without quotes: ${key}: 1`
  if (kind === 'string-list') return `write a YAML list: ${key}: [first, second]`
  if (kind === 'boolean') return `write ${key}: true or ${key}: false, without quotes`
  if (kind === 'heading-level') return `write a heading level from 2 to 6: ${key}: 3`
  if (key === 'id') return 'the id replaces the file name; the folder part comes from where the file is'
  return `quote the value if it should be text: ${key}: "…"`
}
