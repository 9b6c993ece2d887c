import { spawn } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { writeSite } from '../helpers/build-fixture.js'

const BIN = path.resolve('bin/docsgen.js')

/** A site big enough that a build takes a few seconds. */
async function bigSite(): Promise<string> {
  const files: Record<string, string> = {}
  for (let i = 0; i < 400; i++) {
    files[`content/section-${i % 10}/page-${i}.md`] =
      `# Page ${i}\n\n## Part one\n\nSome text for page ${i}.\n\n## Part two\n\n- a\n- b\n`
  }
  return writeSite(files)
}

function build(root: string, outDir: string) {
  const child = spawn(process.execPath, [BIN, 'build', root, '--out-dir', outDir, '--no-cache', '--workers', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  let stdout = ''
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, stderr: () => stderr, stdout: () => stdout }
}

async function leftovers(parent: string): Promise<string[]> {
  return (await readdir(parent)).filter((name) => name.startsWith('.docsgen-tmp'))
}

describe('an interrupted build', () => {
  for (const [signal, code, when] of [
    ['SIGINT', 130, 'while compiling'],
    ['SIGTERM', 143, 'while writing'],
  ] as const) {
    it(`${signal} ${when}: exits ${code}, keeps the previous output, leaves no temporary folder`, async () => {
      const root = await bigSite()
      const first = build(root, 'build')
      expect(await first.exited).toBe(0)
      const before = await readFile(path.join(root, 'build/section-0/page-0/index.html'), 'utf8')

      const second = build(root, 'build')
      if (when === 'while writing') {
        // Wait for the temporary output folder to appear, then interrupt.
        for (let i = 0; i < 6000 && (await leftovers(root)).length === 0; i++)
          await new Promise((r) => setTimeout(r, 5))
      } else {
        // Wait until the build reports its first stage: it is compiling now.
        for (let i = 0; i < 6000 && !second.stdout().includes('scan'); i++) await new Promise((r) => setTimeout(r, 5))
      }
      second.child.kill(signal)
      expect(await second.exited).toBe(code)
      expect(second.stderr()).toContain('Build interrupted')
      expect(await leftovers(root)).toEqual([])
      expect(await readFile(path.join(root, 'build/section-0/page-0/index.html'), 'utf8')).toBe(before)
    }, 180_000)
  }
})
