import { execFile } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { writeTempModule } from '../../../src/files/index.js'

// Generated modules (a bundled theme, a site's components) in the OS temp folder: one per process
// and content, removed when the process exits, and those of processes that were killed removed
// by the next process that writes one (the test suite left hundreds of them in /tmp).

const REPO = path.resolve(import.meta.dirname, '../../..')
const run = promisify(execFile)

describe('writeTempModule', () => {
  it('writes a module once per content for this process, and the process can import it', async () => {
    const prefix = `docsgen-test-module-${Math.random().toString(36).slice(2)}-`
    const first = await writeTempModule(prefix, 'export const answer = 42\n')
    const again = await writeTempModule(prefix, 'export const answer = 42\n')
    expect(again).toEqual(first)
    expect(path.basename(first.file)).toBe(`${prefix}${first.hash}-${process.pid}.mjs`)
    const mod = (await import(pathToFileURL(first.file).href)) as { answer: number }
    expect(mod.answer).toBe(42)
    const other = await writeTempModule(prefix, 'export const answer = 43\n')
    expect(other.file).not.toBe(first.file)
    rmSync(first.file)
    rmSync(other.file)
  })

  it('removes its modules when the process exits, and the leftovers of processes that are gone', async () => {
    // A build in a process of its own, with a temp folder of its own.
    const temp = await mkdtemp(path.join(tmpdir(), 'docsgen-temp-'))
    const site = await mkdtemp(path.join(tmpdir(), 'docsgen-temp-site-'))
    await mkdir(path.join(site, 'content'))
    await writeFile(path.join(site, 'content/index.md'), '# Home\n')
    // No process has this id (Linux allows at most 2^22).
    const killed = path.join(temp, `docsgen-theme-0123456789abcdef-${2 ** 22 + 1}.mjs`)
    const running = path.join(temp, `docsgen-theme-0123456789abcdef-${process.pid}.mjs`)
    const oldShared = path.join(temp, 'docsgen-theme-fedcba9876543210.mjs')
    const newShared = path.join(temp, 'docsgen-theme-abcdefabcdefabcd.mjs')
    for (const file of [killed, running, oldShared, newShared]) await writeFile(file, 'export {}\n')
    const longAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000)
    await utimes(oldShared, longAgo, longAgo)
    await run(process.execPath, [path.join(REPO, 'bin/docsgen.js'), 'build', site], {
      env: { ...process.env, TMPDIR: temp },
    })
    expect(existsSync(path.join(site, 'build/index.html'))).toBe(true)
    // Its own modules went with it; the killed process's and the week-old shared one too. A
    // running process's module, and a shared one less than a week old, stay.
    expect((await readdir(temp)).filter((name) => name.startsWith('docsgen-theme-')).sort()).toEqual(
      [path.basename(newShared), path.basename(running)].sort(),
    )
    await rm(temp, { recursive: true, force: true })
    await rm(site, { recursive: true, force: true })
  }, 60_000)
})
