// Docusaurus as the Strapi 4.6.2 documentation pins it (issue 25): `docusaurus build .` in a copy of
// that site (the `docusaurus/` folder of github.com/strapi/documentation at tag v4.6.2, given with
// `--docusaurus-site <dir>`). Not a corpus peer: bench/docusaurus-site.js runs it.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { binOf, ensureInstalled, installedVersion, peerDir, rmAll } from './common.js'

const NAME = 'docusaurus-strapi'
// The site's package.json at v4.6.2, at the versions its yarn.lock resolved, except
// `plugin-image-zoom` (a GitHub dependency; only the npm registry is reachable here, and the
// site's config has that plugin commented out anyway). Two departures, both from the site's own
// yarn.lock behaviour:
// - `--legacy-peer-deps`: the site is installed with Yarn 1, which does not install peer
//   dependencies; npm does, and adds @docusaurus/theme-common 2.4.3 for redocusaurus's peer range
//   `^2.0.0` (the canary 0.0.0-5304 is outside it). Two theme-commons make every page fail
//   server-side rendering with `ReactContextError`.
// - `webpack@5.75.0` (what the yarn.lock has): the newest webpack 5 in the registry (5.112.2) has
//   no `lib/ContextReplacementPlugin.js`, which theme-classic requires.
const SPECS = [
  '--legacy-peer-deps',
  '@docusaurus/core@0.0.0-5304',
  '@docusaurus/preset-classic@0.0.0-5304',
  '@docusaurus/theme-live-codeblock@0.0.0-5304',
  '@docusaurus/plugin-client-redirects@2.3.1',
  'redocusaurus@1.3.0',
  'react@17.0.2',
  'react-dom@17.0.2',
  'prism-react-renderer@1.3.5',
  '@mdx-js/react@1.6.22',
  'clsx@1.2.1',
  'webpack@5.75.0',
]
// Packages the site lists that the registry cannot give: their entries are taken out of the copied
// config (a line naming only the package, not commented out).
const NOT_INSTALLED = ['plugin-image-zoom']
// A 1×1 GIF standing for an image the source folder lacks (Docusaurus fails the build on a missing
// image; docsgen only warns): both tools get the same copy.
const PLACEHOLDER = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')

/**
 * Copy `sourceDir` to bench/.peers/docusaurus-strapi/<name>/ (afresh; the source is never
 * changed), drop uninstallable plugins from its config and write placeholders for missing images.
 * Returns { dir, outDir, changes: [what was changed in the copy] }.
 */
export function copySite(sourceDir, name) {
  const dir = path.join(peerDir(NAME), name)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(path.dirname(dir), { recursive: true })
  const skip = new Set(['node_modules', 'build', '.docusaurus', '.docsgen-cache'].map((d) => path.join(sourceDir, d)))
  cpSync(sourceDir, dir, { recursive: true, filter: (src) => !skip.has(src) })
  const changes = []
  const removed = dropPlugins(path.join(dir, 'docusaurus.config.js'))
  changes.push(
    removed.length
      ? `docusaurus.config.js: removed ${removed.join(', ')} (not installable here)`
      : `docusaurus.config.js unchanged (no active entry of ${NOT_INSTALLED.join(', ')}, which is not installed)`,
  )
  const missing = writePlaceholders(dir)
  if (missing.length)
    changes.push(
      `${missing.length} missing image${missing.length > 1 ? 's' : ''} replaced by a 1×1 GIF (${missing.join(', ')})`,
    )
  return { dir, outDir: path.join(dir, 'build'), changes }
}

/** Remove active lines naming only an uninstallable package (`'plugin-image-zoom',`); returns them. */
function dropPlugins(configFile) {
  if (!existsSync(configFile)) return []
  const removed = []
  const lines = readFileSync(configFile, 'utf8').split('\n')
  const kept = lines.filter((line) => {
    const m = /^\s*(['"])([^'"]+)\1\s*,?\s*$/.exec(line)
    if (!m || !NOT_INSTALLED.includes(m[2])) return true
    removed.push(m[2])
    return false
  })
  if (removed.length) writeFileSync(configFile, kept.join('\n'))
  return removed
}

/**
 * Site-root images (`](/img/...)`, `src="/img/..."`) the Markdown names, outside HTML comments and
 * fenced code, but static/ lacks.
 */
function writePlaceholders(dir) {
  const wanted = new Set()
  for (const file of markdownFiles(path.join(dir, 'docs'))) {
    const text = readFileSync(file, 'utf8')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/^([ \t]*)(```|~~~)[\s\S]*?^\1\2/gm, '')
    for (const m of text.matchAll(/(?:\]\(|src=["'])(\/[^)\s"'#?]+\.(?:gif|png|jpe?g|svg|webp))/gi)) wanted.add(m[1])
  }
  const missing = [...wanted].filter((url) => !existsSync(path.join(dir, 'static', url))).sort()
  for (const url of missing) {
    mkdirSync(path.dirname(path.join(dir, 'static', url)), { recursive: true })
    writeFileSync(path.join(dir, 'static', url), PLACEHOLDER)
  }
  return missing.map((url) => `static${url}`)
}

function markdownFiles(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => path.join(e.parentPath ?? e.path, e.name))
}

export default {
  name: NAME,
  label: 'Docusaurus (as the site pins it)',
  config:
    "the versions of the site's package.json and yarn.lock (`@docusaurus/core` and the preset `0.0.0-5304`, React 17, redocusaurus 1.3.0, webpack 5.75.0), installed with npm `--legacy-peer-deps` (Yarn 1 behaviour); `plugin-image-zoom` not installed (GitHub-only; commented out in the site's config); `docusaurus build .` in its own copy of the site. Cold = `.docusaurus/`, `build/` and `node_modules/.cache/` deleted.",
  install(log) {
    ensureInstalled(NAME, SPECS, '@docusaurus/preset-classic', log)
  },
  versions() {
    const v = (pkg) => installedVersion(NAME, pkg)
    return {
      '@docusaurus/core': v('@docusaurus/core'),
      react: v('react'),
      webpack: v('webpack'),
      redocusaurus: v('redocusaurus'),
    }
  },
  prepare(sourceDir) {
    return copySite(sourceDir, 'site')
  },
  clean(site) {
    rmAll(site.dir, ['.docusaurus', 'build', 'node_modules/.cache'])
  },
  command(site) {
    return { cmd: process.execPath, args: [binOf(NAME, '@docusaurus/core', 'docusaurus'), 'build', '.'], cwd: site.dir }
  },
  outDir(site) {
    return site.outDir
  },
}
