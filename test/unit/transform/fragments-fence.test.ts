import { describe, expect, it } from 'vitest'
import { hastToHtml } from '../../../src/html/index.js'
import { createMarkdownFragments, plainMarkdownFragments } from '../../../src/transform/index.js'

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
    // Taken: the shortcut's block carries no source position; the processor's does.
    expect(JSON.stringify(md.render(fence, { file: 'doc.yaml', trusted: true }))).not.toContain('"position"')
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
    // A lone CR (a line ending to the processor) or U+0000 (read as U+FFFD) in the code.
    const taken = (text: string) => !JSON.stringify(md.render(text, { file: 'doc.yaml' })).includes('"position"')
    expect(taken('```js\na\n```')).toBe(true)
    expect(taken('```js\na\rb\n```')).toBe(false)
    expect(taken('```js\na\u0000b\n```')).toBe(false)
    expect(html('```js\na\u0000b\n```')).not.toContain('\u0000')
  })
})

// A one-line description of plain text and code spans is made into its paragraph without parsing
// Markdown (`plainParagraph` in `fragments.ts`); the text after a blank line, which the shortcut
// does not take, goes through the processor, and both must give the same nodes.
describe('Markdown fragments: a plain one-line paragraph', () => {
  const withoutPositions = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value, (key, field: unknown) => (key === 'position' ? undefined : field)))
  const plain = [
    'List Articles. Generated for the large OpenAPI fixture (`Article`).',
    '`id` of the entry, as returned by the API.',
    'It\'s "quoted" -- with dashes - and/or slashes; semicolons? yes!',
    'Two  spaces, numbers 1.5 and 2) inside.',
    'x',
    'Ends with code `a b`',
    'A `` double `` span, and a `lone backtick.',
    'Spans `a`b` mixed',
    'Visit www.example.com today.',
    // Two backticks: one code span to the processor, which the spans matched one by one are not.
    '`a``b`',
    'a `b``c` d',
    // Lines MDX reads as ESM (the processor's dialect takes them out), and one it does not.
    'export default value',
    "import Foo from 'bar'",
    'export the data as CSV',
  ]

  it.each(plain)('is the paragraph the processor makes: %s', (text) => {
    const md = plainMarkdownFragments()
    const shortcut = md.render(text, { file: 'doc.yaml' })
    const processed = md.render(`\n${text}`, { file: 'doc.yaml' })
    expect(withoutPositions(shortcut)).toEqual(withoutPositions(processed))
  })

  it('is taken for plain lines, not for text with other syntax', () => {
    const md = plainMarkdownFragments()
    // The shortcut's nodes carry no source positions; the processor's do.
    const fast = (text: string) => !JSON.stringify(md.render(text, { file: 'doc.yaml' })).includes('"position"')
    expect(fast('Get a post by its `id`.')).toBe(true)
    expect(fast('Visit www.example.com today.')).toBe(false)
    expect(fast('See [the guide](https://example.com).')).toBe(false)
    expect(fast('*Emphasis* here.')).toBe(false)
    expect(fast('Line one\nline two.')).toBe(false)
    expect(fast('A line and its line ending.\n')).toBe(false)
    expect(fast('A line ending in a space. ')).toBe(false)
  })
})
