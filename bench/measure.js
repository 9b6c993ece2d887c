// Measuring primitives: run a command in a child process (wall time, peak RSS, exit code),
// medians, folder sizes and gzip sizes. No dependencies.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const GNU_TIME = '/usr/bin/time'

/** Whether GNU time (`/usr/bin/time -f %M`) is usable here; checked once. */
let gnuTimeOk
export async function hasGnuTime() {
  if (gnuTimeOk !== undefined) return gnuTimeOk
  gnuTimeOk = false
  if (!existsSync(GNU_TIME)) return gnuTimeOk
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-time-'))
  const out = path.join(dir, 'm')
  await new Promise((resolve) => {
    const child = spawn(GNU_TIME, ['-f', '%M', '-o', out, process.execPath, '-e', '0'], { stdio: 'ignore' })
    child.on('error', resolve)
    child.on('exit', resolve)
  })
  try {
    gnuTimeOk = /^\d+\s*$/m.test(readFileSync(out, 'utf8'))
  } catch {}
  rmSync(dir, { recursive: true, force: true })
  return gnuTimeOk
}

/** How peak RSS is measured on this machine (for the report). */
export async function rssMethod() {
  return (await hasGnuTime())
    ? 'GNU time `%M` (max RSS of the largest single process of the tree)'
    : 'polling /proc/<pid>/status of the process tree every 50 ms (max of summed VmRSS and of single VmHWM)'
}

/**
 * Run `cmd args` in a child process and measure it.
 * Resolves to { ms, rssKB, code, signal, stdout, stderr, timedOut }.
 * stdout/stderr are kept in memory (bounded to the last `keep` bytes each).
 */
export async function measure(cmd, args, { cwd, env, timeoutMs = 30 * 60_000, keep = 4 << 20 } = {}) {
  const useTime = await hasGnuTime()
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-run-'))
  const rssFile = path.join(dir, 'rss')
  const argv = useTime ? [GNU_TIME, '-f', '%M', '-o', rssFile, cmd, ...args] : [cmd, ...args]
  const bufs = { stdout: [], stderr: [] }
  const sizes = { stdout: 0, stderr: 0 }
  const started = performance.now()
  const fullEnv = { ...process.env, ...env }
  for (const [k, v] of Object.entries(fullEnv)) if (v === undefined) delete fullEnv[k]
  const child = spawn(argv[0], argv.slice(1), {
    cwd,
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group, so a timeout can stop the whole tree
  })
  for (const name of ['stdout', 'stderr']) {
    child[name].on('data', (chunk) => {
      bufs[name].push(chunk)
      sizes[name] += chunk.length
      while (sizes[name] - bufs[name][0].length > keep) sizes[name] -= bufs[name].shift().length
    })
  }
  let polledPeakKB = 0
  const poller = useTime
    ? undefined
    : setInterval(() => (polledPeakKB = Math.max(polledPeakKB, treeRssKB(child.pid))), 50)
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {}
  }, timeoutMs)
  const { code, signal } = await new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code, signal) => resolve({ code, signal }))
  })
  const ms = performance.now() - started
  clearTimeout(timer)
  if (poller) clearInterval(poller)
  let rssKB = polledPeakKB
  if (useTime) {
    try {
      // GNU time writes "Command exited with non-zero status N" before the figure.
      const lines = readFileSync(rssFile, 'utf8').trim().split('\n')
      rssKB = Number(lines[lines.length - 1]) || 0
    } catch {}
  }
  rmSync(dir, { recursive: true, force: true })
  return {
    ms,
    rssKB,
    code,
    signal,
    timedOut,
    stdout: Buffer.concat(bufs.stdout).toString('utf8'),
    stderr: Buffer.concat(bufs.stderr).toString('utf8'),
  }
}

/** Sum of VmRSS over a process and its descendants, or the largest VmHWM, whichever is larger (KB). */
function treeRssKB(rootPid) {
  const children = new Map()
  let pids = []
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d))
  } catch {
    return 0
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (!children.has(ppid)) children.set(ppid, [])
      children.get(ppid).push(Number(pid))
    } catch {}
  }
  let sum = 0
  let hwm = 0
  const stack = [rootPid]
  while (stack.length) {
    const pid = stack.pop()
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      sum += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
      hwm = Math.max(hwm, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0))
    } catch {}
    stack.push(...(children.get(pid) ?? []))
  }
  return Math.max(sum, hwm)
}

/** Median of the finite numbers in `values` (undefined when there is none). */
export function median(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b)
  if (v.length === 0) return undefined
  const mid = v.length >> 1
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2
}

/** gzip size at level 9. */
export function gzipSize(buf) {
  return gzipSync(buf, { level: 9 }).length
}

/** Every file under `dir` (relative POSIX paths). */
export function listFiles(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
}

/** Total bytes and file count of a folder. */
export function folderSize(dir) {
  let bytes = 0
  const files = listFiles(dir)
  for (const f of files) bytes += statSync(path.join(dir, f)).size
  return { bytes, files: files.length }
}

/** Raw and gzip totals of some files of a folder. */
export async function sizeOf(dir, files) {
  let raw = 0
  let gz = 0
  for (const f of files) {
    const buf = await readFile(path.join(dir, f))
    raw += buf.length
    gz += gzipSize(buf)
  }
  return { raw, gz, files: files.length }
}

/**
 * The machine's CPU time counters (first line of /proc/stat): all of it, and "steal", the time
 * the hypervisor gave this virtual machine's cores to others. On a shared host it is the noise
 * that the load average does not show: a build whose cores were taken half the time takes longer.
 */
export function cpuTimes() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1, 9).map(Number)
    return { total: fields.reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 }
  } catch {
    return undefined
  }
}

/** The share of CPU time stolen between two `cpuTimes()` (undefined where /proc/stat is not). */
export const stealShare = (from, to) =>
  from && to && to.total > from.total ? (to.steal - from.steal) / (to.total - from.total) : undefined
