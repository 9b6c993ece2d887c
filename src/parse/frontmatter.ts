import { isMap, isNode, isScalar, isSeq, LineCounter, parseDocument, type YAMLError } from 'yaml'
import { closestMatch } from '../diagnostics/suggest.js'
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

  const yamlText = lines.slice(1, close).join('\n')
  const body = lines.slice(close + 1).join('\n')
  const diagnostics = readYaml(yamlText, file, frontmatter)
  return { frontmatter, body, bodyLine: close + 2, diagnostics }
}

function readYaml(yamlText: string, file: string, frontmatter: Frontmatter): Diagnostic[] {
  const lineCounter = new LineCounter()
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false })
  // The YAML starts on line 2 of the file, after the opening `---`.
  const at = (offset: number | undefined): Position => {
    const pos = lineCounter.linePos(offset ?? 0)
    return { line: pos.line + 1, column: pos.col }
  }
  const firstError = doc.errors[0]
  if (firstError) return [yamlErrorDiagnostic(firstError, file, at(firstError.pos[0]))]

  const contents = doc.contents
  if (contents === null || (isScalar(contents) && contents.value === null)) return []
  if (!isMap(contents)) {
    const received = isSeq(contents) ? 'a list' : describeValue(isScalar(contents) ? contents.value : contents)
    return [
      {
        severity: 'error',
        code: 'frontmatter/not-a-mapping',
        message: `front matter must be a mapping of keys to values, received ${received}`,
        hint: 'write one "key: value" pair per line, for example "title: Installation"',
        file,
        position: at(contents.range?.[0]),
      },
    ]
  }

  const diagnostics: Diagnostic[] = []
  for (const pair of contents.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key)
    const keyOffset = isNode(pair.key) ? pair.key.range?.[0] : undefined
    const valueNode = isNode(pair.value) ? pair.value : undefined
    const value: unknown = valueNode ? valueNode.toJS(doc) : (pair.value ?? null)
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
        position: at(keyOffset),
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
        position: at(valueNode?.range?.[0] ?? keyOffset),
      })
      continue
    }
    Object.assign(frontmatter, { [key]: value })
  }
  return diagnostics
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
