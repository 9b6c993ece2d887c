/**
 * Whole-document checks, done before markdown-it runs, for input the fast path never takes:
 *
 * - `\r` (markdown-it normalises line endings, micromark keeps them in values and offsets), NUL,
 *   tabs (column arithmetic), a byte order mark, and whitespace other than spaces and line feeds
 *   (the two parsers disagree on what trims and what flanks);
 * - `*` or `_` next to a non-ASCII character (the two parsers' Unicode punctuation tables for
 *   emphasis flanking may differ).
 */
const UNSUPPORTED =
  /[\r\0\t\v\f\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[^\0-\x7f][*_]|[*_][^\0-\x7f]/

/** Why the document cannot take the fast path, or `undefined` if it may try. */
export function precheck(text: string): string | undefined {
  const found = UNSUPPORTED.exec(text)
  return found ? `unsupported character ${JSON.stringify(found[0])}` : undefined
}
