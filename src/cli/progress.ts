/** A one-line progress bar for long stages, drawn only on a terminal (CI logs stay clean). */
export interface ProgressBar {
  update(stage: string, done: number, total: number): void
  clear(): void
}

const WIDTH = 24

/** A progress bar on `stream` when it is a TTY; a no-op otherwise. */
export function createProgressBar(stream: NodeJS.WriteStream): ProgressBar {
  if (!stream.isTTY) return { update() {}, clear() {} }
  let shown = false
  let last = 0
  return {
    update(stage, done, total) {
      const now = Date.now()
      if (now - last < 50 && done < total) return
      last = now
      const filled = total === 0 ? WIDTH : Math.round((done / total) * WIDTH)
      stream.write(
        `\r\u001b[K  ${stage.padEnd(8)} [${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${done}/${total}`,
      )
      shown = true
    },
    clear() {
      if (!shown) return
      stream.write('\r\u001b[K')
      shown = false
    },
  }
}
