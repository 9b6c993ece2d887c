import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { setupBrowserSite } from './support/browser-site.js'
import { openPage } from './support/page.js'
import { REPO_ROOT } from './support/site.js'
import { problemsForEveryReader } from './support/themed.js'

// Issue 25: a Docusaurus site's blog as the pipeline builds it from test/fixtures/sites/docusaurus-blog:
// the list pages, a post, a tag's page and the archive, read and clicked through as a reader would.
const { browser, context, url } = setupBrowserSite(path.join(REPO_ROOT, 'test/fixtures/sites/docusaurus-blog'), {
  context: { viewport: { width: 1280, height: 800 } },
})

describe('the blog', () => {
  it('is reached from the navbar; "Read more" opens the whole post', async () => {
    const { page, errors } = await openPage(context(), url('/docs/intro'))
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click()
    await page.waitForURL(url('/blog'))
    expect(await page.locator('h2.blog-post-title').allTextContents()).toEqual(['Welcome', 'Writing posts in MDX'])
    expect(await page.getByText('What comes next').count()).toBe(0)
    await page.getByRole('link', { name: 'Read more about Welcome' }).click()
    await page.waitForURL(url('/blog/welcome'))
    expect(await page.locator('main h1').textContent()).toBe('Welcome')
    expect(await page.getByRole('heading', { name: 'What comes next' }).isVisible()).toBe(true)
    expect(errors).toEqual([])
  })

  it('pages through older entries, and from a post to the older and newer ones', async () => {
    const { page, errors } = await openPage(context(), url('/blog'))
    await page.getByRole('link', { name: 'Older entries' }).click()
    await page.waitForURL(url('/blog/page/2'))
    expect(await page.locator('h2.blog-post-title').allTextContents()).toEqual(['A longer post', 'First post'])
    await page.locator('main').getByRole('link', { name: 'A longer post' }).click()
    await page.waitForURL(url('/blog/2019/05/29/long-blog-post'))
    await page.getByRole('link', { name: /Newer post/ }).click()
    await page.waitForURL(url('/blog/2021/08/01/mdx-blog-post'))
    expect(await page.locator('main h1').textContent()).toBe('Writing posts in MDX')
    expect(await page.locator('.blog-sidebar [aria-current=page]').textContent()).toBe('Writing posts in MDX')
    expect(errors).toEqual([])
  })

  it('leads from a post’s tag to the tag’s posts, and on to every tag', async () => {
    const { page, errors } = await openPage(context(), url('/blog/2019/05/29/long-blog-post'))
    await page.locator('.blog-post-footer').getByRole('link', { name: 'Release Notes' }).click()
    await page.waitForURL(url('/blog/tags/release-notes'))
    expect(await page.locator('main h1').textContent()).toBe('One post tagged with "Release Notes"')
    await page.getByRole('link', { name: 'View all tags' }).click()
    await page.waitForURL(url('/blog/tags'))
    expect(await page.locator('main h2').allTextContents()).toEqual(['D', 'H', 'R'])
    expect(errors).toEqual([])
  })
})

describe('blog pages for every reader', () => {
  it('fit a phone and pass axe in light and dark mode at 1280 and 390 px', async () => {
    const routes = ['/blog', '/blog/welcome', '/blog/tags/hello', '/blog/tags', '/blog/archive']
    expect(
      await problemsForEveryReader(browser(), (themed, route) => openPage(themed, url(route)), { routes }),
    ).toEqual([])
  }, 120_000)

  it('read without JavaScript', async () => {
    const noScript = await browser().newContext({ javaScriptEnabled: false })
    const page = await noScript.newPage()
    await page.goto(url('/blog'))
    expect(await page.getByText('The site now has a blog.').isVisible()).toBe(true)
    await page.getByRole('link', { name: 'Read more about Welcome' }).click()
    await page.waitForURL(url('/blog/welcome'))
    expect(await page.getByText('Posts about').isVisible()).toBe(true)
    await noScript.close()
  })
})
