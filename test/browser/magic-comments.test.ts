import path from 'node:path'
import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { CODE_BLOCK } from '../../src/model/markup.js'
import { setupBrowserSite } from './support/browser-site.js'
import { codeBlock } from './support/components.js'
import { openPage } from './support/page.js'
import { REPO_ROOT } from './support/site.js'
import { themedContext } from './support/themed.js'

// Docusaurus's magic comments in a Docusaurus 3 site built in place
// (test/fixtures/sites/docusaurus-code): `/` has a block marked by `// highlight-next-line` and
// `// highlight-start` … `// highlight-end`, the same lines marked by `{2,4-5}`, and a line marked
// by the site's own kind (`# This will error`, class `code-block-error-line` in its custom.css);
// `colours.js` is coloured by its Prism themes (github, dracula in dark mode).
const { browser, context, url } = setupBrowserSite(path.join(REPO_ROOT, 'test/fixtures/sites/docusaurus-code'), {
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

describe('code of a Docusaurus site', () => {
  /** The colour of the block's background, of its keyword, string and comment. */
  const colours = (block: Locator) =>
    block.evaluate((element) => {
      const colour = (selector: string) => {
        const found = element.querySelector(selector)
        return found ? getComputedStyle(found).color : 'none'
      }
      const pre = element.querySelector('pre.prism-code')
      return {
        background: pre ? getComputedStyle(pre).backgroundColor : 'none',
        keyword: colour('.token.keyword'),
        string: colour('.token.string'),
        comment: colour('.token.comment'),
        // A token of two types takes the last one's colour (`token tag punctuation`).
        tagPunctuation: colour('.token.tag.punctuation'),
      }
    })

  it('is coloured by the site’s Prism theme in each mode, over its rules as inline styles are, under its !important ones', async () => {
    const expected = {
      // github: the string over the site's rule without !important; the comment under the one with it.
      light: {
        background: 'rgb(246, 248, 250)',
        keyword: 'rgb(0, 0, 159)',
        string: 'rgb(227, 17, 108)',
        tagPunctuation: 'rgb(57, 58, 52)',
      },
      dark: {
        background: 'rgb(40, 42, 54)',
        keyword: 'rgb(189, 147, 249)',
        string: 'rgb(255, 121, 198)',
        tagPunctuation: 'rgb(248, 248, 242)',
      },
    }
    for (const mode of ['light', 'dark'] as const) {
      const themed = await themedContext(browser(), mode, { width: 1280, height: 800 })
      try {
        const { page, errors } = await openPage(themed, url('/'))
        expect(await colours(codeBlock(page, 'colours.js'))).toEqual({ ...expected[mode], comment: 'rgb(4, 5, 6)' })
        expect(errors).toEqual([])
      } finally {
        await themed.close()
      }
    }
  })
})
