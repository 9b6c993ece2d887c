import { LineCounter, parseDocument } from 'yaml'
import { readCategoryLink } from '../config/index.js'
import type { Diagnostic } from '../model/diagnostic.js'
import type { CategoryMeta } from '../model/page.js'

/**
 * Parse one category file (`_category_.json`, or `_category_.yml` / `.yaml`, as Docusaurus reads
 * them); problems are reported and the field ignored.
 */
export function parseCategoryMeta(text: string, file: string): { meta: CategoryMeta; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = []
  const read = file.endsWith('.json') ? readJson(text, file) : readYaml(text, file)
  if ('diagnostic' in read) return { meta: {}, diagnostics: [read.diagnostic] }
  const raw = read.value
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    diagnostics.push({
      severity: 'error',
      code: 'sidebar/invalid-category-file',
      file,
      message: `${file} must hold a JSON object`,
      hint: file.endsWith('.json')
        ? 'Write { "label": "…", "position": 1 }.'
        : 'Write label: …, then position: 1, one per line.',
    })
    return { meta: {}, diagnostics }
  }
  const obj = raw as Record<string, unknown>
  const meta: CategoryMeta = {}
  const check = <T>(key: string, type: string, set: (v: T) => void): void => {
    const v = obj[key]
    if (v === undefined) return
    if (typeof v === type) set(v as T)
    else
      diagnostics.push({
        severity: 'warning',
        code: 'sidebar/invalid-category-field',
        file,
        message: `${file}: "${key}" must be a ${type}, received ${typeof v}`,
        hint: `Fix or remove "${key}".`,
      })
  }
  check<string>('label', 'string', (v) => {
    meta.label = v
  })
  check<number>('position', 'number', (v) => {
    meta.position = v
  })
  check<boolean>('collapsed', 'boolean', (v) => {
    meta.collapsed = v
  })
  check<boolean>('collapsible', 'boolean', (v) => {
    meta.collapsible = v
  })
  check<string>('className', 'string', (v) => {
    meta.className = v
  })
  const link = obj.link
  if (link === null) meta.noLink = true
  else if (link !== undefined) {
    const index = readCategoryLink(link)
    if (index.kind === 'doc') meta.linkDocId = index.id
    else if (index.kind === 'generated-index') meta.generatedIndex = index.link
    else
      diagnostics.push({
        severity: 'warning',
        code: 'sidebar/invalid-category-field',
        file,
        message: `${file}: "link" ${index.problem}`,
        hint: 'Write { "type": "doc", "id": "…" }, { "type": "generated-index" } (with an optional slug, title, description), or null.',
      })
  }
  return { meta, diagnostics }
}

function readJson(text: string, file: string): { value: unknown } | { diagnostic: Diagnostic } {
  try {
    return { value: JSON.parse(text) }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return {
      diagnostic: {
        severity: 'error',
        code: 'sidebar/invalid-category-file',
        file,
        message: `${file} is not valid JSON: ${reason}`,
        hint: 'Fix the JSON syntax (keys and strings in double quotes, no trailing commas).',
      },
    }
  }
}

function readYaml(text: string, file: string): { value: unknown } | { diagnostic: Diagnostic } {
  const lines = new LineCounter()
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false })
  const [error] = document.errors
  if (!error) return { value: document.toJS() }
  const at = lines.linePos(error.pos[0])
  return {
    diagnostic: {
      severity: 'error',
      code: 'sidebar/invalid-category-file',
      file,
      position: { line: at.line, column: at.col },
      message: `${file} is not valid YAML: ${error.message.split('\n')[0]}`,
      hint: 'Fix the YAML syntax (a `key: value` per line, nested keys indented with spaces).',
    },
  }
}
