import { describe, expect, it } from 'vitest'
import { buildFixture } from '../helpers/build-fixture.js'

// A code block written without a language takes the site's default one
// (`markdown.defaultCodeLanguage`; a Docusaurus site's `themeConfig.prism.defaultLanguage`):
// highlighted, labelled and read by magic comments as that language, in the page and its Markdown.

const PAGE = [
  '# Setup',
  '',
  '```',
  '// highlight-next-line',
  "const port = Number(process.env.PORT ?? '1337')",
  '```',
  '',
  '```text',
  'Plain as written.',
  '```',
  '',
  '```bash',
  'npm run develop',
  '```',
].join('\n')

/** The language each code block of `html` is shown as, in order. */
const languages = (html: string) =>
  [...html.matchAll(/<div class="(?:[^"]* )?code-block[^"]*" data-language="([^"]*)"/g)].map((m) => m[1])

describe('the default language of code blocks', () => {
  it('on a docsgen site (markdown.defaultCodeLanguage): a block without one is highlighted as it', async () => {
    const site = await buildFixture({
      'site.config.ts': `export default { title: 'Code', llms: true, markdown: { defaultCodeLanguage: 'js' } }`,
      'content/index.md': PAGE,
    })
    expect(site.result.ok, JSON.stringify(site.diagnostics)).toBe(true)
    const html = site.file('index.html')
    expect(languages(html)).toEqual(['js', 'text', 'bash'])
    // Highlighted as JavaScript (a keyword token), the magic comment applied and gone.
    const first = html.slice(html.indexOf('data-language="js"'), html.indexOf('data-language="text"'))
    expect(first).toMatch(/<span class="sh-keyword">const<\/span>/)
    expect(first).toContain('<span class="line highlighted">')
    expect(first).not.toContain('highlight-next-line')
    expect(site.file('index.md')).toContain("```js\nconst port = Number(process.env.PORT ?? '1337')\n```")
  })

  it('without the setting, a block without a language is plain text', async () => {
    const site = await buildFixture({ 'site.config.ts': `export default { title: 'Code' }`, 'content/index.md': PAGE })
    expect(site.result.ok, JSON.stringify(site.diagnostics)).toBe(true)
    expect(languages(site.file('index.html'))).toEqual(['text', 'text', 'bash'])
  })

  it('on a Docusaurus site: themeConfig.prism.defaultLanguage, not listed as unmapped', async () => {
    const site = await buildFixture({
      'docusaurus.config.js': `module.exports = {
  title: 'Code',
  url: 'https://code.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/' } }]],
  themeConfig: { prism: { defaultLanguage: 'javascript', additionalLanguages: ['php'] } },
}
`,
      'docs/index.md': PAGE,
    })
    expect(site.result.ok, JSON.stringify(site.diagnostics)).toBe(true)
    expect(languages(site.file('index.html'))).toEqual(['javascript', 'text', 'bash'])
    const notes = site.diagnostics.filter((d) => d.code === 'config/docusaurus-not-mapped').map((d) => d.message)
    // Its additional languages are Prism's, which highlights a Docusaurus site's code.
    expect(notes.join('\n')).not.toContain('themeConfig.prism')
  })

  it('is a language name: an empty one, or one with meta after it, is refused with the setting named', async () => {
    for (const name of [' ', 'js {1,3}']) {
      const built = buildFixture({
        'site.config.ts': `export default { title: 'Code', markdown: { defaultCodeLanguage: ${JSON.stringify(name)} } }`,
        'content/index.md': PAGE,
      })
      await expect(built).rejects.toThrow('markdown.defaultCodeLanguage: a language name (js, bash, json…)')
    }
  })
})
