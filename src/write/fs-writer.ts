import { existsSync } from 'node:fs'
import { cp, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { OutputFile, WriteResult, Writer } from './writer.js'

/**
 * Writes the site into a temporary folder beside the output folder and swaps it in on `commit`,
 * so a failed or interrupted build never leaves a half-written site behind.
 */
export class FsWriter implements Writer {
  readonly outDir: string
  readonly #tmpDir: string
  readonly #madeDirs = new Set<string>()
  #files = 0
  #bytes = 0
  /** Set by `abort`: writes still in flight stop instead of recreating the temporary folder. */
  #aborted = false

  constructor(outDir: string) {
    this.outDir = path.resolve(outDir)
    const parent = path.dirname(this.outDir)
    this.#tmpDir = path.join(parent, `.docsgen-tmp-${process.pid}-${path.basename(this.outDir)}`)
  }

  /** The temporary folder, removed by `abort` (also on SIGINT/SIGTERM by the CLI). */
  get tempDir(): string {
    return this.#tmpDir
  }

  async begin(): Promise<void> {
    this.#aborted = false
    await rm(this.#tmpDir, { recursive: true, force: true })
    await mkdir(this.#tmpDir, { recursive: true })
    this.#madeDirs.clear()
    this.#madeDirs.add(this.#tmpDir)
    this.#files = 0
    this.#bytes = 0
  }

  async add(file: OutputFile): Promise<void> {
    if (this.#aborted) throw new Error('Internal error: write after abort')
    const abs = path.join(this.#tmpDir, ...file.path.split('/'))
    if (!abs.startsWith(this.#tmpDir + path.sep))
      throw new Error(`Internal error: output path escapes the output folder: ${file.path}`)
    const dir = path.dirname(abs)
    if (!this.#madeDirs.has(dir)) {
      await mkdir(dir, { recursive: true })
      this.#madeDirs.add(dir)
    }
    await writeFile(abs, file.contents)
    this.#files++
    this.#bytes += typeof file.contents === 'string' ? Buffer.byteLength(file.contents) : file.contents.byteLength
  }

  async copyDir(fromAbs: string): Promise<void> {
    if (!existsSync(fromAbs)) return
    await cp(fromAbs, this.#tmpDir, { recursive: true, force: false, errorOnExist: false, dereference: false })
    const counted = await sizeOf(fromAbs)
    this.#files += counted.files
    this.#bytes += counted.bytes
  }

  async commit(): Promise<WriteResult> {
    const old = `${this.#tmpDir}-old`
    await rm(old, { recursive: true, force: true })
    if (existsSync(this.outDir)) await rename(this.outDir, old)
    await rename(this.#tmpDir, this.outDir)
    await rm(old, { recursive: true, force: true })
    return { files: this.#files, bytes: this.#bytes }
  }

  async abort(): Promise<void> {
    this.#aborted = true
    await rm(this.#tmpDir, { recursive: true, force: true })
    // A directory creation that was already under way when abort began may land after the first
    // removal; a second pass on the next turn of the event loop catches it.
    await new Promise((resolve) => setImmediate(resolve))
    await rm(this.#tmpDir, { recursive: true, force: true })
  }
}

async function sizeOf(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0
  let bytes = 0
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    files++
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size
  }
  return { files, bytes }
}
