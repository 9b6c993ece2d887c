import { closeSync, fstatSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { crc32 } from 'node:zlib'
import { isRunning } from '../files/index.js'
import { BodyFile } from './body-file.js'
import { type CompiledEntry, isStored, serializedBody, storedSize } from './body-store.js'
import { BODIES_START, CRC32, MAGIC, writeStreamed } from './cache-files.js'
import type { StoredIndex } from './index-format.js'

// How `CompileCache.save` writes the bodies file: a cold build's file renamed into place, the
// bodies of a warm build appended to the file already there, or every body copied to a new one.

/** The bodies file as the cache last read or wrote it: open, the checksum of its bodies, and where they end. */
export interface CurrentBodies {
  file: BodyFile
  digest: Buffer
  /** The end of the bodies the entries point into (bytes after it are not theirs). */
  end: number
}

/** What a save wrote: the bodies' checksum and end, the index's entries, and the file they now point into. */
export interface SavedBodies {
  digest: Buffer
  end: number
  entries: StoredIndex['entries']
  /** Undefined when the entries still point elsewhere (the file was replaced by another process). */
  current: CurrentBodies | undefined
}

/** What each way of saving is given: the entries to save (pointed at their new place), their sources' stamps. */
interface SaveInput {
  entries: Map<string, CompiledEntry>
  stamps: ReadonlyMap<string, string>
  /** Where the bodies file goes (`bodies.bin`). */
  target: string
}

/** Make `fresh`, which holds the body of every entry, the bodies file: a header, then a rename. */
export async function publishBodies(input: SaveInput & { fresh: BodyFile }): Promise<SavedBodies> {
  const { entries, stamps, fresh, target } = input
  const check = CRC32.start()
  await fresh.eachChunk(BODIES_START, (chunk) => check.update(chunk))
  const digest = check.digest()
  const stored: StoredIndex['entries'] = []
  for (const [entryKey, { meta, body }] of entries) {
    const { start, end } = isStored(body) ? body : { start: 0, end: 0 }
    stored.push([entryKey, meta, start - BODIES_START, end - BODIES_START, stamps.get(entryKey)])
  }
  fresh.publish(target, Buffer.concat([Buffer.from(MAGIC), digest]))
  const current = { file: fresh, digest, end: fresh.size }
  return { ...current, entries: stored, current }
}

/**
 * Append to the bodies file at `target` (the one `current` has open) the bodies of the entries
 * not in it yet, and point those entries at them: a warm build of 10,000 pages with one page
 * edited wrote its 600 MB again in seconds; this writes one body. No byte already there changes
 * (a reader holding ranges of the file still reads the same bodies); the checksum continues over
 * the new bytes (CRC-32 continues from a previous value) and goes into the index with their end
 * (see `StoredIndex.bodiesLength`), written after them: a save killed midway leaves bytes the
 * index does not count. One process appends at a time (`bodies.bin.lock`), and only at the end
 * the index names. Undefined, with nothing written, when another process holds the lock, the
 * file at `target` is not `current` or has grown since, or bodies of entries no longer used
 * would outweigh the used ones: the caller then copies the used ones to a new file.
 */
export function appendBodies(input: SaveInput & { current: CurrentBodies }): SavedBodies | undefined {
  const { entries, stamps, current, target } = input
  const { file } = current
  let inFile = 0
  let live = 0
  for (const { body } of entries.values()) {
    const size = storedSize(body) ?? 0
    live += size
    if (isStored(body) && body.file === file) inFile += size
  }
  if (current.end - BODIES_START - inFile > live) return undefined
  const unlock = lock(`${target}.lock`)
  if (!unlock) return undefined
  let fd: number | undefined
  try {
    fd = openSync(target, 'r+')
    if (!file.isSameFile(fd) || fstatSync(fd).size !== current.end) return undefined
    let end = current.end
    let value = current.digest.readUInt32BE(0)
    const stored: StoredIndex['entries'] = []
    let copy = Buffer.alloc(0)
    for (const [entryKey, entry] of entries) {
      let { body } = entry
      if (!isStored(body) || body.file !== file) {
        const size = storedSize(body)
        if (size !== undefined && copy.length < size) copy = Buffer.allocUnsafe(Math.max(size, 2 * copy.length))
        const blob = serializedBody(body, copy)
        file.writeAt(fd, blob, end)
        value = crc32(blob, value)
        body = { file, start: end, end: end + blob.length }
        end += blob.length
        file.grow(end)
        entries.set(entryKey, { meta: entry.meta, body })
      }
      stored.push([entryKey, entry.meta, body.start - BODIES_START, body.end - BODIES_START, stamps.get(entryKey)])
    }
    const digest = Buffer.alloc(4)
    digest.writeUInt32BE(value >>> 0)
    return { digest, end, entries: stored, current: { file, digest, end } }
  } catch {
    // Bytes written before a failure are past the end the index names: never read.
    return undefined
  } finally {
    if (fd !== undefined) closeSync(fd)
    unlock()
  }
}

/**
 * Write a new bodies file with the body of every entry: copied from the file it is stored in
 * (the previous `bodies.bin`, this build's file), one page at a time, so a 10000-page site
 * never holds a second copy of all its HTML just to save it. The entries are then pointed at
 * the new file, so the next save can append to it.
 */
export async function copyBodies(input: SaveInput): Promise<SavedBodies> {
  const { entries, stamps, target } = input
  const stored: StoredIndex['entries'] = []
  const digest = await writeStreamed(target, CRC32, async (append) => {
    let offset = 0
    // Stored bodies are copied through one buffer (each write is awaited before the next read).
    let copy = Buffer.alloc(0)
    for (const [entryKey, { meta, body }] of entries) {
      const size = storedSize(body)
      if (size !== undefined && copy.length < size) copy = Buffer.allocUnsafe(Math.max(size, 2 * copy.length))
      const blob = serializedBody(body, copy)
      stored.push([entryKey, meta, offset, offset + blob.length, stamps.get(entryKey)])
      offset += blob.length
      await append(blob)
    }
  })
  const end = BODIES_START + stored.reduce((sum, [, , start, stop]) => sum + (stop - start), 0)
  const file = BodyFile.open(target)
  // Another process may have replaced it already: then the entries stay where they are.
  if (file.size !== end) return { digest, end, entries: stored, current: undefined }
  for (const [entryKey, meta, start, stop] of stored)
    entries.set(entryKey, { meta, body: { file, start: BODIES_START + start, end: BODIES_START + stop } })
  return { digest, end, entries: stored, current: { file, digest, end } }
}

/**
 * Take the lock file `file` (holding this process's id); undefined when another running process
 * holds it. A lock left by a process that is gone is taken over. Returns its release.
 */
function lock(file: string): (() => void) | undefined {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(file, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return undefined
      let holder = Number.NaN
      try {
        holder = Number(readFileSync(file, 'utf8'))
      } catch {
        // Released meanwhile: try again.
      }
      if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) return undefined
      rmSync(file, { force: true })
    }
  }
  return undefined
}
