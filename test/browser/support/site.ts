import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { type PreviewServer, startPreviewServer } from '../../../src/serve/index.js'

/** The repository root: docsgen itself, and the Strapi site it builds. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/** The fixture site of the browser tests: one page per client behaviour. */
export const BROWSER_FIXTURE = path.join(REPO_ROOT, 'test/fixtures/sites/browser')

const SKIP = new Set(['node_modules', '.docsgen-cache', 'build', 'dist', '.git', 'test', 'bench', '.prof'])

async function hashTree(hash: ReturnType<typeof createHash>, dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true })
  entries.sort((a, b) => (a.name < b.name ? -1 : 1))
  for (const entry of entries) {
    if (SKIP.has(entry.name)) continue
    const abs = path.join(dir, entry.name)
    if (entry.isDirectory()) await hashTree(hash, abs)
    else if (entry.isFile()) hash.update(`${path.relative(REPO_ROOT, abs)}\0`).update(await readFile(abs))
  }
}

/**
 * Build a site with the real CLI (`node bin/docsgen.js build`) into a temporary folder and
 * return it. The folder is named after a hash of everything the output depends on (the site,
 * docsgen's sources and theme, the lockfile), so the browser test files of one run share a build
 * and an unchanged site is not built again.
 */
export async function buildSite(siteDir: string): Promise<string> {
  const hash = createHash('sha256')
  await hashTree(hash, siteDir)
  for (const part of ['src', 'theme', 'bin']) await hashTree(hash, path.join(REPO_ROOT, part))
  for (const file of ['package.json', 'package-lock.json']) hash.update(await readFile(path.join(REPO_ROOT, file)))
  const outDir = path.join(tmpdir(), `docsgen-browser-${hash.digest('hex').slice(0, 16)}`)
  if (existsSync(path.join(outDir, 'index.html'))) return outDir
  const work = await mkdtemp(path.join(tmpdir(), 'docsgen-browser-build-'))
  await promisify(execFile)(process.execPath, ['bin/docsgen.js', 'build', siteDir, '--out-dir', work], {
    cwd: REPO_ROOT,
    env: { ...process.env, SOURCE_DATE_EPOCH: '1767225600' },
    maxBuffer: 16 * 1024 * 1024,
  })
  try {
    await rename(work, outDir)
  } catch {
    // Another test file finished the same build first: use that one.
    await rm(work, { recursive: true, force: true })
  }
  await removeStaleBuilds()
  return outDir
}

/** Builds of earlier sources: gone after a day (a build still in use is never that old). */
async function removeStaleBuilds(): Promise<void> {
  const dayAgo = Date.now() - 24 * 3600_000
  for (const name of await readdir(tmpdir())) {
    if (!name.startsWith('docsgen-browser-')) continue
    const dir = path.join(tmpdir(), name)
    const info = await stat(dir).catch(() => undefined)
    if (info && info.mtimeMs < dayAgo) await rm(dir, { recursive: true, force: true })
  }
}

/** A built folder served by `serveSite`. */
export type ServedSite = PreviewServer & { origin: string }

/** Serve a built folder on a free port of 127.0.0.1, under `baseUrl`; `origin` is `http://127.0.0.1:port`. */
export async function serveSite(dir: string, baseUrl = '/'): Promise<ServedSite> {
  const server = await startPreviewServer({ dir, host: '127.0.0.1', port: 0, baseUrl })
  return { ...server, origin: new URL(server.url).origin }
}
