/**
 * A dynamic import that can be tried again. Chromium (150 and later) keeps a failed module fetch
 * in the page's module map: importing the same URL again fails at once, without a request, so a
 * Retry button would never load the chunk. After a failure, the next call imports the URL the
 * error names with a query of its own (`?retry=1`): a new module, fetched again (the chunks it
 * imports that did load are shared). Where the error names no URL (Safari), the import is called
 * again. Known limit: when what failed is a chunk the named one imports, the retry fails the same
 * way in Chromium; a reload of the page loads it.
 */
export function importAgainable<T>(load: () => Promise<T>): () => Promise<T> {
  let failed: string | undefined
  let attempts = 0
  return () => {
    const attempt = failed === undefined ? load() : (import(`${failed}?retry=${++attempts}`) as Promise<T>)
    return attempt.catch((error: unknown) => {
      failed = chunkUrlOf(error) ?? failed
      throw error
    })
  }
}

/** The module URL a failed import names ("Failed to fetch dynamically imported module: https://…/x.js"). */
function chunkUrlOf(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error)
  return /(https?:\/\/[^\s'"?#]+\.m?js)/.exec(message)?.[1]
}
