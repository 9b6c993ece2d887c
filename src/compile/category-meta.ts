import type { Diagnostic } from '../model/diagnostic.js'
import type { CategoryMeta } from '../model/page.js'

/** Parse one `_category_.json`; problems are reported and the field ignored. */
export function parseCategoryMeta(text: string, file: string): { meta: CategoryMeta; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = []
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    diagnostics.push({
      severity: 'error',
      code: 'sidebar/invalid-category-file',
      file,
      message: `${file} is not valid JSON: ${reason}`,
      hint: 'Fix the JSON syntax (keys and strings in double quotes, no trailing commas).',
    })
    return { meta: {}, diagnostics }
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    diagnostics.push({
      severity: 'error',
      code: 'sidebar/invalid-category-file',
      file,
      message: `${file} must hold a JSON object`,
      hint: 'Write { "label": "…", "position": 1 }.',
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
  const link = obj.link as { type?: unknown; id?: unknown } | undefined
  if (link && link.type === 'doc' && typeof link.id === 'string') meta.linkDocId = link.id
  return { meta, diagnostics }
}
