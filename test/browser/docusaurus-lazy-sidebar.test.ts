import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { setupBrowserSite } from './support/browser-site.js'
import { openPage } from './support/page.js'

// A Docusaurus site whose sidebar is very large (more links than `docs.lazySidebarAbove`, 300):
// folded categories with a page of their own come without their items, in Docusaurus's markup,
// and the caret button loads them from that page (theme/SidebarCategoryInfima.tsx).
const FILLER_PAGES = 301
const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-docusaurus-lazy-'))
const write = (file: string, text: string): void => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
  writeFileSync(path.join(dir, file), text)
}
write('package.json', '{ "name": "docusaurus-lazy-fixture", "private": true }\n')
write(
  'docusaurus.config.js',
  `module.exports = {
  title: 'Lazy',
  url: 'https://lazy.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: require.resolve('./sidebars.js') } }]],
}
`,
)
const filler = Array.from({ length: FILLER_PAGES }, (_, i) => `filler/page-${i}`)
write(
  'sidebars.js',
  `module.exports = {
  docs: [
    'intro',
    { type: 'category', label: 'Deploy', collapsed: true, link: { type: 'doc', id: 'deploy/index' }, items: ['deploy/docker', 'deploy/cloud'] },
    { type: 'category', label: 'Filler', collapsed: true, link: { type: 'doc', id: 'filler/index' }, items: ${JSON.stringify(filler)} },
  ],
}
`,
)
write('docs/intro.md', '---\nslug: /\n---\n\n# Introduction\n\nThe start.\n')
write('docs/deploy/index.md', '# Deploy\n\nHow to deploy.\n')
write('docs/deploy/docker.md', '# Docker\n\nWith Docker.\n')
write('docs/deploy/cloud.md', '# Cloud\n\nIn the cloud.\n')
write('docs/filler/index.md', '# Filler\n\nMany pages.\n')
for (const [i, id] of filler.entries()) write(`docs/${id}.md`, `# Filler page ${i}\n\nText.\n`)

const { context, url } = setupBrowserSite(dir, { context: { viewport: { width: 1280, height: 900 } } })
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe("a very large Docusaurus sidebar's folded categories", () => {
  it('load their items from the caret button, in place and open, and fold again', async () => {
    const { page, errors } = await openPage(context(), url('/'))
    const sidebar = page.locator('.sidebar > .sidebar-menu')
    const deploy = sidebar.locator('li', { has: page.getByRole('link', { name: 'Deploy', exact: true }) })
    // Left out: no list at all, and the item folded.
    expect(await deploy.locator(':scope > ul').count()).toBe(0)
    expect(await deploy.getAttribute('class')).toContain('menu__list-item--collapsed')
    const caret = sidebar.getByRole('button', { name: "Toggle the collapsible sidebar category 'Deploy'" })
    await caret.click()
    await sidebar.getByRole('link', { name: 'Docker', exact: true }).waitFor({ state: 'visible' })
    expect(await sidebar.getByRole('link', { name: 'Cloud', exact: true }).isVisible()).toBe(true)
    expect(new URL(page.url()).pathname).toBe('/')
    expect(await caret.getAttribute('aria-expanded')).toBe('true')
    expect(await deploy.getAttribute('class')).not.toContain('menu__list-item--collapsed')
    // Only the list was taken from the category's page: its label keeps this page's marks (on that
    // page it is the current link), and nothing else became current.
    expect(await sidebar.locator('[aria-current="page"]').allTextContents()).toEqual(['Introduction'])
    expect(await sidebar.locator('.menu__link--active').allTextContents()).toEqual(['Introduction'])
    await caret.click()
    expect(await sidebar.getByRole('link', { name: 'Docker', exact: true }).isVisible()).toBe(false)
    await caret.click()
    await sidebar.getByRole('link', { name: 'Docker', exact: true }).click()
    await page.waitForURL(url('/deploy/docker'))
    await expect.poll(() => sidebar.locator('.menu__link--active').allTextContents()).toEqual(['Deploy', 'Docker'])
    expect(errors).toEqual([])
  }, 60_000)
})
