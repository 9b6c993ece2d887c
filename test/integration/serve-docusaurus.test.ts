import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/config/index.js'
import { DEFAULT_THEME_DIR } from '../../src/render/index.js'
import { startDevServer } from '../../src/serve/index.js'
import { classifyPath, SiteWatcher, watchedPaths, watchTargetsOf } from '../../src/serve/watch.js'
import { writeSite } from '../helpers/build-fixture.js'

// Issue 25: `docsgen serve` in a Docusaurus site rebuilds when one of the site's own React
// components changes (they are bundled with each build; the pages that use one follow its hash).

const EVENT_TIMEOUT = 20_000

const badge = (text: string) => `import React from 'react'
export default function Badge() {
  return <span className="badge">${text}</span>
}
`

async function docusaurusSite(): Promise<string> {
  return writeSite({
    'package.json': '{ "name": "site", "private": true }\n',
    'docusaurus.config.js': `module.exports = {
  title: 'Serve', url: 'https://serve.test', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' } }]],
}
`,
    'docs/intro.md': "---\nslug: /\n---\n\nimport Badge from '@site/src/components/Badge'\n\n# Intro\n\n<Badge />\n",
    'src/components/Badge.js': badge('first'),
    'src/pages/team.js': teamPage('Ada'),
  })
}

const teamPage = (name: string) => `import Layout from '@theme/Layout'
import Badge from '@site/src/components/Badge'
export default function Team() {
  return <Layout title="Team"><p className="member">${name}</p><Badge /></Layout>
}
`

/** `docsgen serve` on the site in `dir`, on a free port, its cache in memory. */
function devServer(dir: string) {
  return startDevServer({
    rootDir: dir,
    port: 0,
    themeDir: () => DEFAULT_THEME_DIR,
    buildDate: '2026-01-01',
    cache: 'memory',
  })
}

describe('docsgen serve in a Docusaurus site', () => {
  it('watches src/components/, src/theme/ and src/pages/ there, and not in a docsgen site', async () => {
    const dir = await docusaurusSite()
    const targets = watchTargetsOf(await loadConfig({ rootDir: dir }), DEFAULT_THEME_DIR, undefined)
    expect(classifyPath(targets, path.join(dir, 'src/components/Badge.js'))).toBe('content')
    expect(classifyPath(targets, path.join(dir, 'src/theme/MDXComponents.js'))).toBe('content')
    expect(classifyPath(targets, path.join(dir, 'src/pages/index.js'))).toBe('content')
    expect(classifyPath(targets, path.join(dir, 'src/css/custom.css'))).toBeUndefined()
    expect(watchedPaths(targets)).toEqual(expect.arrayContaining(['src/components', 'src/pages']))

    const plain = await writeSite({ 'content/a.md': '# A\n', 'src/components/Badge.js': badge('x') })
    const plainTargets = watchTargetsOf(await loadConfig({ rootDir: plain }), DEFAULT_THEME_DIR, undefined)
    expect(classifyPath(plainTargets, path.join(plain, 'src/components/Badge.js'))).toBeUndefined()
    expect(classifyPath(plainTargets, path.join(plain, 'src/pages/index.js'))).toBeUndefined()
    await rm(plain, { recursive: true, force: true })

    // The watcher reports an edit there.
    const batches: string[][] = []
    const watcher = new SiteWatcher(targets, (paths) => batches.push(paths), { debounceMs: 10 })
    try {
      await watcher.ready
      await writeFile(path.join(dir, 'src/components/Badge.js'), badge('edited'))
      await expect
        .poll(() => batches.flat(), { timeout: EVENT_TIMEOUT })
        .toContain(path.join(dir, 'src/components/Badge.js'))
    } finally {
      await watcher.close()
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('serves the page with the edited component after the rebuild', async () => {
    const dir = await docusaurusSite()
    const server = await devServer(dir)
    try {
      const page = async () => (await fetch(new URL('/', server.url))).text()
      expect(await page()).toContain('<span class="badge">first</span>')
      const file = path.join(dir, 'src/components/Badge.js')
      await writeFile(file, badge('second'))
      await server.rebuild([file])
      expect(await page()).toContain('<span class="badge">second</span>')
    } finally {
      await server.close()
      await rm(dir, { recursive: true, force: true })
    }
  }, 60_000)

  it('serves a React page as edited, a new one, and not one removed', async () => {
    const dir = await docusaurusSite()
    const server = await devServer(dir)
    try {
      const page = async (route: string) => {
        const response = await fetch(new URL(route, server.url))
        return { status: response.status, html: await response.text() }
      }
      expect((await page('/team')).html).toContain('<p class="member">Ada</p><span class="badge">first</span>')
      const team = path.join(dir, 'src/pages/team.js')
      await writeFile(team, teamPage('Grace'))
      await server.rebuild([team])
      expect((await page('/team')).html).toContain('<p class="member">Grace</p>')
      // The component the page uses, edited: the page follows.
      const badgeFile = path.join(dir, 'src/components/Badge.js')
      await writeFile(badgeFile, badge('second'))
      await server.rebuild([badgeFile])
      expect((await page('/team')).html).toContain('<span class="badge">second</span>')
      // A page added, and one removed.
      const about = path.join(dir, 'src/pages/about.md')
      await writeFile(about, '# About the team\n')
      await rm(team)
      await server.rebuild([about, team])
      expect((await page('/about')).html).toContain('<title>About the team | Serve</title>')
      expect((await page('/team')).status).toBe(404)
    } finally {
      await server.close()
      await rm(dir, { recursive: true, force: true })
    }
  }, 60_000)

  it('serves a new post in the lists and feeds, an edited post’s new excerpt, and authors as edited', async () => {
    const dir = await docusaurusSite()
    const blogDir = path.join(dir, 'blog')
    await mkdir(blogDir)
    const first = path.join(blogDir, '2024-01-01-first.md')
    await writeFile(first, '---\ntitle: First\nauthors: [ada]\n---\n\nOld intro.\n\n<!-- truncate -->\n\nRest.\n')
    await writeFile(path.join(blogDir, 'authors.yml'), 'ada:\n  name: Ada\n')
    const server = await devServer(dir)
    try {
      const page = async (route: string) => (await fetch(new URL(route, server.url))).text()
      expect(await page('/blog')).toContain('Old intro.')
      expect(await page('/blog/2024/01/01/first')).toContain('<span class="blog-author-name">Ada</span>')
      const second = path.join(blogDir, '2024-02-01-second.md')
      await writeFile(second, '---\ntitle: Second\n---\n\nNew post.\n')
      await writeFile(first, '---\ntitle: First\nauthors: [ada]\n---\n\nNew intro.\n\n<!-- truncate -->\n\nRest.\n')
      await server.rebuild([second, first])
      const list = await page('/blog')
      expect(list.indexOf('New post.')).toBeLessThan(list.indexOf('New intro.'))
      expect(list).not.toContain('Old intro.')
      expect(await page('/blog/rss.xml')).toContain('<title><![CDATA[Second]]></title>')
      const authors = path.join(blogDir, 'authors.yml')
      await writeFile(authors, 'ada:\n  name: Ada Lovelace\n')
      await server.rebuild([authors])
      expect(await page('/blog/2024/01/01/first')).toContain('<span class="blog-author-name">Ada Lovelace</span>')
    } finally {
      await server.close()
      await rm(dir, { recursive: true, force: true })
    }
  }, 60_000)

  it('serves an image kept beside a page, and the page follows when the image changes', async () => {
    const dir = await docusaurusSite()
    const picture = path.join(dir, 'docs/pic.png')
    await writeFile(picture, 'first picture')
    await writeFile(path.join(dir, 'docs/more.md'), '# More\n\n![A picture](./pic.png)\n')
    const server = await devServer(dir)
    try {
      const srcOf = async () => {
        const html = await (await fetch(new URL('/more', server.url))).text()
        return /<img src="([^"]+)" alt="A picture"/.exec(html)?.[1]
      }
      const first = await srcOf()
      expect(first).toMatch(/^\/assets\/files\/pic-[0-9a-f]{8}\.png$/)
      expect(await (await fetch(new URL(first ?? '', server.url))).text()).toBe('first picture')
      await writeFile(picture, 'second picture')
      await server.rebuild([picture])
      const second = await srcOf()
      expect(second).not.toBe(first)
      expect(await (await fetch(new URL(second ?? '', server.url))).text()).toBe('second picture')
    } finally {
      await server.close()
      await rm(dir, { recursive: true, force: true })
    }
  }, 60_000)

  it('serves the site’s stylesheet as edited, a file it imports too', async () => {
    const dir = await docusaurusSite()
    await writeFile(
      path.join(dir, 'docusaurus.config.js'),
      `module.exports = {
  title: 'Serve', url: 'https://serve.test', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' }, theme: { customCss: require.resolve('./src/css/custom.css') } }]],
}
`,
    )
    await mkdir(path.join(dir, 'src/css'), { recursive: true })
    await writeFile(path.join(dir, 'src/css/custom.css'), "@import './palette.css';\n.member { font-weight: 700 }\n")
    const palette = path.join(dir, 'src/css/palette.css')
    await writeFile(palette, ':root { --ifm-color-primary: #2e8555; }\n')
    const targets = watchTargetsOf(await loadConfig({ rootDir: dir }), DEFAULT_THEME_DIR, undefined)
    expect(classifyPath(targets, path.join(dir, 'src/css/custom.css'))).toBe('theme')
    expect(classifyPath(targets, palette)).toBe('theme')
    const server = await devServer(dir)
    try {
      const stylesheet = async () => {
        const html = await (await fetch(new URL('/', server.url))).text()
        const href = /<link rel="stylesheet" href="(\/assets\/styles\.[0-9a-f]{8}\.css)"/.exec(html)?.[1] ?? ''
        return { href, css: await (await fetch(new URL(href, server.url))).text() }
      }
      const first = await stylesheet()
      expect(first.css).toContain('--ifm-color-primary: #2e8555')
      expect(first.css).toMatch(/\.member\s*\{\s*font-weight:\s*700/)
      await writeFile(palette, ':root { --ifm-color-primary: #1554b7; }\n')
      await server.rebuild([palette])
      const second = await stylesheet()
      expect(second.href).not.toBe(first.href)
      expect(second.css).toContain('--ifm-color-primary: #1554b7')
    } finally {
      await server.close()
      await rm(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
