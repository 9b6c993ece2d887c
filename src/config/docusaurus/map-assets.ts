import { existsSync } from 'node:fs'
import path from 'node:path'
import { toPosix } from '../../files/index.js'
import { bool, isObject, type Obj } from './values.js'

// What a Docusaurus config adds to every page besides its content: its stylesheets (the classic
// theme's `customCss`, `stylesheets`) and scripts.

/**
 * The classic theme's options: `customCss` (a path or a list; `require.resolve` makes them
 * absolute), each a file of the site, from its folder. Other options are docsgen's theme's own.
 */
export function mapClassicTheme(
  options: unknown,
  at: { rootDir: string; where: string; note: (key: string) => void },
): string[] {
  if (!isObject(options)) return []
  const files: string[] = []
  for (const [key, value] of Object.entries(options)) {
    if (key !== 'customCss') {
      at.note(`${at.where}.${key}`)
      continue
    }
    const list = Array.isArray(value) ? value : [value]
    list.forEach((file, i) => {
      const abs = typeof file === 'string' ? path.resolve(at.rootDir, file) : undefined
      if (abs && existsSync(abs)) files.push(toPosix(path.relative(at.rootDir, abs)))
      else
        at.note(
          `${at.where}.customCss${Array.isArray(value) ? `[${i}]` : ''}${typeof file === 'string' ? ` "${file}" (not a file of the site)` : ''}`,
        )
    })
  }
  return files
}

/** A `stylesheets` entry: a URL, or `{ href, ...attributes }` (the attributes are noted, not applied). */
export function mapStylesheet(value: unknown, where: string, note: (key: string) => void): Obj[] {
  if (typeof value === 'string') return [{ href: value }]
  if (!isObject(value) || typeof value.href !== 'string') {
    note(where)
    return []
  }
  for (const key of Object.keys(value)) if (key !== 'href') note(`${where}.${key}`)
  return [{ href: value.href }]
}

/** A `scripts` entry: a URL, or `{ src, async, defer }`. */
export function mapScript(value: unknown): Obj[] {
  if (typeof value === 'string') return [{ src: value }]
  if (isObject(value) && typeof value.src === 'string') {
    const async = bool(value.async)
    const defer = bool(value.defer)
    return [{ src: value.src, ...(async !== undefined ? { async } : {}), ...(defer !== undefined ? { defer } : {}) }]
  }
  return []
}
