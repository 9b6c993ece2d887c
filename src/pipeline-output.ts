import { codeFingerprint } from './compile/index.js'
import { DocsgenError } from './diagnostics/error.js'
import type { BuildContext } from './pipeline.js'
import { type PreviousOutput, type Theme, themeHashOf } from './render/index.js'
import { type ManifestPage, readOutputManifest, type Writer } from './write/index.js'

// How `runPipeline` writes pages: a bounded queue of writes, and the pages kept from the
// previous output (see `previousOutput`).

/**
 * The pages of the previous output a build may keep: those of the manifest whose file still has
 * the stamp it had when it was written (a file changed or removed since is rendered again).
 */
export async function previousOutput(
  ctx: Pick<BuildContext, 'outputManifest' | 'renderMemo'>,
  writer: Writer,
  theme: Theme,
) {
  const file = ctx.outputManifest
  const themeHash = themeHashOf(theme)
  if (file === undefined || themeHash === undefined || ctx.renderMemo || !writer.stamps || !writer.reuse)
    return undefined
  const made = { code: codeFingerprint(), theme: themeHash }
  const recorded = await readOutputManifest(file, made)
  const stamps = await writer.stamps([...recorded.values()].map((page) => page.outFile))
  const pages = new Map<string, ManifestPage>()
  for (const [route, page] of recorded) if (stamps.get(page.outFile) === page.stamp) pages.set(route, page)
  let kept = 0
  const previous: PreviousOutput = {
    find(route, key) {
      const page = pages.get(route)
      if (page?.key !== key) return undefined
      kept++
      return page
    },
    has: (route) => pages.has(route),
  }
  return { file, made, pages, previous, kept: () => kept }
}

export async function keepPage(writer: Writer, page: ManifestPage): Promise<void> {
  if (await writer.reuse?.(page.outFile, page.stamp)) return
  throw new DocsgenError({
    severity: 'error',
    code: 'write/output-changed',
    message: `${page.outFile} in the output folder changed while docsgen was building`,
    hint: 'Something else writes to the output folder; run the build again when it has finished.',
  })
}

/** Files written at once: enough to keep the disk busy, few enough not to exhaust file handles. */
export const WRITE_CONCURRENCY = 16

/** Writes in flight, at most `limit`: `push` waits for room; the first failure is thrown by `push` or `drain`. */
export class WriteQueue {
  #running = new Set<Promise<void>>()
  #failure: { error: unknown } | undefined
  constructor(readonly limit: number) {}

  async push(write: Promise<void>): Promise<void> {
    const tracked: Promise<void> = write.then(
      () => {
        this.#running.delete(tracked)
      },
      (error: unknown) => {
        this.#running.delete(tracked)
        this.#failure ??= { error }
      },
    )
    this.#running.add(tracked)
    if (this.#running.size >= this.limit) await Promise.race(this.#running)
    if (this.#failure) throw this.#failure.error
  }

  async drain(): Promise<void> {
    await Promise.all(this.#running)
    if (this.#failure) throw this.#failure.error
  }
}
