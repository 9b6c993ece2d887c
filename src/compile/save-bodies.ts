import { closeSync, openSync } from 'node:fs'
import { crc32 } from 'node:zlib'
import type { BodyFile } from './body-file.js'
import { type CompiledEntry, isStored, serializedBody, storedSize } from './body-store.js'
import { BODIES_START, CRC32, MAGIC, writeStreamed } from './cache-files.js'
import type { StoredIndex } from './index-format.js'

// How `CompileCache.save` writes the bodies file: a cold build's file renamed into place, the
// bodies of a warm build appended to the file already there, or every body copied to a new one.

/** The bodies file as the cache last read or wrote it: open, with the checksum in its header. */
export interface CurrentBodies {
  file: BodyFile
  digest: Buffer
}

/** What a save wrote: the bodies file's checksum, the index's entries, and the file they now point into. */
export interface SavedBodies {
  digest: Buffer
  entries: StoredIndex['entries']
  /** Set when every entry's body is in it (see `CompileCache.save`). */
  current: CurrentBodies | undefined
}

type Entries = Map<string, CompiledEntry>
type Stamps = ReadonlyMap<string, string>

/** Make `fresh`, which holds the body of every entry, the bodies file: a header, then a rename. */
export async function publishBodies(entries: Entries, stamps: Stamps, input: { fresh: BodyFile; target: string }) {
  const { fresh, target } = input
  const check = CRC32.start()
  await fresh.eachChunk(BODIES_START, (chunk) => check.update(chunk))
  const digest = check.digest()
  const stored: StoredIndex['entries'] = []
  for (const [entryKey, { meta, body }] of entries) {
    const { start, end } = isStored(body) ? body : { start: 0, end: 0 }
    stored.push([entryKey, meta, start - BODIES_START, end - BODIES_START, stamps.get(entryKey)])
  }
  fresh.publish(target, Buffer.concat([Buffer.from(MAGIC), digest]))
  return { digest, entries: stored, current: { file: fresh, digest } } satisfies SavedBodies
}

/**
 * Append to the bodies file at `target` (the one `current` has open) the bodies of the entries
 * not in it yet, and point those entries at them: a warm build of 10,000 pages with one page
 * edited wrote its 600 MB again in seconds; this writes one body. The bytes already there are
 * not changed (a reader holding ranges of the file still reads the same bodies); the header's
 * checksum is extended over the new bytes (CRC-32 continues from a previous value). Undefined,
 * with nothing written, when the file at `target` is not `current` or bodies of entries no longer
 * used would outweigh the used ones (the caller then copies the used ones to a new file).
 */
export function appendBodies(entries: Entries, stamps: Stamps, input: { current: CurrentBodies; target: string }) {
  const { current, target } = input
  const { file } = current
  let inFile = 0
  let live = 0
  for (const { body } of entries.values()) {
    const size = storedSize(body) ?? 0
    live += size
    if (isStored(body) && body.file === file) inFile += size
  }
  if (file.size - BODIES_START - inFile > live) return undefined
  let fd: number
  try {
    fd = openSync(target, 'r+')
  } catch {
    return undefined
  }
  try {
    if (!file.isSameFile(fd)) return undefined
    let end = file.size
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
    file.writeAt(fd, digest, Buffer.byteLength(MAGIC))
    return { digest, entries: stored, current: { file, digest } } satisfies SavedBodies
  } finally {
    closeSync(fd)
  }
}

/**
 * Write a new bodies file with the body of every entry: copied from the file it is stored in
 * (the previous `bodies.bin`, this build's file), one page at a time, so a 10000-page site
 * never holds a second copy of all its HTML just to save it.
 */
export async function copyBodies(entries: Entries, stamps: Stamps, target: string): Promise<SavedBodies> {
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
  // The entries still point into the files they were copied from.
  return { digest, entries: stored, current: undefined }
}
