/** Levenshtein distance, for "did you mean" hints. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0
  const prev = new Array<number>(b.length + 1)
  for (let j = 0; j <= b.length; j++) prev[j] = j
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0] ?? 0
    prev[0] = i
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j] ?? 0
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      prev[j] = Math.min(up + 1, (prev[j - 1] ?? 0) + 1, diag + cost)
      diag = up
    }
  }
  return prev[b.length] ?? 0
}

/**
 * The closest candidate to `input`, if it is close enough to be a likely typo
 * (case-insensitive match first, then edit distance up to a third of the length).
 */
export function closestMatch(input: string, candidates: Iterable<string>): string | undefined {
  const lower = input.toLowerCase()
  let best: string | undefined
  let bestScore = Number.POSITIVE_INFINITY
  for (const c of candidates) {
    if (c.toLowerCase() === lower) return c
    const score = editDistance(lower, c.toLowerCase())
    if (score < bestScore) {
      bestScore = score
      best = c
    }
  }
  const limit = Math.max(2, Math.floor(input.length / 3))
  return bestScore <= limit ? best : undefined
}
