import path from 'node:path'

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' }

/** Escape text for HTML content, a double-quoted attribute, or XML text. */
export function escapeHtml(value: string): string {
  return value.replace(/[&"<>]/g, (char) => HTML_ESCAPES[char] ?? char)
}

/** A file-system path with `/` separators, as docsgen uses in messages, routes and output names. */
export function toPosix(p: string): string {
  return p.split(path.sep).join('/')
}
