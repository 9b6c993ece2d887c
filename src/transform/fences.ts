/** A fence opener or closer, possibly inside blockquotes and list items. */
const FENCE_LINE = /^([ \t]*(?:>[ \t]?)*[ \t]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?)(`{3,}|~{3,})(.*)$/

/**
 * Follow fenced code blocks line by line, for the text rewrites done before parsing: call the
 * returned function with each line in order; it says whether the line is code (a fence line or
 * inside a fence), which the rewrites must leave alone.
 */
export function createFenceTracker(): (line: string) => boolean {
  let fence: { char: string; length: number } | undefined
  return (line) => {
    const match = FENCE_LINE.exec(line)
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
