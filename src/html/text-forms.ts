const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' }

/** Escape text for HTML content, a double-quoted attribute, or XML text. */
export function escapeHtml(value: string): string {
  return value.replace(/[&"<>]/g, (char) => HTML_ESCAPES[char] ?? char)
}
