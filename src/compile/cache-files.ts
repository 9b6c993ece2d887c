import { readdirSync, rmSync } from 'node:fs'
import { open, readFile, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { crc32 } from 'node:zlib'
import { isRunning } from '../files/index.js'
import { BodyFile } from './body-file.js'

// The build cache's two files on disk: a magic line, a checksum of the body, the body.
// `compile.bin` (the index) and `bodies.bin` are both checked with CRC-32. See `CompileCache`.

export const MAGIC = 'docsgen-cache-v8\n'

/** A running checksum of a cache file's body. */
interface Checksum {
  update(chunk: Uint8Array): void
  digest(): Buffer
}

/** How a cache file's body is checked: its checksum, and how many bytes it takes in the header. */
export interface CheckKind {
  bytes: number
  start(): Checksum
}

/**
 * zlib's CRC-32, for both cache files: it is there to catch a damaged or truncated file, not a
 * forger (who can write the cache can write the output), and it runs at ~2.5 GB/s against
 * SHA-256's ~1 GB/s on this machine: the 600 MB of bodies of a 10000-page site are checked on
 * every warm build and checksummed on every cold one, and the index (25 MB there) is read and
 * written on every build (SHA-256 took ~65 ms each way).
 */
export const CRC32: CheckKind = {
  bytes: 4,
  start() {
    let value = 0
    return {
      update: (chunk) => {
        value = crc32(chunk, value)
      },
      digest: () => {
        const bytes = Buffer.alloc(4)
        bytes.writeUInt32BE(value >>> 0)
        return bytes
      },
    }
  },
}

export const headerBytes = (kind: CheckKind): number => Buffer.byteLength(MAGIC) + kind.bytes
/** Where bodies start in the bodies file (ranges in the index count from here). */
export const BODIES_START = headerBytes(CRC32)

/**
 * Remove the body files of builds that were killed before their `save` (`bodies.<pid>.*.tmp`
 * whose process is gone): a build removes its own at exit, but not when it is killed.
 */
export function removeLeftovers(dir: string): void {
  for (const name of readdirSync(dir)) {
    const pid = /^bodies\.(\d+)\.\w+\.tmp$/.exec(name)?.[1]
    if (pid === undefined || Number(pid) === process.pid || isRunning(Number(pid))) continue
    rmSync(path.join(dir, name), { force: true })
  }
}

/** A cache file's body after checking its magic line and CRC-32. */
export async function readChecked(file: string): Promise<{ body: Buffer; digest: Buffer } | 'missing' | 'corrupt'> {
  let bytes: Buffer
  try {
    bytes = await readFile(file)
  } catch {
    return 'missing'
  }
  const magic = Buffer.from(MAGIC)
  const start = headerBytes(CRC32)
  if (bytes.length < start || !bytes.subarray(0, magic.length).equals(magic)) return 'corrupt'
  const digest = bytes.subarray(magic.length, start)
  const body = bytes.subarray(start)
  const check = CRC32.start()
  check.update(body)
  if (!check.digest().equals(digest)) return 'corrupt'
  return { body, digest }
}

/**
 * Open the bodies file and check it: its magic line, and the CRC-32 the index names of its bytes
 * from `BODIES_START` up to `length` (the bodies the index points into; bytes after them were
 * appended by a save that did not finish, and are never read), read through once, a chunk at a
 * time. Undefined when it is missing or does not check out. With the `stamp` the index recorded
 * when the file was written (`fileStamp`) and the open file's stamp the same, the file is as
 * written (since this boot): the magic line is checked, not the 600 MB of a 10000-page site
 * (~0.3 s on every warm build). An index without `length` (a file written whole) names the
 * checksum of the whole body, which the file's header holds too.
 */
export async function openBodies(
  file: string,
  expected: { digest: string; stamp?: string | undefined; length?: number | undefined },
): Promise<BodyFile | undefined> {
  let bodies: BodyFile
  try {
    bodies = BodyFile.open(file)
  } catch {
    return undefined
  }
  try {
    const magic = Buffer.from(MAGIC)
    const end = expected.length === undefined ? bodies.size : BODIES_START + expected.length
    if (bodies.size < BODIES_START || end > bodies.size) throw new Error('short')
    const header = bodies.read(0, BODIES_START)
    if (!header.subarray(0, magic.length).equals(magic)) throw new Error('magic')
    if (expected.length === undefined && header.subarray(magic.length).toString('base64') !== expected.digest)
      throw new Error('digest')
    if (expected.stamp !== undefined && bodies.stamp() === expected.stamp) return bodies
    const check = CRC32.start()
    await bodies.eachChunk(BODIES_START, (chunk) => check.update(chunk), end)
    if (check.digest().toString('base64') !== expected.digest) throw new Error('digest')
    return bodies
  } catch {
    bodies.close()
    return undefined
  }
}

/**
 * Write a cache file (magic line, checksum of the body, body) under a temporary name, the body
 * given piece by piece, then rename it into place. Returns the body's digest.
 */
export async function writeStreamed(
  file: string,
  kind: CheckKind,
  body: (append: (chunk: Buffer) => Promise<void>) => Promise<void>,
) {
  const tmp = `${file}.${process.pid}.tmp`
  const handle = await open(tmp, 'w')
  const check = kind.start()
  const magic = Buffer.from(MAGIC)
  let digest: Buffer
  try {
    await handle.write(Buffer.concat([magic, Buffer.alloc(kind.bytes)]))
    await body(async (chunk) => {
      check.update(chunk)
      await handle.write(chunk)
    })
    digest = check.digest()
    await handle.write(digest, 0, kind.bytes, magic.length)
  } catch (error) {
    await handle.close()
    await rm(tmp, { force: true })
    throw error
  }
  await handle.close()
  await rename(tmp, file)
  return digest
}
