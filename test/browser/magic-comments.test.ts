import path from 'node:path'
import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { CODE_BLOCK } from '../../src/model/markup.js'
import { setupBrowserSite } from './support/browser-site.js'
import { codeBlock } from './support/components.js'
import { openPage } from './support/page.js'
import { REPO_ROOT } from './support/site.js'

// Docusaurus's magic comments in a Docusaurus 3 site built in place
// (test/fixtures/sites/docusaurus-code): `/` has a block marked by `// highlight-next-line` and
// `// highlight-start` … `// highlight-end`, the same lines marked by `{2,4-5}`, and a line marked
// by the site's own kind (`# This will error`, class `code-block-error-line` in its custom.css).
const { context, url } = setupBrowserSite(path.join(REPO_ROOT, 'test/fixtures/sites/docusaurus-code'), {
  context: { viewport: { width: 1280, height: 800 } },
})

const SERVER =
  "import http from 'node:http'\nconst port = 3000\nconst server = http.createServer()\nserver.listen(port)\nconsole.log('listening')"

/** Each line of a block: its text and its background colour. */
function lines(block: Locator) {
  return block
    .locator(`.${CODE_BLOCK.line}`)
    .evaluateAll((spans) => spans.map((span) => [span.textContent, getComputedStyle(span).backgroundColor]))
}

describe('magic comments', () => {
  it('are not shown, and the lines they mark look as the lines {2,4-5} marks', async () => {
    const { page, errors } = await openPage(context(), url('/'))
    const magic = await lines(codeBlock(page, 'server.js'))
    expect(magic).toEqual(await lines(codeBlock(page, 'ranges.js')))
    expect(magic.map(([text]) => text).join('\n')).toBe(SERVER)
    const [plain, marked] = [magic[0]?.[1], magic[1]?.[1]]
    expect(marked).not.toBe(plain)
    expect(magic.map(([, background]) => background === marked)).toEqual([false, true, false, true, true])
    expect(errors).toEqual([])
  })

  it('are not copied', async () => {
    await context().grantPermissions(['clipboard-read', 'clipboard-write'])
    const { page } = await openPage(context(), url('/'))
    await codeBlock(page, 'server.js').getByRole('button', { name: 'Copy code' }).click()
    await codeBlock(page, 'server.js').getByRole('button', { name: 'Copied' }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SERVER)
    await codeBlock(page, 'fails.py').getByRole('button', { name: 'Copy code' }).click()
    await codeBlock(page, 'fails.py').getByRole('button', { name: 'Copied' }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('count = 1\ncount += "one"')
  })

  it('of the site’s own kind give their line the site’s class and style', async () => {
    const { page } = await openPage(context(), url('/'))
    expect(await lines(codeBlock(page, 'fails.py'))).toEqual([
      ['count = 1', expect.not.stringMatching(/^rgb\(255, 0, 0\)$/)],
      ['count += "one"', 'rgb(255, 0, 0)'],
    ])
  })
})
