import { describe, expect, it } from 'vitest'
import { SearchEngine } from '../../src/client/search/engine.js'
import { buildFixture } from '../helpers/build-fixture.js'

// Docusaurus's magic comments (`// highlight-next-line`, `# highlight-start` … `# highlight-end`)
// on sites built by the real pipeline: out of the page, its Markdown form and its search text,
// the lines they mark highlighted; a Docusaurus site's own kinds from `themeConfig.prism`.

const GUIDE = [
  '# Setup',
  '',
  '```js title="server.js"',
  "const http = require('node:http')",
  '// highlight-next-line',
  'const port = zanzibar()',
  'http.createServer().listen(port)',
  '```',
  '',
  '```bash',
  '# highlight-start',
  'npm install quokka',
  'npm run build',
  '# highlight-end',
  'npm start',
  '```',
].join('\n')

/** Each line of each code block of `html`: its classes besides `line`, a tab, its text. */
function codeLines(html: string): string[] {
  return [...html.matchAll(/<span class="line(?: ([^"]*))?">(.*?)<\/span>(?=\n|<\/code>)/g)].map(
    // Prism's `token-line` (a Docusaurus site's code) is every line's: left out.
    ([, classes, inner]) =>
      `${(classes ?? '').replace(/^token-line ?/, '')}\t${(inner ?? '').replace(/<[^>]*>/g, '').replace(/&#x27;/g, "'")}`,
  )
}

describe('magic comments on a docsgen site', () => {
  it('are out of the page, its Markdown and its search text; the lines they mark are highlighted', async () => {
    const site = await buildFixture({
      'site.config.ts': `export default { title: 'Magic', llms: true }`,
      'content/index.md': '# Home\n\nSee the guide.',
      'content/guide.md': GUIDE,
    })
    expect(site.result.ok, JSON.stringify(site.diagnostics)).toBe(true)
    const html = site.file('guide/index.html')
    expect(html).not.toContain('highlight-')
    expect(codeLines(html)).toEqual([
      "\tconst http = require('node:http')",
      'highlighted\tconst port = zanzibar()',
      '\thttp.createServer().listen(port)',
      'highlighted\tnpm install quokka',
      'highlighted\tnpm run build',
      '\tnpm start',
    ])
    const markdown = site.file('guide.md')
    expect(markdown).toContain(
      '```js title="server.js"\nconst http = require(\'node:http\')\nconst port = zanzibar()\n',
    )
    expect(markdown).toContain('```bash\nnpm install quokka\nnpm run build\nnpm start\n```')
    expect(site.file('llms-full.txt')).not.toContain('highlight-')
    // The code is searchable, the comments are not.
    const engine = new SearchEngine('/', async (url) => JSON.parse(site.file(url.replace(/^\//, ''))))
    const found = async (query: string) => (await engine.top(query, 10)).pages.map((page) => page.url)
    expect(await found('zanzibar')).toEqual(['/guide'])
    expect(await found('quokka')).toEqual(['/guide'])
    expect(await found('highlight')).toEqual([])
  })
})

const DOCUSAURUS_CONFIG = `module.exports = {
  title: 'Magic',
  url: 'https://magic.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' } }]],
  themeConfig: {
    prism: {
      theme: require('prism-react-renderer/themes/github'),
      magicComments: [
        {
          className: 'theme-code-block-highlighted-line',
          line: 'highlight-next-line',
          block: { start: 'highlight-start', end: 'highlight-end' },
        },
        { className: 'code-block-error-line', line: 'This will error' },
      ],
    },
  },
}
`

describe('magic comments on a Docusaurus site', () => {
  it('are the kinds its themeConfig.prism.magicComments names, each line getting its class', async () => {
    const site = await buildFixture({
      'docusaurus.config.js': DOCUSAURUS_CONFIG,
      'docs/index.md': [
        '# Errors',
        '',
        '```js',
        '// highlight-next-line',
        "const name = 'docsgen'",
        '// This will error',
        'name = 42',
        '// highlight-next-line',
        '// This will error',
        'both()',
        '```',
        '',
        '```py {1}',
        '# This will error',
        'x = 1',
        '```',
      ].join('\n'),
    })
    expect(site.result.ok, JSON.stringify(site.diagnostics)).toBe(true)
    expect(codeLines(site.file('index.html'))).toEqual([
      "highlighted\tconst name = 'docsgen'",
      'code-block-error-line\tname = 42',
      'highlighted code-block-error-line\tboth()',
      // With a range in the meta, the comments are code and the range marks the lines.
      'highlighted\t# This will error',
      '\tx = 1',
    ])
    const notes = site.diagnostics.filter((d) => d.code === 'config/docusaurus-not-mapped')
    // Its magic comments and its Prism theme (github, required from a package it has not installed) are both mapped.
    expect(notes.map((note) => note.message).join('\n')).not.toContain('themeConfig.prism')
  })

  it('give {2} ranges the first kind’s class, as in Docusaurus', async () => {
    const site = await buildFixture({
      'docusaurus.config.js': DOCUSAURUS_CONFIG.replace(
        /magicComments: \[[\s\S]*?\n {6}\],/,
        "magicComments: [{ className: 'code-block-error-line', line: 'This will error' }],",
      ),
      'docs/index.md': '# Errors\n\n```js {2}\nconst a = 1\na = 2\n```\n',
    })
    expect(site.result.ok, JSON.stringify(site.diagnostics)).toBe(true)
    expect(codeLines(site.file('index.html'))).toEqual(['\tconst a = 1', 'code-block-error-line\ta = 2'])
  })
})
