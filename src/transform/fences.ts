/** A fence opener or closer, possibly inside blockquotes and list items. */
const FENCE_LINE = /^([ \t]*(?:>[ \t]?)*[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?)(`{3,}|~{3,})(.*)$/

/** A `$$` math block's opener or closer (remark-math), likewise. Its rest holds no `$` (`$$x$$` is inline math). */
const MATH_FENCE_LINE = /^([ \t]*(?:>[ \t]?)*[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?)(\${2,})([^$]*)$/

/**
 * Follow fenced code blocks line by line, for the text rewrites done before parsing: call the
 * returned function with each line in order; it says whether the line is code (a fence line or
 * inside a fence), which the rewrites must leave alone. With `math` (`markdown.math`), `$$` math
 * blocks count as code too.
 */
export function createFenceTracker(options: { math?: boolean } = {}): (line: string) => boolean {
  let fence: { char: string; length: number } | undefined
  const math = options.math === true
  return (line) => {
    const match = FENCE_LINE.exec(line) ?? (math && line.includes('$$') ? MATH_FENCE_LINE.exec(line) : null)
    if (fence) {
      const marker = match?.[2]
      if (marker?.[0] === fence.char && marker.length >= fence.length && (match?.[3] ?? '').trim() === '') {
        fence = undefined
      }
      return true
    }
    if (match?.[2]) {
      fence = { char: match[2][0] ?? '`', length: match[2].length }
      return true
    }
    return false
  }
}
