import { describe, expect, it } from 'vitest'
import { hastToHtml } from '../../../src/html/index.js'
import { createMarkdownFragments } from '../../../src/transform/index.js'

// A fragment that is one fenced code block and nothing else (each sample of the API reference)
// is made into its code block without parsing Markdown (`loneFence` in `fragments.ts`). It must
// be the block the processor makes of the same fence: the text with a line ending after it,
// which the shortcut does not take, goes through the processor.
describe('Markdown fragments: a lone fenced code block', () => {
  const fences = [
    '```json\n{ "data": { "id": 1, "title": "Hello" } }\n```',
    "```bash\ncurl -X GET 'http://localhost:1337/api/posts?populate=*'\n```",
    '```js\nconst res = await fetch(url)\n\nconsole.log(await res.json())\n```',
    '```\nno language <b>at all</b> & more\n```',
    '```JSON\n{}\n```',
    '````md\n```js\nnested fence\n```\n````',
  ]

  it.each(fences)('is the block the processor makes: %s', async (fence) => {
    const md = await createMarkdownFragments({ light: 'github-light', dark: 'github-dark' })
    await md.load(fences, ['bash', 'js', 'json', 'md'])
    const shortcut = hastToHtml({ type: 'root', children: md.render(fence, { file: 'doc.yaml', trusted: true }) })
    const processed = hastToHtml({
      type: 'root',
      children: md.render(`${fence}\n`, { file: 'doc.yaml', trusted: true }),
    })
    expect(shortcut).toBe(processed)
    expect(shortcut).toContain('class="code-block"')
  })

  it('leaves to the processor what is not one plain fence', async () => {
    const md = await createMarkdownFragments({ light: 'github-light', dark: 'github-dark' })
    await md.load([], ['js'])
    const html = (text: string) => hastToHtml({ type: 'root', children: md.render(text, { file: 'doc.yaml' }) })
    // A line inside that closes the fence: the rest is a paragraph after the block.
    expect(html('```js\na\n```\nafter\n```')).toContain('<p>after')
    // An info string with a title: the block has it.
    expect(html('```js title="server.js"\na\n```')).toContain('server.js')
    // A language the highlighter does not know is shown as plain text, labelled as written.
    expect(html('```nolang\na\n```')).toContain('data-language="nolang"')
  })
})
