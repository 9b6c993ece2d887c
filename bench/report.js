// Markdown tables, target verdicts and bench/results.md.

export const fmt = {
  s(ms) {
    if (ms === undefined) return '—'
    const s = ms / 1000
    return s < 10 ? `${s.toFixed(2)} s` : `${s.toFixed(1)} s`
  },
  mb(kb) {
    return kb === undefined || kb === 0 ? '—' : `${Math.round(kb / 1024)} MB`
  },
  kb(bytes) {
    if (bytes === undefined) return '—'
    return bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${(bytes / 1000).toFixed(1)} KB`
  },
  pair(x) {
    return x ? `${fmt.kb(x.raw)} / ${fmt.kb(x.gz)}` : '—'
  },
  rate(x) {
    return x < 10 ? x.toFixed(1) : String(Math.round(x))
  },
  ratio(x) {
    if (x === undefined || !Number.isFinite(x)) return '—'
    return x >= 10 ? `${x.toFixed(0)}×` : `${x.toFixed(1)}×`
  },
}

const cell = (v) =>
  String(v ?? '—')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ')

function table(head, rows) {
  return [
    `| ${head.map(cell).join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n')
}

function runsNote(r) {
  const n = r.runs.filter((x) => x.cold?.code === 0 && !x.note).length
  return n > 1 ? ` (median of ${n})` : ''
}

/** Speed table: one row per corpus × tool. */
export function speedTable(rows, devServer) {
  const dev = devServer.live ? undefined : 'not measured yet'
  const devCells = (r) => {
    if (r.tool !== 'docsgen') return ['n/a', 'n/a']
    if (dev) return [dev, dev]
    if (!r.dev) return [r.devError ? 'failed' : 'skipped', r.devError ? 'failed' : 'skipped']
    const edit =
      r.dev.editMedianMs === undefined
        ? 'n/a'
        : `${Math.round(r.dev.editMedianMs)} ms (page fetched: ${Math.round(r.dev.fetchMedianMs)} ms)`
    return [fmt.s(r.dev.readyMs), edit]
  }
  return table(
    [
      'corpus',
      'tool',
      'pages',
      'cold build',
      'pages/s',
      'peak RSS (cold)',
      'warm rebuild',
      'cold ÷ warm',
      'check-links',
      'broken links found / expected',
      'dev ready',
      'edit → reload',
    ],
    rows.map((r) =>
      r.error && !r.cold
        ? [r.target, r.label, r.pages, `FAILED: ${r.error.split('\n')[0].slice(0, 80)}`, '', '', '', '', '', '', '', '']
        : [
            r.target,
            r.label,
            r.pages,
            fmt.s(r.cold?.ms) + runsNote(r),
            r.cold && r.pages ? fmt.rate(r.pages / (r.cold.ms / 1000)) : '—',
            fmt.mb(r.cold?.rssKB),
            fmt.s(r.warm?.ms),
            r.cold && r.warm ? fmt.ratio(r.cold.ms / r.warm.ms) : '—',
            r.check ? fmt.s(r.check.ms) : r.tool === 'docsgen' ? '—' : 'n/a',
            r.broken
              ? `${r.broken.count} / ${r.broken.expected}${r.broken.match ? ' ✓' : ' ✗'}`
              : r.tool === 'docsgen'
                ? '—'
                : 'n/a',
            ...devCells(r),
          ],
    ),
  )
}

/** Weight table: output folder and what a browser downloads for the typical page. */
export function weightTable(rows) {
  return table(
    [
      'corpus',
      'tool',
      'output',
      'typical page',
      'HTML raw / gz',
      'CSS raw / gz',
      'JS first load raw / gz',
      'all client JS raw / gz',
      'search index raw / gz',
    ],
    rows
      .filter((r) => r.output)
      .map((r) => [
        r.target,
        r.label,
        `${fmt.kb(r.output.bytes)}, ${r.output.files} files`,
        r.weight ? `\`${r.weight.route}\`` : 'not found',
        fmt.pair(r.weight?.html),
        r.weight ? `${fmt.pair(r.weight.css)} (${r.weight.css.files})` : '—',
        r.weight ? `${fmt.pair(r.weight.js)} (${r.weight.js.files})` : '—',
        `${fmt.pair(r.clientJs)} (${r.clientJs?.files ?? 0})`,
        r.search ? `${fmt.pair(r.search)} (${r.search.files} files)` : 'none',
      ]),
  )
}

/** docsgen against each peer, per corpus. */
export function peerTable(rows) {
  const out = []
  for (const r of rows) {
    if (r.tool === 'docsgen') continue
    const d = rows.find((x) => x.tool === 'docsgen' && x.target === r.target)
    out.push([
      r.target,
      r.label,
      r.cold ? fmt.s(r.cold.ms) : `FAILED`,
      fmt.s(d?.cold?.ms),
      r.cold && d?.cold ? fmt.ratio(r.cold.ms / d.cold.ms) : '—',
      r.warm && d?.warm ? `${fmt.s(r.warm.ms)} vs ${fmt.s(d.warm.ms)} (${fmt.ratio(r.warm.ms / d.warm.ms)})` : '—',
      r.cold && d?.cold ? `${fmt.mb(r.cold.rssKB)} vs ${fmt.mb(d.cold.rssKB)}` : '—',
    ])
  }
  return out.length
    ? table(
        [
          'corpus',
          'peer',
          'peer cold',
          'docsgen cold',
          'peer ÷ docsgen (cold)',
          'warm: peer vs docsgen',
          'peak RSS: peer vs docsgen',
        ],
        out,
      )
    : ''
}

/** Every run's raw figures, for judging noise. */
export function runsTable(rows) {
  const out = []
  for (const r of rows) {
    r.runs.forEach((run, i) => {
      out.push([
        r.target,
        r.label,
        i + 1,
        run.cold ? `${fmt.s(run.cold.ms)}${run.cold.code ? ` (exit ${run.cold.code})` : ''}` : '—',
        fmt.mb(run.cold?.rssKB),
        run.warm ? fmt.s(run.warm.ms) : '—',
        fmt.mb(run.warm?.rssKB),
        run.check ? `${fmt.s(run.check.ms)} (exit ${run.check.code})` : '—',
        fmt.mb(run.check?.rssKB),
        run.load ?? '—',
        run.note ?? '',
      ])
    })
  }
  return table(
    ['corpus', 'tool', 'run', 'cold', 'RSS', 'warm', 'RSS', 'check-links', 'RSS', 'load avg before', 'note'],
    out,
  )
}

/**
 * Verdicts of the issue's targets. Each: { target, status: 'met' | 'NOT met' | 'not measured', detail }.
 */
export function evaluateTargets(rows, { selfRoute }) {
  const docsgenAt = (n) => rows.find((r) => r.tool === 'docsgen' && r.size === n)
  const verdict = (ok) => (ok ? 'met' : 'NOT met')
  const out = []

  {
    const d = docsgenAt(1000)
    const peers = rows.filter((r) => r.size === 1000 && r.tool !== 'docsgen' && r.cold)
    const target = 'Cold build ≥ 10× faster than the fastest peer on 1000 pages'
    if (!d?.cold || peers.length === 0) {
      const d300 = docsgenAt(300)
      const p300 = rows.filter((r) => r.size === 300 && r.tool !== 'docsgen' && r.cold)
      const hint =
        d300?.cold && p300.length
          ? ` At 300 pages: fastest peer ${p300.reduce((a, b) => (a.cold.ms < b.cold.ms ? a : b)).label} ${fmt.s(Math.min(...p300.map((p) => p.cold.ms)))}, docsgen ${fmt.s(d300.cold.ms)}: ${fmt.ratio(Math.min(...p300.map((p) => p.cold.ms)) / d300.cold.ms)}.`
          : ''
      out.push({
        target,
        status: 'not measured',
        detail: `needs docsgen and peers on 1000 pages (\`--peers --sizes 1000\`).${hint}`,
      })
    } else {
      const fastest = peers.reduce((a, b) => (a.cold.ms < b.cold.ms ? a : b))
      const x = fastest.cold.ms / d.cold.ms
      out.push({
        target,
        status: verdict(x >= 10),
        detail: `fastest peer ${fastest.label} ${fmt.s(fastest.cold.ms)}, docsgen ${fmt.s(d.cold.ms)}: ${fmt.ratio(x)} (needs docsgen ≤ ${fmt.s(fastest.cold.ms / 10)})`,
      })
    }
  }
  {
    const d = docsgenAt(10000)
    const target = '≥ 300 pages/s on 10000 pages (cold)'
    if (!d?.cold) {
      const big = rows
        .filter((r) => r.tool === 'docsgen' && typeof r.size === 'number' && r.cold)
        .sort((a, b) => b.size - a.size)[0]
      out.push({
        target,
        status: 'not measured',
        detail: `run with \`--sizes 300,1000,10000\`.${big ? ` At ${big.size} pages: ${fmt.rate(big.pages / (big.cold.ms / 1000))} pages/s.` : ''}`,
      })
    } else {
      const pps = d.pages / (d.cold.ms / 1000)
      out.push({
        target,
        status: verdict(pps >= 300),
        detail: `${fmt.rate(pps)} pages/s (${fmt.s(d.cold.ms)} for ${d.pages} pages)`,
      })
    }
  }
  {
    const d = docsgenAt(10000)
    const target = 'Peak RSS < 1 GB on 10000 pages'
    if (!d?.cold) {
      const big = rows
        .filter((r) => r.tool === 'docsgen' && typeof r.size === 'number' && r.cold)
        .sort((a, b) => b.size - a.size)[0]
      out.push({
        target,
        status: 'not measured',
        detail: `run with \`--sizes 300,1000,10000\`.${big ? ` At ${big.size} pages: ${fmt.mb(big.peakKB)}.` : ''}`,
      })
    } else {
      out.push({
        target,
        status: verdict(d.peakKB < 1024 * 1024),
        detail: `${fmt.mb(d.peakKB)} (largest of cold, warm, check-links)`,
      })
    }
  }
  {
    const ds = rows.filter((r) => r.tool === 'docsgen' && r.cold && r.warm)
    const target = 'Warm rebuild ≥ 5× faster than cold'
    if (ds.length === 0) out.push({ target, status: 'not measured', detail: '' })
    else {
      const parts = ds.map(
        (r) => `${r.target}: ${fmt.ratio(r.cold.ms / r.warm.ms)} (${fmt.s(r.cold.ms)} → ${fmt.s(r.warm.ms)})`,
      )
      out.push({ target, status: verdict(ds.every((r) => r.cold.ms / r.warm.ms >= 5)), detail: parts.join('; ') })
    }
  }
  {
    const d = docsgenAt(10000)
    const target = 'check-links on 10000 pages < 2 s'
    if (!d?.check) {
      const big = rows
        .filter((r) => r.tool === 'docsgen' && typeof r.size === 'number' && r.check)
        .sort((a, b) => b.size - a.size)[0]
      out.push({
        target,
        status: 'not measured',
        detail: `run with \`--sizes 300,1000,10000\`.${big ? ` At ${big.size} pages: ${fmt.s(big.check.ms)}.` : ''}`,
      })
    } else out.push({ target, status: verdict(d.check.ms < 2000), detail: fmt.s(d.check.ms) })
  }
  {
    const self = rows.find((r) => r.tool === 'docsgen' && r.size === 'self')
    const w = self?.weight
    const page = w ? `\`${w.route}\`` : `\`${selfRoute}\``
    const limits = [
      ['HTML', 'html', 40],
      ['CSS', 'css', 20],
      ['JS on first load', 'js', 20],
    ]
    for (const [name, key, kb] of limits) {
      const target = `Typical page ${name} < ${kb} KB gzip`
      if (!w)
        out.push({ target, status: 'not measured', detail: `${page} of this repo's site was not built or not found` })
      else
        out.push({
          target,
          status: verdict(w[key].gz < kb * 1000),
          detail: `${fmt.kb(w[key].gz)} gzip (${fmt.kb(w[key].raw)} raw) on ${page}`,
        })
    }
  }
  return out
}

export function targetsTable(verdicts) {
  return table(
    ['target', 'status', 'measured'],
    verdicts.map((v) => [
      v.target,
      v.status === 'met' ? '✅ met' : v.status === 'NOT met' ? '❌ not met' : '➖ not measured',
      v.detail,
    ]),
  )
}
