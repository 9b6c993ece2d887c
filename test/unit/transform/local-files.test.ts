import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { createMarkdownCompiler, type MarkdownCompiler } from '../../../src/transform/index.js'

// Issue 25: files kept beside a page (Docusaurus sites write `![x](./x.png)`, its template's first
// blog post does) are published under assets/files/, named by their content.

let compiler: MarkdownCompiler
let root: string
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'docsgen-local-files-'))
  await mkdir(path.join(root, 'guides/img'), { recursive: true })
  await writeFile(path.join(root, 'guides/img/flow chart.png'), 'png bytes')
  await writeFile(path.join(root, 'guides/data.csv'), 'a,b\n')
  await writeFile(path.join(root, 'guides/install'), 'a file named like a page')
  compiler = await createMarkdownCompiler({
    contentDir: 'docs',
    toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    codeThemes: { light: 'css-variables', dark: 'css-variables' },
    sanitize: false,
    baseUrl: '/base/',
    contentRoot: root,
  })
})

describe('files beside a page', () => {
  it('are published under a name of their content, and the page links there', () => {
    const page = compiler.compileSync({
      source: 'guides/setup.md',
      text: [
        '![Flow](./img/flow%20chart.png)',
        '',
        '[The data](data.csv#rows) and <a href="./data.csv?v=2">again</a>.',
        '',
        '[Missing](./nope.png), [a page](./other.md), [the site](/img/logo.png), [elsewhere](https://x.test/a.png).',
        '',
        '[A route](./install): a link without an extension is a page, not a file.',
      ].join('\n'),
    })
    const png = page.files?.find((f) => f.source === 'guides/img/flow chart.png')?.path
    const csv = page.files?.find((f) => f.source === 'guides/data.csv')?.path
    expect(png).toMatch(/^assets\/files\/flow-chart-[0-9a-f]{8}\.png$/)
    expect(csv).toMatch(/^assets\/files\/data-[0-9a-f]{8}\.csv$/)
    expect(page.html).toContain(`<img src="/base/${png}" alt="Flow"`)
    expect(page.html).toContain(`<a href="/base/${csv}#rows">The data</a>`)
    expect(page.html).toContain(`<a href="/base/${csv}?v=2">again</a>`)
    // What is not a file beside the page is left for the link check.
    expect(page.html).toContain('<a href="./nope.png">Missing</a>')
    expect(page.html).toContain('<a href="/img/logo.png">the site</a>')
    expect(page.html).toContain('<a href="https://x.test/a.png">elsewhere</a>')
    expect(page.html).toContain('<a href="./install">A route</a>')
    expect(page.files).toHaveLength(2)
    // The page depends on them: a changed file compiles it again.
    expect(page.dependencies).toEqual(expect.arrayContaining(['guides/data.csv', 'guides/img/flow chart.png']))
  })
})
