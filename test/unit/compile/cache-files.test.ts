import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BodyFile } from '../../../src/compile/body-file.js'
import { BODIES_START, MAGIC, openBodies } from '../../../src/compile/cache-files.js'

/** A bodies file whose header names `digest` (4 bytes) over `body`, whatever its real checksum. */
async function bodiesFile(digest: Buffer, body: string): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'docsgen-bodies-')), 'bodies.bin')
  await writeFile(file, Buffer.concat([Buffer.from(MAGIC), digest, Buffer.from(body)]))
  return file
}

describe('openBodies', () => {
  it('reads the checksum through unless the file has the stamp it was written with', async () => {
    // A header whose digest is not the body's CRC-32: only reading the body through finds out.
    const wrong = Buffer.from([1, 2, 3, 4])
    const file = await bodiesFile(wrong, 'some bodies')
    const digest = wrong.toString('base64')
    expect(await openBodies(file, { digest })).toBeUndefined()
    const opened = BodyFile.open(file)
    const stamp = opened.stamp()
    opened.close()
    // The digest the index names must match whatever the stamp says.
    expect(await openBodies(file, { digest: Buffer.from([9, 9, 9, 9]).toString('base64'), stamp })).toBeUndefined()
    // The stamp recorded when the file was written, unchanged: the body is not read again.
    const trusted = await openBodies(file, { digest, stamp })
    expect(trusted?.size).toBe(BODIES_START + 'some bodies'.length)
    trusted?.close()
    // Written since (same size, other bytes): the stamp differs, so the checksum is read.
    await writeFile(file, Buffer.concat([Buffer.from(MAGIC), wrong, Buffer.from('some bodieZ')]))
    expect((await readFile(file)).length).toBe(BODIES_START + 11)
    expect(await openBodies(file, { digest, stamp })).toBeUndefined()
  })
})
