import { isObject } from '../narrow.js'

/**
 * A memo of values made once per document (by its parsed root, let go with it) and key: what
 * operations share, such as a body sample or Try it's schema made from the same schema. The
 * values are shared by every caller: they must only be read.
 */
export function perDocument<T>(): (root: unknown, key: string, make: () => T) => T {
  const byRoot = new WeakMap<object, Map<string, T>>()
  return (root, key, make) => {
    if (!isObject(root)) return make()
    let made = byRoot.get(root)
    if (!made) {
      made = new Map()
      byRoot.set(root, made)
    }
    if (made.has(key)) return made.get(key) as T
    const value = make()
    made.set(key, value)
    return value
  }
}
