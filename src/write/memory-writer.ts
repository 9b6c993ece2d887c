import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { toPosix } from '../text-forms.js'
import type { OutputFile, WriteResult, Writer } from './writer.js'

/** Keeps the built site in memory: for the dev server and for tests. */
export class MemoryWriter implements Writer {
  /** The committed output, by path. */
  files: ReadonlyMap<string, string | Uint8Array> = new Map()
  #pending = new Map<string, string | Uint8Array>()

  async begin(): Promise<void> {
    this.#pending = new Map()
  }

  async add(file: OutputFile): Promise<void> {
    this.#pending.set(file.path, file.contents)
  }

  async copyDir(fromAbs: string): Promise<void> {
    if (!existsSync(fromAbs)) return
    for (const entry of await readdir(fromAbs, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile()) continue
      const abs = path.join(entry.parentPath, entry.name)
      const rel = toPosix(path.relative(fromAbs, abs))
      if (!this.#pending.has(rel)) this.#pending.set(rel, await readFile(abs))
    }
  }

  async commit(): Promise<WriteResult> {
    const sorted = new Map([...this.#pending].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    this.files = sorted
    let bytes = 0
    for (const c of sorted.values()) bytes += typeof c === 'string' ? Buffer.byteLength(c) : c.byteLength
    return { files: sorted.size, bytes }
  }

  async abort(): Promise<void> {
    this.#pending = new Map()
  }

  /** A committed file as text (tests). */
  text(filePath: string): string | undefined {
    const c = this.files.get(filePath)
    return c === undefined ? undefined : typeof c === 'string' ? c : Buffer.from(c).toString('utf8')
  }
}
