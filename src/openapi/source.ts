import {
  Composer,
  type CST,
  type Document,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  Parser,
  YAMLParseError,
} from 'yaml'
import type { Diagnostic, Position } from '../model/diagnostic.js'
import { jsonTooDeep, MAX_NESTING, tooDeepAt } from './nesting.js'
import type { Tokens } from './pointer.js'

/** A parsed spec file: plain data plus a way back to line and column. */
export interface SpecSource {
  /** The document as plain data; `null` when the file is empty. */
  root: unknown
  /**
   * Where the node at `tokens` starts, or the nearest ancestor that exists. With `key`, where its
   * key starts in the parent map (for missing and unknown fields).
   */
  locate(tokens: Tokens, options?: { key?: boolean }): Position
  /** Syntax errors (`openapi/invalid-syntax`). */
  diagnostics: Diagnostic[]
}

/** YAML aliases expanded before the file counts as hostile ("billion laughs"). */
const MAX_ALIAS_COUNT = 100

/**
 * Parse YAML, or JSON when `file` ends in `.json`. Well-formed JSON goes through `JSON.parse`
 * (a 500 KB document: ~40 ms, against ~1 s for the YAML parser), and the YAML parser (with its
 * JSON schema) runs only when a problem needs a line and column, or when `JSON.parse` refuses
 * the text (its messages and positions are the YAML parser's).
 */
export function parseSpecSource(file: string, text: string): SpecSource {
  const json = file.toLowerCase().endsWith('.json')
  return (json ? parseWellFormedJson(file, text) : undefined) ?? parseWithYaml(file, text, json)
}

function parseWellFormedJson(file: string, text: string): SpecSource | undefined {
  if (jsonTooDeep(text, MAX_NESTING)) return undefined // reported, with its position, by the YAML path
  let root: unknown
  try {
    root = JSON.parse(text)
  } catch {
    return undefined
  }
  let located: SpecSource | undefined
  return {
    root,
    diagnostics: [],
    locate: (tokens, options) => {
      located ??= parseWithYaml(file, text, true)
      return located.locate(tokens, options)
    },
  }
}

function parseWithYaml(file: string, text: string, json: boolean): SpecSource {
  const lineCounter = new LineCounter()
  const at = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset)
    return { line, column: col }
  }
  // The parser builds its tokens without recursion; the composer recurses once per level, so the
  // depth is checked on the tokens before anything recursive sees the document.
  const tokens = [...new Parser(lineCounter.addNewLine).parse(text)]
  const deep = tooDeepAt(tokens)
  if (deep !== undefined) {
    const diagnostic: Diagnostic = {
      severity: 'error',
      code: 'openapi/too-deep',
      message: `The document is nested more than ${MAX_NESTING} levels deep; it was not read`,
      hint: 'Flatten it: define deeply nested schemas once under #/components/schemas and point at them with $ref.',
      file,
      position: at(deep),
    }
    return { root: null, diagnostics: [diagnostic], locate: () => at(deep) }
  }
  const doc = composeOne(tokens, text.length, json)
  const diagnostics: Diagnostic[] = []
  const lines = new Set<number>()
  for (const error of doc.errors) {
    const position = at(error.pos[0])
    if (lines.has(position.line)) continue // the parser often reports one mistake several times
    lines.add(position.line)
    diagnostics.push({
      severity: 'error',
      code: 'openapi/invalid-syntax',
      message: `Invalid ${json ? 'JSON' : 'YAML'}: ${error.message}`,
      hint: json
        ? 'Fix the JSON syntax at this position (quotes around keys and strings, commas, brackets).'
        : 'Fix the YAML syntax at this position (indentation with spaces, quotes around values with ": " or "#").',
      file,
      position,
    })
  }
  let root: unknown = null
  try {
    root = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT })
  } catch (cause) {
    diagnostics.push({
      severity: 'error',
      code: 'openapi/invalid-syntax',
      message: `Could not read the document: ${cause instanceof Error ? cause.message : String(cause)}`,
      hint: 'Use fewer YAML aliases (*name); each one is expanded into a copy.',
      file,
      position: { line: 1, column: 1 },
    })
  }
  return { root, diagnostics, locate: (tokens, options) => at(offsetOf(doc, tokens, options?.key === true)) }
}

/** The first document of the tokens, as `parseDocument` composes it (a second one is an error). */
function composeOne(tokens: readonly CST.Token[], end: number, json: boolean): Document.Parsed {
  const composer = new Composer({ prettyErrors: false, ...(json ? { schema: 'json' as const } : {}) })
  let first: Document.Parsed | undefined
  for (const doc of composer.compose(tokens, true, end)) {
    if (!first) first = doc
    else {
      first.errors.push(
        new YAMLParseError([doc.range[0], doc.range[1]], 'MULTIPLE_DOCS', 'the file holds more than one YAML document'),
      )
      break
    }
  }
  // `compose(..., true)` always yields a document, an empty one at the least.
  if (!first) throw new Error('Internal error: the YAML composer returned no document')
  return first
}

/**
 * Character offset of the node at `tokens`. When a token is missing, the deepest node that exists
 * (its key with `wantKey`, so "missing field" problems point at the parent's key line).
 */
function offsetOf(doc: Document, tokens: Tokens, wantKey: boolean): number {
  let node: unknown = doc.contents
  let offset = startOf(node) ?? 0
  for (const token of tokens) {
    if (isAlias(node)) node = node.resolve(doc)
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === token)
      if (!pair) break
      const keyStart = startOf(pair.key)
      node = pair.value
      offset = (wantKey || isEmptyScalar(node) ? keyStart : startOf(node)) ?? keyStart ?? offset
    } else if (isSeq(node)) {
      const item = node.items[Number(token)]
      if (item === undefined) break
      node = item
      offset = startOf(node) ?? offset
    } else {
      break
    }
  }
  return offset
}

function startOf(node: unknown): number | undefined {
  if (typeof node !== 'object' || node === null || !('range' in node)) return undefined
  const range: unknown = node.range
  return Array.isArray(range) && typeof range[0] === 'number' ? range[0] : undefined
}

/** `key:` with nothing after it: the parser places the null value at the end of the line. */
function isEmptyScalar(node: unknown): boolean {
  return isScalar(node) && node.value === null && node.source === ''
}
