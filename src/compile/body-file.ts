import {
  closeSync,
  fstatSync,
  openSync,
  read,
  readFileSync,
  readSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs'
import { tmpdir, uptime } from 'node:os'
import path from 'node:path'
import { deserialize, serialize } from 'node:v8'
import type { PageBody, PageSearchText } from '../model/page.js'

/** Where a body is stored: a byte range of a body file (see `serializeBody`). */
export interface StoredBody {
  file: BodyFile
  start: number
  end: number
}

/** Open files are closed once no page refers to them any more (or when the process ends). */
const closer = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd)
  } catch {
    // Already closed.
  }
})

/**
 * What a compile worker thread needs to write bodies into a body file: its descriptor (threads
 * share descriptors) and its end, shared by every thread that writes, which each reserves the
 * range it writes with one atomic add.
 */
export interface SharedBodyFile {
  fd: number
  end: SharedArrayBuffer
}

/**
 * A file of page bodies, each serialised at a byte range, read back one body at a time: the build
 * cache's `bodies.bin`, or the file a build writes compiled bodies to, so the HTML of a large site
 * is never in memory all at once (10000 pages hold about 600 MB of it). Bytes once written are
 * never changed (the cache appends the bodies of a warm build, or writes a new file and renames
 * it; an open file keeps its bytes); only the cache's header checksum is written again.
 *
 * Several threads write into one file at once: each reserves a range at the shared end (an atomic
 * add), then writes it, so the bodies of a build are in one file that can become the cache's.
 */
export class BodyFile {
  readonly #fd: number
  /** The end of the file (a `BigInt64Array` of one, shared with the writing threads). */
  readonly #end: BigInt64Array
  /** The name of a file made by `create`, until `publish` or `discard`. */
  #file: string | undefined
  /** Its removal at exit, until then. */
  #removeOnExit: (() => void) | undefined

  private constructor(fd: number, size: number, file?: string) {
    this.#fd = fd
    this.#end = new BigInt64Array(new SharedArrayBuffer(8))
    this.#end[0] = BigInt(size)
    this.#file = file
    closer.register(this, fd, this)
  }

  /** Open an existing file for reading. Throws when it cannot be opened. */
  static open(file: string): BodyFile {
    const fd = openSync(file, 'r')
    return new BodyFile(fd, fstatSync(fd).size)
  }

  /**
   * A new temporary file, removed at once (its bytes stay readable until it is closed), so nothing
   * is left behind even when the build is killed.
   */
  static temporary(dir: string = tmpdir()): BodyFile {
    const file = path.join(dir, `docsgen-bodies-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`)
    const fd = openSync(file, 'wx+', 0o600)
    try {
      unlinkSync(file)
    } catch {
      // Systems that cannot remove an open file: removed when the process exits.
      process.once('exit', () => {
        try {
          closeSync(fd)
          unlinkSync(file)
        } catch {
          // Gone already.
        }
      })
    }
    return new BodyFile(fd, 0)
  }

  /**
   * A new file named `file`, its first `reserved` bytes left for a header, that can become
   * another file (`publish`: the cache's bodies file, without copying a byte) or be dropped
   * (`discard`). Removed when the process exits if it is still neither. Made with the usual
   * permissions (a cache file other tools may read), unlike a temporary file.
   */
  static create(file: string, reserved: number): BodyFile {
    const fd = openSync(file, 'wx+')
    const body = new BodyFile(fd, reserved, file)
    const remove = (): void => body.discard()
    process.once('exit', remove)
    body.#removeOnExit = remove
    return body
  }

  /** The open file's stamp (see `fileStamp`). */
  stamp(): string {
    return fileStamp(fstatSync(this.#fd, { bigint: true }))
  }

  get size(): number {
    return Number(Atomics.load(this.#end, 0))
  }

  /** The descriptor and shared end, for a compile worker thread to write bodies with `writeBody`. */
  get shared(): SharedBodyFile {
    return { fd: this.#fd, end: this.#end.buffer as SharedArrayBuffer }
  }

  /** Whether `fd` is open on this same file (the cache's bodies file, opened again to append to it). */
  isSameFile(fd: number): boolean {
    const mine = fstatSync(this.#fd, { bigint: true })
    const other = fstatSync(fd, { bigint: true })
    return mine.ino === other.ino && mine.dev === other.dev
  }

  /** Write `bytes` at `position` through `fd`, another descriptor of this file (see `isSameFile`). */
  writeAt(fd: number, bytes: Uint8Array, position: number): void {
    writeAll(fd, bytes, position)
  }

  /** The file now ends at `end`: bytes appended through another descriptor can be read. */
  grow(end: number): void {
    if (end > this.size) Atomics.store(this.#end, 0, BigInt(end))
  }

  /** Append bytes; returns their range. */
  append(bytes: Uint8Array): { start: number; end: number } {
    return writeReserved(this.#fd, this.#end, bytes)
  }

  /**
   * Write `header` at the start of a file made by `create` and rename it to `target` (replacing
   * it). The file stays open and readable; it is no longer removed at exit.
   */
  publish(target: string, header: Uint8Array): void {
    if (this.#file === undefined) throw new Error('Only a created body file can be published')
    writeAll(this.#fd, header, 0)
    renameSync(this.#file, target)
    this.#forget()
  }

  /** Remove a file made by `create` (its bytes stay readable until it is closed). */
  discard(): void {
    if (this.#file === undefined) return
    try {
      unlinkSync(this.#file)
    } catch {
      // Gone already.
    }
    this.#forget()
  }

  #forget(): void {
    this.#file = undefined
    if (this.#removeOnExit) process.off('exit', this.#removeOnExit)
    this.#removeOnExit = undefined
  }

  /**
   * The bytes of a range, in `into` when it is large enough (the returned view is then only valid
   * until `into` is used again), else in a new buffer.
   */
  read(start: number, end: number, into?: Buffer): Buffer {
    if (start < 0 || end > this.size || end < start) throw new Error(`Body range ${start}-${end} out of bounds`)
    const bytes = into && into.length >= end - start ? into.subarray(0, end - start) : Buffer.allocUnsafe(end - start)
    let done = 0
    while (done < bytes.length) {
      const n = readSync(this.#fd, bytes, done, bytes.length - done, start + done)
      if (n === 0) throw new Error('Body file shorter than expected')
      done += n
    }
    return bytes
  }

  /** Feed the bytes from `start` to `end` (the end of the file) to `update`, in chunks, without blocking. */
  async eachChunk(start: number, update: (chunk: Buffer) => void, end = this.size): Promise<void> {
    const chunk = Buffer.allocUnsafe(4 * 1024 * 1024)
    const size = Math.min(end, this.size)
    for (let position = start; position < size; ) {
      const n = await new Promise<number>((resolve, reject) =>
        read(this.#fd, chunk, 0, Math.min(chunk.length, size - position), position, (error, bytesRead) =>
          error ? reject(error) : resolve(bytesRead),
        ),
      )
      if (n === 0) throw new Error('Body file shorter than expected')
      update(chunk.subarray(0, n))
      position += n
    }
  }

  /** Close now (a file still used by pages must stay open: then leave it to the finaliser). */
  close(): void {
    closer.unregister(this)
    closeSync(this.#fd)
  }
}

/** Write all of `bytes` at `position`. */
function writeAll(fd: number, bytes: Uint8Array, position: number): void {
  let done = 0
  while (done < bytes.length) done += writeSync(fd, bytes, done, bytes.length - done, position + done)
}

/** Reserve a range for `bytes` at the shared end (one atomic add: other threads write too), then write them there. */
function writeReserved(fd: number, end: BigInt64Array, bytes: Uint8Array): { start: number; end: number } {
  const start = Number(Atomics.add(end, 0, BigInt(bytes.length)))
  writeAll(fd, bytes, start)
  return { start, end: start + bytes.length }
}

/**
 * Serialise a body (the format of body files): a header (whether a Markdown form follows, and the
 * byte lengths of the next two parts), the HTML as UTF-8, the serialised search text, then the
 * Markdown form as UTF-8. Each stage reads only its part: render and links the HTML, search the
 * text, the llms stage the Markdown; none decodes the others.
 */
export function serializeBody(body: PageBody): Buffer {
  const { html, sections, searchTerms, markdown } = body
  // UTF-8: `v8.serialize` stores a string two bytes a character whenever V8 holds it so (any
  // string sliced from a source with a character outside Latin-1, or joined with one), which the
  // HTML of nearly every page is: twice the bytes to write and read.
  const htmlBytes = Buffer.from(html, 'utf8')
  const searchBytes = serialize(searchTerms ? { sections, searchTerms } : { sections })
  const header = Buffer.allocUnsafe(HEADER)
  header.writeUInt8(markdown === undefined ? 0 : 1, 0)
  header.writeUInt32LE(htmlBytes.length, 1)
  header.writeUInt32LE(searchBytes.length, 5)
  const parts = [header, htmlBytes, searchBytes]
  if (markdown !== undefined) parts.push(Buffer.from(markdown))
  return Buffer.concat(parts)
}

/** Bytes before a serialised body's parts: a flag (Markdown follows), the HTML's and the search text's lengths. */
const HEADER = 9

/** Where the parts of a serialised body are, from its header (offsets from the body's start). */
function layout(header: Buffer): { html: [number, number]; search: [number, number]; markdown: boolean } {
  const htmlEnd = HEADER + header.readUInt32LE(1)
  return {
    html: [HEADER, htmlEnd],
    search: [htmlEnd, htmlEnd + header.readUInt32LE(5)],
    markdown: header.readUInt8(0) === 1,
  }
}

/** A body back from the bytes of `serializeBody`. */
export function deserializeBody(bytes: Buffer): PageBody {
  const parts = layout(bytes)
  const html = bytes.toString('utf8', ...parts.html)
  const body: PageBody = { html, ...(deserialize(bytes.subarray(...parts.search)) as PageSearchText) }
  if (parts.markdown) body.markdown = bytes.toString('utf8', parts.search[1])
  return body
}

/** A body's parts, without those it does not have (a body file holds no `undefined`). */
export function bodyParts(body: PageBody & object): PageBody {
  const { html, sections, searchTerms, markdown } = body
  const parts: PageBody = { html, sections }
  if (searchTerms) parts.searchTerms = searchTerms
  if (markdown !== undefined) parts.markdown = markdown
  return parts
}

/**
 * Write a body into a shared body file (a compile worker writes into the file its pool gave it,
 * so the HTML never crosses to the main thread). Returns its range.
 */
export function writeBody(file: SharedBodyFile, body: PageBody): { start: number; end: number } {
  return writeReserved(file.fd, new BigInt64Array(file.end), serializeBody(body))
}

/**
 * Bodies are read into one reusable buffer (deserialising copies the strings out of it): reading
 * every page of a large site, twice, then leaves no garbage outside the JS heap, which V8 would
 * collect late.
 */
const scratch = { bytes: Buffer.alloc(0) }

/** A reusable buffer of at least `size` bytes (its contents are overwritten by the next use). */
export function scratchBuffer(size: number): Buffer {
  if (scratch.bytes.length < size) scratch.bytes = Buffer.allocUnsafe(Math.max(size, 2 * scratch.bytes.length, 1 << 16))
  return scratch.bytes
}

/** Read a body back from its file (into a reused buffer: deserialising copies the strings out). */
export function readBody({ file, start, end }: StoredBody): PageBody {
  return deserializeBody(file.read(start, end, scratchBuffer(end - start)))
}

/** The layout of a stored body, from its header. */
function storedLayout({ file, start }: StoredBody): ReturnType<typeof layout> {
  return layout(file.read(start, start + HEADER, scratchBuffer(HEADER)))
}

/** Read only a stored body's HTML. */
export function readBodyHtml(body: StoredBody): string {
  const [from, to] = storedLayout(body).html
  return body.file.read(body.start + from, body.start + to, scratchBuffer(to - from)).toString('utf8')
}

/** Read only a stored body's search text. */
export function readBodySearchText(body: StoredBody): PageSearchText {
  const [from, to] = storedLayout(body).search
  return deserialize(body.file.read(body.start + from, body.start + to, scratchBuffer(to - from))) as PageSearchText
}

/** Read only a stored body's Markdown form (undefined when it has none). */
export function readMarkdown(body: StoredBody): string | undefined {
  const parts = storedLayout(body)
  if (!parts.markdown) return undefined
  const from = body.start + parts.search[1]
  return body.file.read(from, body.end, scratchBuffer(body.end - from)).toString('utf8')
}

/**
 * A file's stamp: size, modification and change times in nanoseconds, inode, and the machine's
 * boot. The change time moves with every write, rename or `utimes` (only a change of the system
 * clock can set it back), so a file with the stamp it had when written is the file as written;
 * after a restart (a crash may have kept a file's metadata but not all its data) no stamp matches.
 */
export function fileStamp(stat: { size: bigint; mtimeNs: bigint; ctimeNs: bigint; ino: bigint }): string {
  return `${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}:${stat.ino}:${bootId()}`
}

let boot: string | undefined

/** This boot of the machine: Linux's boot id, else the minute it started (from its uptime). */
function bootId(): string {
  if (boot !== undefined) return boot
  try {
    boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()
  } catch {
    boot = String(Math.round((Date.now() / 1000 - uptime()) / 60))
  }
  return boot
}
