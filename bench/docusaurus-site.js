// A real Docusaurus site built in place (issue 25): the Strapi 4.6.2 documentation, given with
// `--docusaurus-site <dir>`, built by `docsgen build .` and by `docusaurus build .` (the versions
// the site pins, bench/peers/docusaurus-strapi.js), each in its own copy under
// bench/.peers/docusaurus-strapi/, cold and warm, alternating.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { REPO_DIR } from './corpus.js'
import { docsgen } from './docsgen.js'
import { median } from './measure.js'
import docusaurusStrapi, { copySite } from './peers/docusaurus-strapi.js'
import { fmt } from './report.js'

export const SECTION_TITLE = 'Docusaurus site (issue 25): the Strapi 4.6.2 documentation built in place'
const BIN = path.join(REPO_DIR, 'bin', 'docsgen.js')

/** The two tools as the loop below runs them: clean, command, what to do untimed before. */
function docsgenTool(sourceDir) {
  const site = copySite(sourceDir, 'site-docsgen')
  return {
    name: 'docsgen',
    site,
    before: () => docsgen.ensureFresh(),
    clean: () => docsgen.clean(site),
    command: { cmd: process.execPath, args: [BIN, 'build', '.'], cwd: site.dir },
  }
}

function docusaurusTool(sourceDir) {
  const site = docusaurusStrapi.prepare(sourceDir)
  return {
    name: 'Docusaurus',
    site,
    before: () => {},
    clean: () => docusaurusStrapi.clean(site),
    command: docusaurusStrapi.command(site),
  }
}

/**
 * Measure both tools on the site in `sourceDir` (never changed: each tool builds its own copy).
 * `timed(what, command)` runs and measures one command; `settle()` flushes the disk before it.
 * Returns { sourceDir, changes, tools: [{ name, version, cold, warm, pages, runs, error }] }.
 */
export async function measureDocusaurusSite({ sourceDir, runs, timed, settle, log }) {
  if (!existsSync(path.join(sourceDir, 'docusaurus.config.js')))
    return { sourceDir, error: `${sourceDir} has no docusaurus.config.js` }
  const dg = { ...docsgenTool(sourceDir), version: `docsgen ${docsgen.ensureFresh()}` }
  const tools = [dg]
  let ds
  try {
    docusaurusStrapi.install(log)
    ds = { ...docusaurusTool(sourceDir), version: versionText(docusaurusStrapi.versions()) }
  } catch (e) {
    ds = { name: 'Docusaurus', error: `not installed: ${e.message}`, runs: [] }
  }
  tools.push(ds)
  for (const t of tools) t.runs ??= []
  for (let i = 0; i < runs; i++) {
    for (const t of tools) {
      if (t.error) continue
      await runOnce(t, `docusaurus-site · ${t.name} · run ${i + 1}/${runs}`, timed, settle)
    }
  }
  return { sourceDir, changes: dg.site.changes, tools: tools.map(summary) }
}

const versionText = (v) =>
  Object.entries(v)
    .map(([k, x]) => `${k} ${x ?? '?'}`)
    .join(', ')

/** One cold build (caches and output deleted) and one warm rebuild (nothing changed). */
async function runOnce(t, what, timed, settle) {
  t.before()
  t.clean()
  settle()
  const cold = await timed(`${what} · cold build`, t.command)
  const run = { cold: pick(cold) }
  t.runs.push(run)
  if (cold.code !== 0) {
    t.error = `cold build failed: ${tail(cold)}`
    return
  }
  t.before()
  settle()
  const warm = await timed(`${what} · warm rebuild`, t.command)
  run.warm = pick(warm)
  if (warm.code !== 0) t.error = `warm rebuild failed: ${tail(warm)}`
}

const pick = (r) => ({ ms: r.ms, rssKB: r.rssKB, code: r.code, steal: r.steal, load: r.load })
const tail = (r) =>
  `${r.timedOut ? 'timed out; ' : `exit ${r.code ?? r.signal}; `}${(r.stderr || r.stdout).trim().split('\n').slice(-6).join('\n')}`

function summary(t) {
  const ok = t.runs.filter((r) => r.cold?.code === 0)
  const med = (k) => {
    const good = ok.filter((r) => r[k]?.code === 0)
    return good.length
      ? { ms: median(good.map((r) => r[k].ms)), rssKB: median(good.map((r) => r[k].rssKB)) }
      : undefined
  }
  const out = t.site?.outDir
  return {
    name: t.name,
    version: t.version,
    cold: med('cold'),
    warm: med('warm'),
    pages: ok.length && out && existsSync(out) ? countIndexHtml(out) : undefined,
    runs: t.runs,
    error: t.error,
  }
}

function countIndexHtml(dir) {
  return readdirSync(dir, { recursive: true }).filter((f) => path.basename(String(f)) === 'index.html').length
}

/** The Markdown table: one row per tool, the Docusaurus row with its ratio to docsgen. */
export function docusaurusSiteTable(result) {
  if (result.error) return `${SECTION_TITLE}: not measured: ${result.error}`
  const [dg, ds] = result.tools
  const ratio = (k) => (ds[k] && dg[k] ? fmt.ratio(ds[k].ms / dg[k].ms) : '—')
  const row = (t, ratios) => {
    if (!t.cold) return `| ${t.name} | ${t.version ?? '—'} | not measured | — | — | — | — |`
    const rss = `${fmt.mb(t.cold.rssKB)} / ${fmt.mb(t.warm?.rssKB)}`
    return `| ${t.name} | ${t.version} | ${fmt.s(t.cold.ms)} | ${t.warm ? fmt.s(t.warm.ms) : 'failed'} | ${rss} | ${t.pages ?? '—'} | ${ratios} |`
  }
  return [
    '| tool | version | cold build | warm rebuild | peak RSS (cold / warm) | pages written (`index.html`) | Docusaurus ÷ docsgen (cold / warm) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    row(dg, '1×'),
    row(ds, `${ratio('cold')} / ${ratio('warm')}`),
  ].join('\n')
}

/** Notes under the table: failures, what the copies changed, every run's figures. */
export function docusaurusSiteNotes(result) {
  if (result.error) return []
  const notes = []
  for (const t of result.tools) if (t.error) notes.push(`- ${t.name}: **not measured**: ${oneLine(t.error)}`)
  const changes = result.changes.length ? result.changes.join('; ') : 'none'
  notes.push(`- Changes to both copies of the site (the source folder is never changed): ${changes}.`)
  for (const t of result.tools) {
    const runs = t.runs.map((r, i) => `${i + 1}: cold ${figure(r.cold)}, warm ${figure(r.warm)}`)
    if (runs.length) notes.push(`- Every run, ${t.name}: ${runs.join('; ')}.`)
  }
  return notes
}

const oneLine = (s) => s.split('\n').join(' ⏎ ')
const figure = (x) =>
  x
    ? `${fmt.s(x.ms)}${x.code ? ` (exit ${x.code})` : ''}${x.steal ? ` (${fmt.pct(x.steal)} stolen)` : ''}, load ${x.load}`
    : '—'

/** The whole section for a results file: heading, when and how, table, notes. */
export function docusaurusSiteSection(result, { env, command, date }) {
  const commit = `${env.commit ?? '?'}${env.dirty ? ' with uncommitted changes' : ''}`
  return [
    `## ${SECTION_TITLE}`,
    '',
    `Measured by \`${command}\` on ${date}: docsgen commit \`${commit}\`, Node ${env.node}, ${env.cores} cores, ${env.cpu}. Site: \`${result.sourceDir}\` (the \`docusaurus/\` folder of github.com/strapi/documentation at tag v4.6.2), copied to \`bench/.peers/docusaurus-strapi/site-docsgen/\` and \`.../site/\`. docsgen: \`node bin/docsgen.js build .\`, cold = \`build/\` and \`.docsgen-cache/\` deleted. Docusaurus: ${docusaurusStrapi.config} Warm = the same command again, nothing changed. Alternating, ${result.tools?.[0]?.runs.length ?? 0} run(s) each; medians.`,
    '',
    docusaurusSiteTable(result),
    '',
    ...docusaurusSiteNotes(result),
    '',
  ].join('\n')
}

/** Put `section` into `file` in place of the section of the same title (or at its end). */
export function writeSection(file, section) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# docsgen benchmark results\n'
  const start = text.indexOf(`## ${SECTION_TITLE}`)
  if (start < 0) return writeFileSync(file, `${text.trimEnd()}\n\n${section}`)
  const next = text.indexOf('\n## ', start + 3)
  const rest = next < 0 ? '' : text.slice(next + 1)
  writeFileSync(file, `${text.slice(0, start)}${section}${rest ? `\n${rest}` : ''}`)
}
