import type { CST } from 'yaml'

/**
 * Levels of nesting a document may have. The YAML composer and the checks recurse once per
 * level: past ~900 levels the composer overflows the stack, and V8 can then abort the whole
 * process (a regular expression compiled with no stack left is a fatal out-of-memory error,
 * not an exception). Real documents stay well under 60 levels.
 */
export const MAX_NESTING = 200

/**
 * The first collection nested deeper than `limit` in the parsed tokens (the parser's CST, built
 * without recursion), as its character offset, or `undefined` when the document is shallower.
 * Walked with an explicit stack, so a hostile document cannot overflow it either.
 */
export function tooDeepAt(tokens: readonly CST.Token[], limit: number = MAX_NESTING): number | undefined {
  const stack: [CST.Token, number][] = tokens.map((token) => [token, 0])
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [token, depth] = next
    if (depth > limit) return token.offset
    if (token.type === 'document' && token.value) stack.push([token.value, depth])
    if (token.type !== 'block-map' && token.type !== 'block-seq' && token.type !== 'flow-collection') continue
    for (const item of token.items) {
      if (item.key) stack.push([item.key, depth + 1])
      if (item.value) stack.push([item.value, depth + 1])
    }
  }
  return undefined
}

/** Whether JSON text nests brackets more than `limit` deep (strings skipped; no recursion). */
export function jsonTooDeep(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c)
        i++ // backslash: skip the escaped character
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return false
}
