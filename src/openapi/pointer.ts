/** A JSON pointer as a list of unescaped tokens (`['paths', '/posts/{id}', 'get']`). */
export type Tokens = readonly string[]

/** `#/paths/~1posts~1{id}/get` for the tokens, as RFC 6901 fragments are written in specs. */
export function formatPointer(tokens: Tokens): string {
  let out = '#'
  for (const token of tokens) out += `/${token.replaceAll('~', '~0').replaceAll('/', '~1')}`
  return out
}

/**
 * The tokens of a local `$ref` (`#/components/schemas/Post`), or `undefined` when it is not a
 * local reference. Tokens are percent-decoded, since a `$ref` is a URI fragment.
 */
export function parseLocalRef(ref: string): string[] | undefined {
  if (ref === '#') return []
  if (!ref.startsWith('#/')) return undefined
  return ref
    .slice(2)
    .split('/')
    .map((raw) => {
      const token = raw.replaceAll('~1', '/').replaceAll('~0', '~')
      try {
        return decodeURIComponent(token)
      } catch {
        return token
      }
    })
}
