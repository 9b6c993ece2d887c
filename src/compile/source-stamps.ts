import { createHash } from 'node:crypto'

export { stampOf } from '../files/index.js'

// What the compile stage knows of a source without compiling it: its stamp, and the hash of the
// snippets it includes; and how many sources it reads at once.

/** Sources read (or stat'ed) at once. */
export const READ_CONCURRENCY = 64

/** `map` with at most `limit` calls in flight; results in input order. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, map: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const run = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++
      results[i] = await map(items[i] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run))
  return results
}

/** Hash of the current texts of a page's dependencies (snippets), in order. */
export function dependencyHash(dependencies: readonly string[], textOf: (contentPath: string) => string): string {
  const hash = createHash('sha256')
  for (const dep of dependencies) hash.update(dep).update('\0').update(textOf(dep)).update('\0')
  return hash.digest('base64url')
}
