import { createHash } from 'node:crypto'
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs'
import { rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** Whether a process with this id is running (EPERM: running, as another user). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Modules this process wrote, removed when it exits. */
const written = new Set<string>()
/** Prefixes whose leftovers were looked for. */
const swept = new Set<string>()

/**
 * Write generated module `code` (a bundled theme, a site's components) to the OS temp folder for
 * this process and its worker threads to import: `<prefix><hash>-<pid>.mjs`, written then renamed
 * (never imported half-written), reused while the code is the same, removed when the process
 * exits. A process that was killed leaves its modules: the first write of each prefix removes
 * those of processes that are gone (the temp folder filled with hundreds of them before).
 */
export async function writeTempModule(prefix: string, code: string): Promise<{ file: string; hash: string }> {
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16)
  const file = path.join(tmpdir(), `${prefix}${hash}-${process.pid}.mjs`)
  if (!swept.has(prefix)) {
    swept.add(prefix)
    removeLeftovers(prefix)
  }
  if (!existsSync(file)) {
    const partial = `${file}.${Date.now()}.tmp`
    await writeFile(partial, code)
    await rename(partial, file)
  }
  if (written.size === 0) process.once('exit', removeWritten)
  written.add(file)
  return { file, hash }
}

function removeWritten(): void {
  for (const file of written) rmSync(file, { force: true })
  written.clear()
}

/** Modules of `prefix` left by processes that are gone, and ones named before they carried a process id. */
function removeLeftovers(prefix: string): void {
  let names: string[]
  try {
    names = readdirSync(tmpdir())
  } catch {
    return
  }
  const weekAgo = Date.now() - 7 * 24 * 3600 * 1000
  for (const name of names) {
    if (!name.startsWith(prefix)) continue
    const pid = /^[0-9a-f]{16}-(\d+)\.mjs$/.exec(name.slice(prefix.length))?.[1]
    const file = path.join(tmpdir(), name)
    try {
      if (pid !== undefined) {
        if (Number(pid) !== process.pid && !isRunning(Number(pid))) rmSync(file, { force: true })
      } else if (/^[0-9a-f]{16}\.mjs$/.test(name.slice(prefix.length))) {
        // Named by content only (before): shared by every process, removed once a week old.
        if (statSync(file).mtimeMs < weekAgo) rmSync(file, { force: true })
      }
    } catch {
      // Gone already, or not ours to remove.
    }
  }
}
