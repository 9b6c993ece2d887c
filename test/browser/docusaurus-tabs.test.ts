import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { TABS } from '../../src/model/markup.js'
import { setupBrowserSite } from './support/browser-site.js'
import { tabSet, visiblePanels } from './support/components.js'
import { clientReady, openPage } from './support/page.js'
import { REPO_ROOT } from './support/site.js'

// Issue 25: tabs written the Docusaurus 2 way (`values`, `defaultValue`, `groupId`, `queryString`)
// in a Docusaurus site built in place (test/fixtures/sites/docusaurus-tabs: docusaurus.config.js,
// sidebars.js, docs/). `/install` has a package-manager set (queryString with the group id) and an
// `os` set (queryString="os"); `/other` has the package-manager group again.
const { context, url } = setupBrowserSite(path.join(REPO_ROOT, 'test/fixtures/sites/docusaurus-tabs'), {
  context: { viewport: { width: 1280, height: 800 } },
})

describe('Docusaurus tabs with queryString', () => {
  it('show the labels of values and the defaultValue when the URL names nothing', async () => {
    const { page, errors } = await openPage(context(), url('/install'))
    const manager = tabSet(page, 0)
    expect(await manager.getByRole('tab').allTextContents()).toEqual(['Yarn', 'npm'])
    expect(await visiblePanels(manager)).toEqual(['npm'])
    expect(await visiblePanels(tabSet(page, 1))).toEqual(['Linux'])
    expect(errors).toEqual([])
  })

  it('open on the tabs the URL names, over a stored choice', async () => {
    const page = await context().newPage()
    await page.goto(url('/other'))
    await clientReady(page)
    await tabSet(page, 0).getByRole('tab', { name: 'npm' }).click()
    await page.goto(url('/install?package-manager=yarn&os=mac'))
    await clientReady(page)
    expect(await visiblePanels(tabSet(page, 0))).toEqual(['Yarn'])
    expect(await visiblePanels(tabSet(page, 1))).toEqual(['macOS'])
  })

  it('write the reader’s choice into the URL without a history entry, and carry the group to other pages', async () => {
    const { page, errors } = await openPage(context(), url('/install'))
    const entries = await page.evaluate(() => history.length)
    await tabSet(page, 1).getByRole('tab', { name: 'macOS' }).click()
    expect(new URL(page.url()).searchParams.get('os')).toBe('mac')
    await tabSet(page, 0).getByRole('tab', { name: 'Yarn' }).click()
    expect(new URL(page.url()).searchParams.get('package-manager')).toBe('yarn')
    expect(await page.evaluate(() => history.length)).toBe(entries)
    expect(await visiblePanels(tabSet(page, 0))).toEqual(['Yarn'])

    await page.goto(url('/other'))
    await clientReady(page)
    expect(await visiblePanels(tabSet(page, 0))).toEqual(['Yarn'])
    expect(errors).toEqual([])
  })

  it('carry Infima’s classes, the active one moving with the choice, for the site’s CSS', async () => {
    const { page, errors } = await openPage(context(), url('/install'))
    const os = tabSet(page, 1)
    expect(await os.getAttribute('class')).toBe(TABS.infima.set)
    expect(await os.getByRole('tablist').getAttribute('class')).toBe(`${TABS.list} ${TABS.infima.list}`)
    const active = () => os.locator(`.${TABS.infima.tab}.${TABS.infima.active}`).allTextContents()
    expect(await os.locator(`.${TABS.infima.tab}`).allTextContents()).toEqual(['Linux', 'macOS'])
    expect(await active()).toEqual(['Linux'])
    await os.getByRole('tab', { name: 'macOS' }).click()
    expect(await active()).toEqual(['macOS'])
    expect(errors).toEqual([])
  })
})
