// docsgen as a benchmarked tool: `node bin/docsgen.js build|check-links` run from the repo root.
import { execFileSync, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { REPO_DIR } from './corpus.js'
import { discard } from './trash.js'

const BIN = path.join(REPO_DIR, 'bin', 'docsgen.js')

export const docsgen = {
  name: 'docsgen',
  label: 'docsgen',
  config:
    "No config file for the corpora (defaults: content in `content/`, routes at `/`, sidebar generated from the folders and `_category_.json`, worker threads one per core); the repository's own `site.config.ts` for the Strapi site. Cold = `<site>/.docsgen-cache/` and the output folder deleted.",

  /** Compile src/ into dist/ if it changed, untimed, so no measured run pays for it. */
  ensureFresh() {
    const r = spawnSync(process.execPath, [BIN, '--version'], { cwd: REPO_DIR, encoding: 'utf8' })
    if (r.status !== 0) throw new Error(`docsgen does not start: ${r.stderr || r.stdout}`)
    return r.stdout.trim()
  },

  /**
   * Content hash of dist/*.js (what docsgen runs, and what its build cache is keyed by). It
   * changes when bin/docsgen.js recompiles an edited src/ during the bench: such a run mixes two
   * docsgens and its warm build misses the cache, so run.js repeats it. A recompile that yields
   * the same code does not count.
   */
  distFingerprint() {
    const dist = path.join(REPO_DIR, 'dist')
    const hash = createHash('sha256')
    if (!existsSync(dist)) return 'none'
    for (const name of readdirSync(dist).sort()) {
      if (!name.endsWith('.js') || name.endsWith('.tmp.js')) continue
      try {
        hash.update(name).update(readFileSync(path.join(dist, name)))
      } catch {}
    }
    return hash.digest('hex')
  },

  /** `dir` is the site root: a corpus folder, or the repository itself. */
  prepare(dir, outDir) {
    return { dir, outDir }
  },
  clean(site) {
    discard(path.join(site.dir, '.docsgen-cache'))
    discard(site.outDir)
  },
  siteArg(site) {
    return path.relative(REPO_DIR, site.dir) || '.'
  },
  command(site, extra = []) {
    return {
      cmd: process.execPath,
      args: [BIN, 'build', this.siteArg(site), '--out-dir', site.outDir, ...extra],
      cwd: REPO_DIR,
    }
  },
  checkLinksCommand(site) {
    return { cmd: process.execPath, args: [BIN, 'check-links', this.siteArg(site), '--format', 'json'], cwd: REPO_DIR }
  },
  outDir(site) {
    return site.outDir
  },

  /** Pages built, from "Built N pages in ...". */
  parseBuilt(output) {
    const m = /Built (\d+) pages?/.exec(output)
    return m ? Number(m[1]) : undefined
  },
  /** Stage timings printed by `--debug`: { scan: ms, compile: ms, ... } and the compile summary. */
  parseStages(stderr) {
    const stages = {}
    for (const m of stderr.matchAll(/^docsgen:pipeline (\S+) ([\d.]+) ms$/gm)) stages[m[1]] = Number(m[2])
    const compile = /^docsgen:compile (.*)$/m.exec(stderr)?.[1]
    return { stages, compile }
  },
  /** Broken links reported by `check-links --format json`: { count, files } (undefined if unparsable). */
  parseCheckLinks(stdout) {
    try {
      const diags = JSON.parse(stdout)
      const broken = diags.filter((d) => d.severity === 'error' && /^links\//.test(d.code ?? ''))
      return { count: broken.length, files: [...new Set(broken.map((d) => d.file))].sort() }
    } catch {
      return undefined
    }
  },

  /** `docsgen serve --help`: does a watching dev server with live reload exist yet? */
  devServerStatus() {
    try {
      const help = execFileSync(process.execPath, [BIN, 'serve', '--help'], { cwd: REPO_DIR, encoding: 'utf8' })
      const live = /reload/i.test(help) && /watch/i.test(help) && !/comes later/i.test(help)
      return { live, help: help.trim().split('\n')[0] }
    } catch (e) {
      return { live: false, help: String(e.message).split('\n')[0] }
    }
  },
}
