import { type ChildProcess, spawn } from 'node:child_process'
import { rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { themeDirOf } from '../../src/cli/context.js'
import { type DevBuildEvent, startDevServer } from '../../src/serve/index.js'
import { writeSite } from '../helpers/build-fixture.js'
import { copySite, EVENT_TIMEOUT, EventStream, get, pageInfo, serveSite } from '../helpers/serve-client.js'

// The dev server's start: a broken first build, the watcher's first scan, no cache at all, and the
// \`docsgen serve\` command itself.

describe('docsgen serve with a broken site from the start', () => {
  it('serves an escaped error page until the first good build, then reloads it', async () => {
    const { dir, server } = await serveSite({
      'content/index.md': '---\ntitle: Home\n---\n\nHello.\n',
      'content/bad.md': '---\ntitle: [<img src=x onerror=alert(1)>\n---\n\nBad.\n',
    })
    try {
      expect(server.revision).toBe(0)
      const page = await get(server.url, '/')
      expect(page.status).toBe(500)
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(page.body).toContain('content/bad.md:2:')
      expect(page.body).not.toContain('<img src=x')
      const stream = new EventStream(server.url, pageInfo(page.body))
      await stream.opened
      expect(await stream.next('hello')).toMatchObject({ revision: 0, stale: false })
      expect((await stream.next('error')).diagnostics[0]?.file).toBe('content/bad.md')
      await writeFile(path.join(dir, 'content/bad.md'), '---\ntitle: Fixed\n---\n\nGood.\n')
      await stream.next('ok')
      expect((await stream.next('reload')).paths).toBe('*')
      expect((await get(server.url, '/bad')).body).toContain('Good.')
      stream.close()
    } finally {
      await server.close()
      await rm(dir, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('docsgen serve while its watcher scans the site', () => {
  it('answers at once, and a page saved during the scan is served new once idle', async () => {
    const { dir, server } = await serveSite({
      'content/index.md': '---\ntitle: Home\n---\n\nFirst words.\n',
      'content/guide.md': '---\ntitle: Guide\n---\n\nGuide words.\n',
    })
    try {
      expect((await get(server.url, '/')).body).toContain('First words.')
      await writeFile(path.join(dir, 'content/index.md'), '---\ntitle: Home\n---\n\nSaved during the scan.\n')
      await server.idle()
      await expect
        .poll(async () => (await get(server.url, '/')).body, { timeout: EVENT_TIMEOUT })
        .toContain('Saved during the scan.')
    } finally {
      await server.close()
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('docsgen serve with no cache at all', () => {
  it('serves a first build with plain code, then highlights it and updates the pages that have code', async () => {
    const dir = await writeSite({
      'content/index.md': '---\ntitle: Home\n---\n\nNo code here.\n',
      'content/guide.md': '---\ntitle: Guide\n---\n\n```js\nconst answer = 42\n```\n',
    })
    const builds: DevBuildEvent[] = []
    let secondBuild = (): void => {}
    const highlighted = new Promise<void>((resolve) => {
      secondBuild = resolve
    })
    const first = await startDevServer({
      rootDir: dir,
      port: 0,
      themeDir: themeDirOf,
      buildDate: '2026-01-01',
      onBuild: (event) => {
        builds.push(event)
        if (builds.length === 2) secondBuild()
      },
    })
    try {
      await highlighted
      // The second build changed only the page with code, which is now highlighted (it is named
      // when it was rendered before: pages are rendered when asked for).
      // (A new revision only if a page rendered by then changed.)
      expect(builds.map((b) => [b.ok, b.changes])).toEqual([
        [true, []],
        [true, []],
      ])
      expect(builds[0]?.revision).toBe(1)
      expect(builds[1]?.diff?.pages.filter((page) => page !== '/guide')).toEqual([])
      expect((await get(first.url, '/guide')).body).toContain('<span class="sh-keyword">const</span>')
    } finally {
      // Closing writes the cache.
      await first.close()
    }
    // The highlighted pages were cached: the next start has them, and highlights nothing later.
    const again: DevBuildEvent[] = []
    const server = await startDevServer({
      rootDir: dir,
      port: 0,
      themeDir: themeDirOf,
      buildDate: '2026-01-01',
      onBuild: (event) => again.push(event),
    })
    try {
      expect((await get(server.url, '/guide')).body).toContain('<span class="sh-keyword">const</span>')
      await new Promise((resolve) => setTimeout(resolve, 300))
      // Only the build after the watcher's first scan may follow, and it changes nothing.
      expect(again.length).toBeLessThanOrEqual(2)
      expect(again.slice(1).flatMap((build) => build.diff?.files ?? [])).toEqual([])
    } finally {
      await server.close()
      await rm(dir, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('the docsgen serve command', () => {
  let child: ChildProcess | undefined
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL')
  })

  it('prints the URL and the time to ready, serves, and stops cleanly on SIGINT', async () => {
    const dir = await copySite('basic')
    child = spawn(process.execPath, [path.resolve('bin/docsgen.js'), 'serve', dir, '--port', '0', '--no-cache'], {
      env: { ...process.env, NO_COLOR: '1', SOURCE_DATE_EPOCH: '1767225600' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stderr?.on('data', (c: Buffer) => {
      stderr += c.toString()
    })
    const url = await new Promise<string>((resolve, reject) => {
      child?.stdout?.on('data', (c: Buffer) => {
        stdout += c.toString()
        const match = /Ready in [\d.]+ m?s: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(stdout)
        if (match?.[1]) resolve(match[1])
      })
      child?.once('exit', (code) => reject(new Error(`exited with ${code}: ${stdout}${stderr}`)))
    })
    const page = await get(url, '/guide/start')
    expect(page.status).toBe(200)
    expect(page.body).toContain('data-docsgen-rev')
    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)))
    child.kill('SIGINT')
    expect(await exited).toBe(0)
    expect(stdout).toContain('Stopped.')
    await rm(dir, { recursive: true, force: true })
  }, 60_000)
})
