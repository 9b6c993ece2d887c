import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'
import { FIXTURE_SITES, writeSite } from '../helpers/build-fixture.js'

const run = promisify(execFile)
const BIN = path.resolve('bin/docsgen.js')

async function docsgen(args: string[], cwd = process.cwd()): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, ...args], {
      cwd,
      env: { ...process.env, NO_COLOR: '1', SOURCE_DATE_EPOCH: '1767225600' },
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string }
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' }
  }
}

async function copySite(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `docsgen-cli-${name}-`))
  await cp(path.join(FIXTURE_SITES, name), dir, { recursive: true })
  return dir
}

async function listFiles(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>()
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    const abs = path.join(entry.parentPath, entry.name)
    out.set(path.relative(dir, abs), await readFile(abs, 'utf8'))
  }
  return out
}

beforeAll(async () => {
  // Compile dist/ once so the parallel CLI runs below do not all do it.
  await docsgen(['--version'])
}, 60_000)

describe('docsgen check-links', () => {
  it('exits 1 and names file:line:col of each broken link and anchor', async () => {
    const { code, stderr } = await docsgen(['check-links', path.join(FIXTURE_SITES, 'broken-links')])
    expect(code).toBe(1)
    expect(stderr).toContain(
      'content/other.md:7:6  error  broken link "/Others" (did you mean "/other"?)  links/broken-link',
    )
    expect(stderr).toContain(
      'content/other.md:7:36  error  broken anchor "#section-two" in link "#section-two" (did you mean "#section-one"?)',
    )
    expect(stderr).toMatch(/2 broken links/)
  })

  it('exits 0 on a clean site', async () => {
    const { code, stdout } = await docsgen(['check-links', path.join(FIXTURE_SITES, 'basic')])
    expect(code).toBe(0)
    expect(stdout).toMatch(/Checked \d+ links on \d+ pages: 0 broken links\./)
  })

  it('prints JSON for tools', async () => {
    const { code, stdout } = await docsgen([
      'check-links',
      path.join(FIXTURE_SITES, 'broken-links'),
      '--format',
      'json',
    ])
    expect(code).toBe(1)
    const parsed = JSON.parse(stdout) as { code: string; file: string; position: { line: number } }[]
    expect(parsed.map((d) => d.code)).toEqual(['links/broken-link', 'links/broken-anchor'])
    expect(parsed[0]?.file).toBe('content/other.md')
  })
})

describe('docsgen build', () => {
  it('builds a site, warns about broken links, and is byte-for-byte deterministic', async () => {
    const dir = await copySite('broken-links')
    const first = await docsgen(['build', dir])
    expect(first.code).toBe(0)
    expect(first.stderr).toContain('warning  broken link "/Others"')
    expect(first.stdout).toMatch(/Built \d+ pages in/)
    const a = await listFiles(path.join(dir, 'build'))
    expect([...a.keys()]).toEqual(
      expect.arrayContaining(['index.html', 'other/index.html', '404.html', 'sitemap.xml', 'robots.txt']),
    )
    await docsgen(['build', dir])
    const b = await listFiles(path.join(dir, 'build'))
    expect(b).toEqual(a)
  })

  it('builds the same site from any working folder: a build run from another keeps every unchanged page', async () => {
    const dir = await copySite('basic')
    expect((await docsgen(['build', '.'], dir)).code).toBe(0)
    const before = await listFiles(path.join(dir, 'build'))
    // One page edited, then built from another folder: only that page is made again.
    const page = path.join(dir, 'content', 'guide', 'start.md')
    await writeFile(page, `${await readFile(page, 'utf8')}\nOne more sentence.\n`)
    const other = await docsgen(['build', dir, '--debug'], tmpdir())
    expect(other.code).toBe(0)
    const pages = Number(/Built (\d+) pages/.exec(other.stdout)?.[1])
    expect(`${other.stdout}${other.stderr}`).toContain(`render ${pages - 1} pages kept from the previous output`)
    const after = await listFiles(path.join(dir, 'build'))
    const changed = [...after].filter(([file, text]) => before.get(file) !== text).map(([file]) => file)
    expect(changed.filter((file) => file.endsWith('.html'))).toEqual(['guide/start/index.html'])
  })

  it('exits 2 on a bad config value, writes nothing, and keeps the previous output', async () => {
    const dir = await copySite('basic')
    expect((await docsgen(['build', dir])).code).toBe(0)
    const before = await listFiles(path.join(dir, 'build'))
    await writeFile(
      path.join(dir, 'site.config.ts'),
      "export default { title: 'x', navbar: { items: [{ label: 'a', href: 42 }] } }\n",
    )
    const { code, stderr, stdout } = await docsgen(['build', dir])
    expect(code).toBe(2)
    expect(stderr).toContain('site.config.ts: navbar.items[0].href: expected a string, received number')
    expect(stderr).toContain('hint: ')
    expect(stderr).not.toMatch(/\n\s+at /)
    expect(stdout).not.toContain('Built')
    expect(await listFiles(path.join(dir, 'build'))).toEqual(before)
    expect((await readdir(dir)).filter((f) => f.startsWith('.docsgen-tmp'))).toEqual([])
  })

  it('exits 2 on a site folder that does not exist or is a file, and makes nothing', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'docsgen-cli-nowhere-'))
    const missing = path.join(parent, 'mistyped')
    await writeFile(path.join(parent, 'file.md'), '# A file\n')
    for (const args of [['build'], ['check-links'], ['serve', '--port', '0'], ['preview', '--port', '0']]) {
      const command = args.join(' ')
      const { code, stderr, stdout } = await docsgen([...args, missing])
      expect(code, command).toBe(2)
      expect(stderr, command).toContain(`There is no folder "${missing}"  config/no-site-folder`)
      expect(stderr, command).toContain('hint: Give the folder that holds the site')
      expect(stdout, command).not.toContain('Built')
    }
    expect(existsSync(missing)).toBe(false)
    const file = await docsgen(['build', path.join(parent, 'file.md')])
    expect(file.code).toBe(2)
    expect(file.stderr).toContain(`"${path.join(parent, 'file.md')}" is a file, not a site folder`)
    expect(await readdir(parent)).toEqual(['file.md'])
  })

  it('refuses an output folder that is, holds or is inside a source folder, and deletes nothing', async () => {
    const dir = await copySite('basic')
    // The sources (the config cache aside, which loading the config may write).
    const sourcesOf = async () => [...(await listFiles(dir))].filter(([file]) => !file.startsWith('.docsgen-cache'))
    const sources = await sourcesOf()
    for (const [out, message] of [
      ['content', 'is the content folder'],
      ['content/site', 'is inside the content folder'],
      ['.', 'is the site folder'],
      ['..', 'holds the site folder'],
    ] as const) {
      const { code, stderr } = await docsgen(['build', dir, '-o', out])
      expect(code, out).toBe(2)
      expect(stderr, out).toContain(message)
      expect(stderr, out).toContain('config/out-dir')
      expect(stderr, out).toContain('hint: A build replaces its output folder whole')
    }
    expect(await sourcesOf()).toEqual(sources)
    expect(sources.length).toBeGreaterThan(3)
    expect((await docsgen(['build', dir, '-o', 'site-out'])).code).toBe(0)
  })

  it('exits 2 on --workers that is not a whole number', async () => {
    const dir = await copySite('basic')
    for (const value of ['abc', '-1', '1.5']) {
      const { code, stderr } = await docsgen(['build', dir, '--workers', value])
      expect(code, value).toBe(2)
      expect(stderr, value).toContain(`--workers must be a whole number`)
    }
    expect(existsSync(path.join(dir, 'build'))).toBe(false)
  })

  it('exits 1 on a content error and keeps the previous output', async () => {
    const dir = await copySite('basic')
    expect((await docsgen(['build', dir])).code).toBe(0)
    await writeFile(path.join(dir, 'content/guide/start.md'), '---\ntitle: [unclosed\n---\n\nText\n')
    const { code, stderr } = await docsgen(['build', dir])
    expect(code).toBe(1)
    expect(stderr).toMatch(/content\/guide\/start\.md:2:\d+ {2}error/)
    expect(stderr).toContain('Build failed')
    expect(existsSync(path.join(dir, 'build/guide/start/index.html'))).toBe(true)
  })

  it('builds a folder of Markdown with no config at all', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'docsgen-bare-'))
    await cp(path.join(FIXTURE_SITES, 'broken-links/content'), path.join(dir, 'content'), { recursive: true })
    const { code } = await docsgen(['build', dir])
    expect(code).toBe(0)
    expect(await readFile(path.join(dir, 'build/index.html'), 'utf8')).toContain('<title>')
  })

  it('prints help and version', async () => {
    expect((await docsgen(['--help'])).stdout).toContain('check-links')
    expect((await docsgen(['--version'])).stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/)
    expect((await docsgen(['nope'])).code).toBe(2)
  })
})

describe('docsgen build with a broken OpenAPI document (issue 21)', () => {
  const site = async (onInvalid?: 'warn') => {
    const bad = await readFile('test/fixtures/openapi/invalid/response-without-description.yaml', 'utf8')
    const option = onInvalid ? `, onInvalid: '${onInvalid}'` : ''
    return writeSite({
      'content/index.md': '# Home\n\nHello.\n',
      'openapi/api.yaml': bad,
      'site.config.ts': `export default { title: 'API', openapi: [{ spec: 'openapi/api.yaml', route: '/api/'${option} }] }\n`,
    })
  }
  const FIRST =
    'openapi/api.yaml:9:9  ERROR  #/paths/~1posts/get/responses/200/description: response "200" of GET /posts has no "description"  openapi/invalid-response\n  hint: OpenAPI requires a description on every response; add one, such as description: The created post.'

  it('exits 1 with file:line:col, pointer and hint, no stack trace, and writes nothing', async () => {
    const dir = await site()
    const { code, stderr, stdout } = await docsgen(['build', dir])
    expect(code).toBe(1)
    expect(stderr).toContain(FIRST.replace('ERROR', 'error'))
    expect(stderr).toContain('Build failed: 3 errors, 0 warnings. Nothing was written.')
    expect(stderr).not.toMatch(/\n\s+at /)
    expect(stdout).not.toContain('Built')
    expect(existsSync(path.join(dir, 'build'))).toBe(false)
    expect((await readdir(dir)).filter((f) => f.startsWith('.docsgen-tmp'))).toEqual([])
  })

  it("with onInvalid: 'warn', prints the same problems as warnings and builds the site and the page", async () => {
    const dir = await site('warn')
    const { code, stderr } = await docsgen(['build', dir])
    expect(code).toBe(0)
    expect(stderr).toContain(FIRST.replace('ERROR', 'warning'))
    expect(stderr).not.toMatch(/\n\s+at /)
    expect(await readFile(path.join(dir, 'build/index.html'), 'utf8')).toContain('Hello.')
    expect(await readFile(path.join(dir, 'build/api/index.html'), 'utf8')).toContain('/posts')
  })
})
