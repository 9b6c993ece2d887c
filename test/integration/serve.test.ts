import { readFileSync, writeFileSync } from 'node:fs'
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveBuildDate, themeDirOf } from '../../src/cli/context.js'
import { SearchEngine } from '../../src/client/search/engine.js'
import { type DevBuildEvent, type DevServer, startDevServer } from '../../src/serve/index.js'
import { writeSite } from '../helpers/build-fixture.js'
import { copySite, EVENT_TIMEOUT, EventStream, get, pageInfo } from '../helpers/serve-client.js'

describe('docsgen serve (dev server)', () => {
  let dir: string
  let server: DevServer
  const builds: DevBuildEvent[] = []
  const streams: EventStream[] = []
  const open = (query: { rev: number; page: string; boot: string }): EventStream => {
    const stream = new EventStream(server.url, query)
    streams.push(stream)
    return stream
  }
  /** Connect as the open page `pathname` does. */
  const openPage = async (pathname: string): Promise<{ stream: EventStream; html: string }> => {
    const res = await get(server.url, pathname)
    const stream = open(pageInfo(res.body))
    await stream.opened
    await stream.next('hello')
    return { stream, html: res.body }
  }

  beforeAll(async () => {
    dir = await copySite('basic', { theme: true })
    server = await startDevServer({
      rootDir: dir,
      port: 0,
      themeDir: themeDirOf,
      buildDate: await resolveBuildDate(dir, { SOURCE_DATE_EPOCH: '1767225600' }),
      cache: 'memory',
      onBuild: (event) => builds.push(event),
    })
  }, 60_000)

  afterAll(async () => {
    for (const stream of streams) stream.close()
    await server?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('starts on a free port of 127.0.0.1 after a clean first build', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    expect(server.port).toBeGreaterThan(0)
    expect(server.revision).toBe(1)
    expect(builds[0]).toMatchObject({ ok: true, diagnostics: [] })
  })

  it('serves the current version of a page no one has asked for yet (pages render when asked for)', async () => {
    // Nothing has been requested yet: the edited page was never rendered, and no rendered page changes.
    const file = path.join(dir, 'content/guide/config.md')
    const text = await readFile(file, 'utf8')
    await writeFile(file, `${text}\nWritten before anyone looked.\n`)
    await server.rebuild([file])
    await server.idle()
    expect((await get(server.url, '/guide/config')).body).toContain('Written before anyone looked.')
    expect((await get(server.url, '/guide/config.md')).body).toContain('Written before anyone looked.')
    await writeFile(file, text)
    await server.rebuild([file])
    await server.idle()
  })

  it('serves pages with content types, no-cache HTML and the live-reload client', async () => {
    const home = await get(server.url, '/')
    expect(home.status).toBe(200)
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(home.headers['cache-control']).toBe('no-cache')
    expect(home.body).toContain('Welcome to the fixture')
    expect(pageInfo(home.body)).toMatchObject({ rev: server.revision, page: '/' })

    const start = await get(server.url, '/guide/start')
    expect(start.status).toBe(200)
    expect(pageInfo(start.body).page).toBe('/guide/start')
    const css = /href="(\/assets\/styles\.[0-9a-f]{8}\.css)"/.exec(start.body)?.[1]
    expect(css).toBeDefined()
    const sheet = await get(server.url, css ?? '')
    expect(sheet.status).toBe(200)
    expect(sheet.headers['content-type']).toBe('text/css; charset=utf-8')
    expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await get(server.url, '/sitemap.xml')).headers['content-type']).toBe('application/xml; charset=utf-8')

    const client = await get(server.url, '/__docsgen/client.js')
    expect(client.status).toBe(200)
    expect(client.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(client.body).toContain('EventSource')
  })

  it('redirects /x/index.html and /x.html to the clean URL, keeping the query', async () => {
    for (const [from, to] of [
      ['/guide/start/index.html', '/guide/start'],
      ['/guide/start.html', '/guide/start'],
      ['/index.html', '/'],
      ['/guide/index.html?x=1', '/guide?x=1'],
    ] as const) {
      const res = await get(server.url, from)
      expect(res.status, from).toBe(301)
      expect(res.headers.location, from).toBe(to)
    }
  })

  it('answers unknown paths with the 404 page and status 404', async () => {
    const res = await get(server.url, '/no/such/page')
    expect(res.status).toBe(404)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.body).toContain('<title>')
    expect(pageInfo(res.body).page).toBe('/404.html')
  })

  it('answers 404 to every path that tries to leave the site, symlinks included', async () => {
    const outside = await writeSite({ 'secret.txt': 'TOP-SECRET-OUTSIDE' })
    await mkdir(path.join(dir, 'static'), { recursive: true })
    await symlink(path.join(outside, 'secret.txt'), path.join(dir, 'static', 'leak.txt'))
    await writeFile(path.join(dir, 'static', 'inside.txt'), 'inside')
    await server.rebuild([path.join(dir, 'static', 'inside.txt')])
    expect((await get(server.url, '/inside.txt')).body).toBe('inside')
    for (const attempt of [
      '/../secret.txt',
      '/guide/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E%2Fsecret.txt',
      '/guide%2F..%2F..%2Fsecret.txt',
      '/..%5csecret.txt',
      '/guide\\..\\..\\secret.txt',
      '/%5c..%5c..%5csecret.txt',
      '/index.html%00.txt',
      '/%00',
      '//etc/passwd',
      '/%2F%2Fetc/passwd',
      '/etc/passwd',
      '/leak.txt',
      `/${outside}/secret.txt`,
    ]) {
      const res = await get(server.url, attempt)
      expect(res.status, attempt).toBe(404)
      expect(res.body, attempt).not.toContain('TOP-SECRET')
      expect(res.body, attempt).not.toContain('root:')
    }
    await rm(outside, { recursive: true, force: true })
  })

  it('refuses a foreign Host header and a foreign Origin on the event stream', async () => {
    const port = server.port
    expect((await get(server.url, '/', { Host: 'attacker.example' })).status).toBe(421)
    expect((await get(server.url, '/', { Host: `attacker.example:${port}` })).status).toBe(421)
    expect((await get(server.url, '/', { Host: `127.0.0.1:${port + 1}` })).status).toBe(421)
    expect((await get(server.url, '/', { Host: `localhost:${port}` })).status).toBe(200)
    const events = '/__docsgen/events?rev=1&page=%2F&boot=x'
    expect((await get(server.url, events, { Origin: 'http://attacker.example' })).status).toBe(403)
    expect((await get(server.url, events, { Origin: `http://localhost:${port + 1}` })).status).toBe(403)
    expect(
      (await get(server.url, events, { Host: 'attacker.example', Origin: 'http://attacker.example' })).status,
    ).toBe(421)
    const own = new EventStream(server.url, { rev: 1, page: '/', boot: 'x' }, { Origin: `http://127.0.0.1:${port}` })
    streams.push(own)
    await own.opened
    expect(await own.next('hello')).toMatchObject({ type: 'hello', revision: server.revision })
  })

  it('reloads the edited page with its new content, and only the pages whose output changed', async () => {
    const { stream } = await openPage('/guide/start')
    const file = path.join(dir, 'content/guide/start.md')
    const text = await readFile(file, 'utf8')
    await writeFile(file, text.replace('See [install](#install).', 'See [install](#install). Freshly edited line.'))
    const reload = await stream.next('reload', (m) => m.paths === '*' || m.paths.includes('/guide/start'))
    expect(reload.paths).toEqual(['/guide/start'])
    expect(reload.revision).toBe(server.revision)
    const page = await get(server.url, '/guide/start')
    expect(page.body).toContain('Freshly edited line.')
    expect(pageInfo(page.body).rev).toBe(reload.revision)
    // The other pages did not change: the same text, no reload.
    expect((await get(server.url, '/guide/config')).body).not.toContain('Freshly edited')
  })

  it('serves a search index in which an edited page is findable once its reload is sent', async () => {
    const engine = new SearchEngine('/', async (url) => JSON.parse((await get(server.url, url)).body))
    expect((await engine.search('quokkaword')).hits).toEqual([])
    const { stream } = await openPage('/guide/start')
    const file = path.join(dir, 'content/guide/start.md')
    const text = await readFile(file, 'utf8')
    await writeFile(file, `${text}\n\nA quokkaword appears.\n`)
    await stream.next('reload', (m) => m.paths === '*' || m.paths.includes('/guide/start'))
    const manifest = await get(server.url, '/assets/search/manifest.json')
    expect(manifest.headers['cache-control']).toMatch(/no-cache|no-store/)
    engine.forget()
    const { pages } = await engine.top('quokkaword', 5)
    expect(pages.map((page) => page.url)).toEqual(['/guide/start'])
  })

  it('serves the Markdown files, updated with each edit (issue 27)', async () => {
    const before = await get(server.url, '/guide/start.md')
    expect(before.status).toBe(200)
    expect(before.headers['content-type']).toBe('text/markdown; charset=utf-8')
    expect(before.body).toMatch(/^---\ntitle: /)
    expect((await get(server.url, '/llms.txt')).body).toContain('(/guide/start.md)')
    const { stream } = await openPage('/guide/start')
    const file = path.join(dir, 'content/guide/start.md')
    await writeFile(file, `${await readFile(file, 'utf8')}\n\nA markdownword appears.\n`)
    await stream.next('reload', (m) => m.paths === '*' || m.paths.includes('/guide/start'))
    expect((await get(server.url, '/guide/start.md')).body).toContain('A markdownword appears.')
    expect((await get(server.url, '/llms-full.txt')).body).toContain('A markdownword appears.')
  })

  it('reloads the neighbours and sidebars when a title changes', async () => {
    // Open in other tabs: the reload names the pages rendered before whose output changed.
    await openPage('/guide')
    await openPage('/guide/start')
    const { stream } = await openPage('/guide/config')
    const file = path.join(dir, 'content/guide/start.md')
    const text = await readFile(file, 'utf8')
    await writeFile(file, text.replace('sidebar_label: Start', 'sidebar_label: Begin here'))
    const reload = await stream.next('reload', (m) => m.paths === '*' || m.paths.includes('/guide/config'))
    expect(reload.paths).toEqual(expect.arrayContaining(['/guide', '/guide/config', '/guide/start']))
    expect((await get(server.url, '/guide/config')).body).toContain('Begin here')
  })

  it('swaps the stylesheet without a reload when only the theme CSS changes', async () => {
    const { stream, html } = await openPage('/guide')
    const before = /href="(\/assets\/styles\.[0-9a-f]{8}\.css)"/.exec(html)?.[1]
    const file = path.join(dir, 'theme/styles.css')
    await writeFile(file, `${await readFile(file, 'utf8')}\n.docsgen-serve-test { --docsgen-serve-test: 1 }\n`)
    const css = await stream.next('css')
    expect(css.changes).toHaveLength(1)
    expect(css.changes[0]?.from).toBe(before)
    expect(css.changes[0]?.to).toMatch(/^\/assets\/styles\.[0-9a-f]{8}\.css$/)
    expect(css.changes[0]?.to).not.toBe(before)
    expect(stream.messages.filter((m) => m.type === 'reload')).toEqual([])
    const sheet = await get(server.url, css.changes[0]?.to ?? '')
    expect(sheet.body).toContain('--docsgen-serve-test')
  })

  it('reloads the open pages when a theme component changes, pages opened in earlier builds too', async () => {
    // Opened, then left through builds that did not touch it.
    await openPage('/guide/config')
    const page = path.join(dir, 'content/guide/start.md')
    await writeFile(page, `${await readFile(page, 'utf8')}\nAn edit elsewhere.\n`)
    await server.rebuild([page])
    await server.idle()
    const { stream } = await openPage('/guide/start')
    const file = path.join(dir, 'theme/Footer.tsx')
    const text = await readFile(file, 'utf8')
    await writeFile(file, text.replace('<div className="footer-inner">', '<div className="footer-inner">Themed here.'))
    const reload = await stream.next('reload', (m) => m.paths === '*' || m.paths.includes('/guide/start'))
    expect(reload.paths === '*' || reload.paths.includes('/guide/config')).toBe(true)
    expect((await get(server.url, '/guide/start')).body).toContain('Themed here.')
    expect((await get(server.url, '/guide/config')).body).toContain('Themed here.')
    await writeFile(file, text)
    await stream.next('reload', (m) => m.paths === '*' || m.paths.includes('/guide/start'))
  })

  it('shows a broken page as an error with file:line:col, keeps serving the last good build, and clears it', async () => {
    const { stream } = await openPage('/guide/start')
    const file = path.join(dir, 'content/guide/start.md')
    const good = await readFile(file, 'utf8')
    const revision = server.revision
    await writeFile(file, '---\ntitle: [unclosed\n---\n\nBroken.\n')
    const error = await stream.next('error')
    const first = error.diagnostics[0]
    expect(first).toMatchObject({ severity: 'error', file: 'content/guide/start.md', line: 2 })
    expect(first?.column).toBeGreaterThan(0)
    expect(first?.message.length).toBeGreaterThan(0)
    expect(server.revision).toBe(revision)
    const stillGood = await get(server.url, '/guide/start')
    expect(stillGood.status).toBe(200)
    expect(stillGood.body).toContain('Getting started')
    expect(builds.at(-1)?.ok).toBe(false)

    // A page opened now learns about the failure on connect.
    const late = await openPage('/guide')
    expect((await late.stream.next('error')).diagnostics[0]?.file).toBe('content/guide/start.md')

    await writeFile(file, good.replace('Freshly edited line.', 'Fixed again.'))
    await stream.next('ok')
    await late.stream.next('ok')
    await stream.next('reload', (m) => m.paths === '*' || m.paths.includes('/guide/start'))
    expect((await get(server.url, '/guide/start')).body).toContain('Fixed again.')
  })

  it('tells a page served before a rebuild that it is stale when it connects (loaded mid-rebuild)', async () => {
    const old = await get(server.url, '/guide/start')
    const info = pageInfo(old.body)
    const file = path.join(dir, 'content/guide/start.md')
    await writeFile(file, (await readFile(file, 'utf8')).replace('Fixed again.', 'Changed while loading.'))
    await server.rebuild([file])
    await server.idle()
    const stale = open(info)
    await stale.opened
    expect(await stale.next('hello')).toMatchObject({ revision: server.revision, stale: true })
    // An untouched page of the same age is not stale; nor is one of the current revision.
    const other = open({ ...info, page: '/guide/config' })
    expect(await other.next('hello')).toMatchObject({ stale: false })
    const current = open({ ...info, rev: server.revision })
    expect(await current.next('hello')).toMatchObject({ stale: false })
    // A page of an earlier server run reloads.
    const foreign = open({ ...info, rev: server.revision, boot: 'other-run' })
    expect(await foreign.next('hello')).toMatchObject({ stale: true })
  })

  it('queues changes made during a rebuild into one more rebuild', async () => {
    await server.idle()
    const before = builds.length
    const a = path.join(dir, 'content/guide/config.md')
    const b = path.join(dir, 'content/index.md')
    const first = server.rebuild([a])
    // Written at once, so that both calls below come while the first rebuild runs.
    writeFileSync(a, `${readFileSync(a, 'utf8')}\nQueued change A.\n`)
    writeFileSync(b, `${readFileSync(b, 'utf8')}\nQueued change B.\n`)
    void server.rebuild([a])
    void server.rebuild([b])
    await first
    await server.idle()
    // The watcher may add its own rebuild for the same files; never one per call.
    await expect
      .poll(async () => (await get(server.url, '/')).body, { timeout: EVENT_TIMEOUT })
      .toContain('Queued change B.')
    expect((await get(server.url, '/guide/config')).body).toContain('Queued change A.')
    const after = builds.slice(before)
    // The two calls made during the first rebuild were queued into one rebuild that has both.
    expect(
      after.some((b) => b.changes.includes('content/guide/config.md') && b.changes.includes('content/index.md')),
    ).toBe(true)
    // The first, the queued one, and the watcher's: each write can reach it as two events (the
    // file emptied, then written), apart under load. One build per call would be more.
    expect(after.length).toBeLessThanOrEqual(6)
  })

  it('re-renders the pages that include a changed snippet', async (ctx) => {
    const snippet = path.join(dir, 'content/snippets/note.md')
    const page = path.join(dir, 'content/guide/config.md')
    await mkdir(path.dirname(snippet), { recursive: true })
    await writeFile(snippet, 'Snippet version one.\n')
    await writeFile(page, `${await readFile(page, 'utf8')}\n\nimport Note from '/snippets/note.md'\n\n<Note />\n`)
    await server.rebuild([snippet, page])
    await server.idle()
    // Includes are compiled by the transform stage; skip until it inlines them.
    if (!(await get(server.url, '/guide/config')).body.includes('Snippet version one.')) ctx.skip()
    const { stream } = await openPage('/guide/config')
    await writeFile(snippet, 'Snippet version two, longer.\n')
    await stream.next('reload', (m) => m.paths === '*' || m.paths.includes('/guide/config'))
    // A reload for this page can also come from the watcher catching up with the edits above;
    // wait until the build that saw the new snippet is served.
    await server.idle()
    let body = ''
    for (let i = 0; i < 100 && !body.includes('Snippet version two, longer.'); i++) {
      body = (await get(server.url, '/guide/config')).body
      if (!body.includes('Snippet version two, longer.')) await new Promise((r) => setTimeout(r, 50))
    }
    expect(body).toContain('Snippet version two, longer.')
  })

  it('reloads the config when site.config.ts changes, and every page with it', async () => {
    await openPage('/')
    const { stream } = await openPage('/guide/start')
    const file = path.join(dir, 'site.config.ts')
    await writeFile(file, (await readFile(file, 'utf8')).replace("title: 'Fixture Docs'", "title: 'Renamed Docs'"))
    const reload = await stream.next('reload', (m) => m.paths === '*' || m.paths.includes('/guide/start'))
    expect(reload.paths === '*' || reload.paths.includes('/')).toBe(true)
    expect((await get(server.url, '/guide/start')).body).toContain('<title>Getting started | Renamed Docs</title>')
    expect(builds.some((b) => b.configReloaded && b.ok)).toBe(true)

    // A broken config keeps the last good build, and stays reported until it is fixed.
    const good = await readFile(file, 'utf8')
    await writeFile(file, good.replace("title: 'Renamed Docs'", 'title: 42'))
    expect((await stream.next('error')).diagnostics[0]).toMatchObject({ file: 'site.config.ts' })
    const page = path.join(dir, 'content/guide/config.md')
    await writeFile(page, `${await readFile(page, 'utf8')}\nEdited while the config is broken.\n`)
    expect((await stream.next('error')).diagnostics[0]).toMatchObject({ file: 'site.config.ts' })
    expect((await get(server.url, '/guide/start')).body).toContain('Renamed Docs')
    await writeFile(file, good)
    await stream.next('ok')
    await expect
      .poll(async () => (await get(server.url, '/guide/config')).body, { timeout: EVENT_TIMEOUT })
      .toContain('Edited while the config is broken.')
  })
})
