// Generated corpora: bench/.corpora/<N>/content/ (a docsgen site folder without config) made by
// ../shared/bench/gen-corpus.mjs, regenerated only when the generator changes.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url))
export const REPO_DIR = path.dirname(BENCH_DIR)
export const CORPORA_DIR = path.join(BENCH_DIR, '.corpora')
export const GENERATOR = path.resolve(REPO_DIR, '..', 'shared', 'bench', 'gen-corpus.mjs')

/**
 * Make sure the N-page corpus exists and is current. Returns
 * { n, dir (site root), contentDir, manifest, typicalRoute, typicalFile, brokenFiles }.
 */
export function ensureCorpus(n, log) {
  if (!existsSync(GENERATOR)) throw new Error(`corpus generator not found at ${GENERATOR}`)
  const dir = path.join(CORPORA_DIR, String(n))
  const contentDir = path.join(dir, 'content')
  const manifestFile = path.join(dir, 'content.manifest.json')
  const stampFile = path.join(dir, '.stamp')
  const stamp = createHash('sha256').update(readFileSync(GENERATOR)).update(`:${n}`).digest('hex')
  const current = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp && existsSync(manifestFile)
  if (!current) {
    log(`generating the ${n}-page corpus in ${path.relative(REPO_DIR, dir)}/`)
    execFileSync(process.execPath, [GENERATOR, String(n), contentDir], { stdio: ['ignore', 'ignore', 'inherit'] })
    writeFileSync(stampFile, stamp)
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
  const typical = typicalPage(contentDir, manifest)
  return {
    n: manifest.n,
    dir,
    contentDir,
    manifest,
    typicalRoute: typical.route,
    typicalFile: path.join(contentDir, typical.file),
    brokenFiles: manifest.brokenLinkPages.map((f) => `content/${f}`),
  }
}

/** The non-index page of median Markdown size (ties broken by path): a "typical" docs page. */
export function typicalPage(contentDir, manifest) {
  const pages = manifest.pages
    .filter((p) => !p.file.endsWith('index.md'))
    .map((p) => ({ ...p, size: statSync(path.join(contentDir, p.file)).size }))
    .sort((a, b) => a.size - b.size || a.file.localeCompare(b.file))
  return pages[pages.length >> 1] ?? manifest.pages[0]
}
