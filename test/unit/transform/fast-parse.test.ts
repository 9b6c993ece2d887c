import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import { unified } from 'unified'
import { afterAll, describe, expect, test } from 'vitest'
import { parseFrontmatter } from '../../../src/parse/index.js'
import { fastParse, remarkFastParse } from '../../../src/transform/fast-parse/index.js'
import { prepareMarkdown } from '../../../src/transform/prepare-markdown.js'
import { expectSameOrDeclined, expectSameOrDeclinedInBoth, reference } from '../../helpers/fast-parse-reference.js'

const REPO = fileURLToPath(new URL('../../../', import.meta.url))
const GENERATOR = path.join(REPO, 'test/fixtures/corpus/gen-corpus.mjs')
function markdownFiles(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir).sort()) {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) out.push(...markdownFiles(file))
    else if (name.endsWith('.md')) out.push(file)
  }
  return out
}

/** The body the processor receives: front matter removed, then docsgen's text rewrites. */
function bodyOf(file: string): string {
  return prepareMarkdown(parseFrontmatter(readFileSync(file, 'utf8'), file).body)
}

/** Each file compared with micromark's tree, with indented code and without. */
function differential(files: string[]): { fast: number; total: number } {
  let fast = 0
  for (const file of files) {
    const body = bodyOf(file)
    if (expectSameOrDeclined(body, path.relative(REPO, file))) fast++
    expectSameOrDeclined(body, `${path.relative(REPO, file)} (no indented code)`, false)
  }
  return { fast, total: files.length }
}

describe('fast parse: differential against micromark', () => {
  test('content/: same tree or declined, most pages fast', () => {
    const { fast, total } = differential(markdownFiles(path.join(REPO, 'content')))
    expect(total).toBeGreaterThan(10)
    expect(fast / total).toBeGreaterThan(0.8)
  })

  test('test/fixtures/: same tree or declined', () => {
    const { total } = differential(markdownFiles(path.join(REPO, 'test', 'fixtures')))
    expect(total).toBeGreaterThan(50)
  })

  // The raw files too: CRLF and BOM (never seen by the processor, front matter normalises them).
  test('test/fixtures/ raw files: same tree or declined', () => {
    for (const file of markdownFiles(path.join(REPO, 'test', 'fixtures'))) {
      expectSameOrDeclined(readFileSync(file, 'utf8'), path.relative(REPO, file))
      expectSameOrDeclined(readFileSync(file, 'utf8'), path.relative(REPO, file), false)
    }
  })

  describe('generated corpus', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-fast-parse-'))
    afterAll(() => rmSync(dir, { recursive: true, force: true }))

    test('150 pages: same tree, at least 90% fast', () => {
      execFileSync(process.execPath, [GENERATOR, '150', path.join(dir, 'content')], { stdio: 'ignore' })
      const { fast, total } = differential(markdownFiles(path.join(dir, 'content')))
      expect(total).toBe(150)
      expect(fast / total).toBeGreaterThanOrEqual(0.9)
    }, 120_000)
  })
})

/** Constructs the fast path takes: each must be fast and equal to micromark. */
const SUPPORTED: Record<string, string> = {
  'ATX headings': '# One\n\n## Two *em* ##\n\n###### Six   \n',
  paragraphs: 'a **b** c\n  continued  \nhard break above\\\nand below\n\nsecond\n',
  'soft break after markup': '**a** \nb\n\na\n  **b**\n',
  emphasis: '*a* _b_ **c** __d__ ***e*** **f *g* h** snake_case_word\n',
  'inline code': '`a` `` b`c `` ` d ` `  `\n',
  escapes: 'a \\# b \\[c\\] \\` d \\\\\n',
  links: '[a](/u) [b *c*](/u "t") [d](<e f>) [g](/h \'i\') [j](/k (l)) [m](n\\_o)\n',
  images: '![alt](/i.png) ![](/e.png) ![a b](/i.png "t")\n',
  autolinks: 'see <https://example.com/a?b=c> now\n',
  'inline HTML': 'a <b>bold</b> <br/> <!-- c --> <Badge text="x" />\n',
  'HTML blocks (components)': '<Tabs>\n\n<TabItem value="a">\n\ntext\n\n</TabItem>\n</Tabs>\n\n<div>\n  x  \n</div>\n',
  'fenced code':
    '```js title="a b"  \nx\n```\n\n~~~\ny\n~~~\n\n  ```\n  indented\n   more\n  ```  \n\n````md\n```\n````\n',
  'thematic breaks': '---\n\n***\n\n- - -\n',
  lists: '- a\n- b\n\n- c\n\n1. one\n2. two\n10. ten\n\n3) three\n',
  'nested lists and spread': '- a\n  - b\n\n  c\n- d\n\n  ```sh\n  npm i\n  ```\n',
  blockquotes: '> a\n> b\n>\n> c\n\n> # h\n> - x\n> - y\n\n> > nested\n',
  tables: '| a | b | c |\n| :- | :-: | -: |\n| `x \\| y` | z \\| w | |\n| short |\n\nd | e\n--|--\nf | g\n',
  'table without body': '| a |\n| - |\n',
  'container directives':
    ':::note\ninside *it*\n:::\n\n:::tip[Pro *tip*]\n- x\n:::\n\n::::warning\n```\nnot a fence\n```\n::::\n',
  'directive in a blockquote': '> :::note\n> x\n> :::\n',
  'directive in a list item': '- :::note\n  x\n  :::\n',
  'directives after an item paragraph, tight and spread by a blank line inside':
    '- a\n  :::tip\n  x\n  :::\n- b\n  :::note\n  x\n\n  y\n  :::\n- c\n',
  // micromark takes the opening fence's indentation off each line of the content.
  'indented directive in an ordered list item, a blank line and a fence':
    '1. a\n\n    :::tip\n    x\n\n    ```bash\n    A=1\n    ```\n    :::\n2. b\n',
  'blank lines inside a fence and an HTML block of a directive in a list item':
    '- a\n  :::tip\n  ```\n  c\n\n  d\n  ```\n  <!--\n\n  -->\n  :::\n- b\n',
  'directive indented two spaces': '  :::note\n  x\n     y\n\n  - z\n  :::\n',
  'directive interrupting a paragraph': 'text\n:::tip\nx\n:::\n\n- item\n  :::note\n  y\n  :::\n',
  'tabs, no-break spaces and non-ASCII next to `*` in a fence':
    '```go\nfunc main() {\n\tfmt.Println("a\u00a0b")\n\t// é*x*\n}\n```\n\ntext\n',
  'no final newline': 'last line',
  empty: '',
  'blank only': '\n\n   \n',
}

/** Constructs the fast path declines (the fallback parses them). */
const DECLINED: Record<string, string> = {
  'setext heading': 'a\n===\n',
  'indented code': '    code\n',
  'reference link': '[a][b]\n\n[b]: /u\n',
  definition: '[a]: /u\n',
  footnote: 'a[^1]\n\n[^1]: note\n',
  'www autolink literal': 'visit www.example.com\n',
  'URL autolink literal': 'visit https://example.com\n',
  'email autolink literal': 'mail a@b.co\n',
  'email autolink': '<a@b.co>\n',
  'text directive': 'a :abbr[HTML] b\n',
  'leaf directive': '::video{#x}\n',
  'directive with attributes': ':::note{.x}\nx\n:::\n',
  'unclosed directive': ':::note\nx\n',
  'nested directives': '::::note\n:::tip\nx\n:::\n::::\n',
  'colon line inside a directive': ':::note\n```\n:::\n```\n:::\n',
  strikethrough: '~~gone~~\n',
  'character reference': 'a &amp; b\n',
  'task list item': '- [ ] todo\n- [x] done\n',
  'lazy continuation (blockquote)': '> a\nlazy\n',
  'lazy continuation (list)': '- a\nlazy\n',
  tab: 'a\tb\n',
  'tab in the code of a fence in a list item': '- x\n\n  ```\n  \tcode\n  ```\n',
  'tab in the code of an indented fence': ' ```\n \tcode\n ```\n',
  'tab on a fence line': '```js\tx\ncode\n```\n',
  'carriage return': 'a\r\nb\r\n',
  'byte order mark': '\uFEFFa\n',
  'emphasis next to non-ASCII': 'é*a*\n',
  'stray delimiter': 'a * b\n',
  'multi-line code span': '`a\nb`\n',
  'unclosed fence': '```\nx\n',
  'fence info with an escape': '```a\\_b\nx\n```\n',
  'indented HTML block': ' <div>x</div>\n',
  'table after a paragraph line': 'text\n| a |\n| - |\n',
  'table with an extra cell': '| a |\n| - |\n| b | c |\n',
  'blockquote ending with a blank line': '> a\n>\n',
  'list in a blockquote with a blank line': '> - a\n>\n> b\n',
  'empty list item': '-\n',
  'image with markup in alt': '![a *b*](/i)\n',
  'empty heading': '#\n',
}

describe('fast parse: supported constructs', () => {
  for (const [name, text] of Object.entries(SUPPORTED)) {
    test(name, () => {
      const result = fastParse(text)
      expect('declined' in result ? result.declined : 'fast').toBe('fast')
      expectSameOrDeclined(text, name)
    })
  }
})

describe('fast parse: declined constructs', () => {
  for (const [name, text] of Object.entries(DECLINED)) {
    test(name, () => {
      expect(fastParse(text)).toHaveProperty('declined')
    })
  }
})

/**
 * `text` is declined alone, fast when micromark may parse parts of it, and micromark's tree with
 * indented code and without.
 */
function expectFastOnlyWithParts(text: string, name: string): void {
  expect(fastParse(text)).toHaveProperty('declined')
  const result = fastParse(text, { micromark: reference })
  expect('declined' in result ? result.declined : 'fast').toBe('fast')
  expectSameOrDeclined(text, name)
  expectSameOrDeclined(text, name, false)
}

/**
 * Paragraphs and headings whose inline content only micromark reads right (autolink literals, text
 * directives, references, strikethrough, stray delimiters): with micromark for the parts, the
 * document stays fast, that paragraph parsed alone, and the tree is micromark's, positions too.
 */
const PARTS: Record<string, string> = {
  'URL in a paragraph': 'Open http://localhost:1337/admin in a browser.\n\nNext paragraph *fast*.\n',
  'www and email': 'See www.strapi.io or write to privacy@strapi.io.\n',
  'package names': 'Install `x` and @koa/cors, then @strapi/strapi.\n',
  'text directive': 'a :abbr[HTML]{title="x"} b\n',
  'entity and strikethrough': 'a &amp; b ~~c~~ &#35;\n',
  'stray delimiter': 'a * b _c\n',
  'URL in a heading': '## Go to https://strapi.io now\n\ntext\n',
  'list items, indented lines and breaks':
    '- item with http://a.io/x  \n  next line www.b.io\n  and *em*\n- plain\n\n1. one: :x[y]\n   more http://c.io.\n',
  'nested containers': '> quote http://a.io\n> continued @x/y\n\n- item\n\n  > nested :d[e]\n  > and www.a.io\n',
  'hard break before a URL': 'first\\\n   http://a.io/b and more\n',
  'inside a directive': ':::note\nhttp://a.io and a@b.io\n:::\n',
  'URL next to markup the converter reads': '**bold** http://a.io/x? [link](/u) `code` <b>x</b>\n',
}

describe('fast parse: paragraphs micromark reads alone', () => {
  for (const [name, text] of Object.entries(PARTS)) test(name, () => expectFastOnlyWithParts(text, name))

  test('a paragraph micromark reads as more than one block declines the document', () => {
    // The unclosed directive interrupts the paragraph in micromark; markdown-it's rule refuses it.
    const text = 'Choose a plan, for example `$12/mo` at http://a.io\n:::tip\nx\n'
    expect(fastParse(text, { micromark: reference })).toEqual({
      declined: 'inline content micromark reads as other blocks',
    })
  })
})

/**
 * Documents the converter declines in one part: cut before top-level headings, the other parts
 * stay fast and the declined part is parsed by micromark alone, the whole equal to micromark's.
 */
const SECTIONS: Record<string, string> = {
  'lazy line in one section': '# A\n\n> quote\nlazy\n\n## B\n\ntext *em*\n',
  'tab outside code in one section': 'intro\n\n## A\n\na\tb\n\n## B\n\n- x\n- y\n',
  'setext heading in the middle': '# A\n\nx\n\n## B\n\nsub\n===\n\n## C\n\nz\n',
  'declined section last': '# A\n\nfast\n\n## B\n\n- [ ] task\n',
  'declined section first': 'a\n===\n\n## B\n\nfast\n',
  'cut before blocks other than headings':
    '<Tabs>\n\n<TabItem value="a">\n\n```js\nx\n```\n\n</TabItem>\n\ntext a\tb\n\n---\n\n| a |\n| - |\n| b |\n\n> q\n',
  'list and quote before a heading': '- a\n\n  b\n\n## H\n\n> q\n\n## I\n\n~~x~~ y\n',
  // Not a definition or a footnote call in either parser: micromark may still parse the parts.
  '`]:` and `[^` only in the code of fenced blocks':
    '# A\n\n```js\nsetData({ ...data, [name]: value })\nconst re = /[^a]/\n```\n\nOpen http://a.io now.\n\n## B\n\nx\n',
}

/** Cuts that would be wrong: the tree must still be micromark's (or the document declined). */
const NOT_SECTIONS: Record<string, string> = {
  'heading inside a directive the rule does not take':
    ':::note{.x}\n\n# Inside\n\na\tb\n\n## Still inside\n\n:::\n\n## After\n\nx\n',
  'heading inside an HTML comment': '<!--\n\n# not a heading\n\n-->\n\n## Real\n\na\tb\n',
  'heading inside <pre>': '<pre>\n\n# code\n\n</pre>\n\n## Real\n\n~~x~~\n',
  'heading inside an unclosed fence': 'a\tb\n\n```\n\n# code\n',
  'heading after a line, no blank': 'para\n# H\n\na\tb\n',
  'indented heading': 'x\n\n # H\n\na\tb\n',
  definitions: '# A\n\n[a][b]\n\n## B\n\n[b]: /u\n',
  'footnote call and definition in two sections': '# A\n\nx[^1] a\tb\n\n## B\n\n[^1]: The note.\n',
  'list continued after a blank line': '- a\n\n- b\n\n  a\tb\n\n- c\n',
  // markdown-it refuses a definition's URL, or does not see the definition; micromark takes it.
  'definition in a blockquote': '[foo]\n\n> [foo]: javascript:alert(1)\n',
  'definition in a list item': '[foo]\n\n- [foo]: javascript:x\n',
  'definition label over two lines': '[foo bar]\n\n[foo\nbar]: javascript:x\n',
  'definition label with an escaped bracket': '[a\\]b]\n\n[a\\]b]: javascript:x\n',
  // A `]:` in code, and another outside it: no part of the document is micromark's alone.
  '`]:` in code and in a definition': '[a] at http://a.io\n\n```\n[x]: y\n```\n\n[a]: /u\n',
  '`]:` in an indented fence': '- x\n\n  ```\n  [x]: y\n  ```\n\n[x] at http://a.io\n',
  // A `]:` in what markdown-it reads as fence code, which micromark does not (found in review).
  '`]:` in a fence after a directive the rule refuses': '[a]\n\npara\n:::note{.x}\n````\n:::\n[a]: /u\n```\n````\n',
  '`]:` in a fence after a directive refused for its indentation':
    '[a]\n\nmore\n\n  :::note\n````\n:::\n[a]: /u\n```\n````\n',
  '`]:` in a fence with an indented fence line':
    'See [the docs].\n\n```md\nSome text\n    ```\n[the docs]: https://example.com\n    ```\n```\n',
  '`]:` in a fence after a fence closed early without indented code':
    '[a] http://x.io\n\n```\n    ```\n```\n\n```\n[a]: /u\n```\n',
}

/** Found in review: an unclosed directive or fence in a list item, a fence closing line indented 4 or more. */
const NOT_SECTIONS_REVIEW: Record<string, string> = {
  'unclosed directive on a list item marker line': '- :::tip\n  x\n\npara\n',
  'unclosed indented directive in a list item': '1. a\n    :::tip\n    x\n\npara\n',
  'unclosed fence in a list item': '- a\n  ```\n  x\n\npara\n',
  'fence line indented 4 in a list item': '- a\n  ```\n  x\n      ```\n- b\n',
  'fence line indented 4 in a directive': ':::note\n```\nx\n    ```\n:::\n',
}

/** Without indented code (MDX 2 and 3): indented fences, HTML and directives are micromark's too. */
const NOT_SECTIONS_NO_INDENTED_CODE: Record<string, string> = {
  'tab-indented fence line in a fence': '```\na\n\t```\nb\n```\n',
  'space-indented fence line in a fence': '```\na\n    ```\nb\n```\n',
  'indented fence over a blank line': '    ```\n    a\n\n# H\n\nb\n    ```\n',
  'indented HTML comment': '    <!--\n\n# H\n\n-->\n',
  'indented directive': '    :::note\n\n# H\n\n:::\n',
}

/** Directives the rule or the converter must refuse unless the tree is micromark's. */
const DIRECTIVES_SAME_OR_DECLINED: Record<string, string> = {
  'a content line less indented than the opening fence': '1. a\n    :::tip\n   x\n    :::\n',
  'a list with a blank line in a directive in a list item': '- a\n  :::tip\n  - n\n\n    m\n  :::\n- b\n',
  'indented code with blank lines in a directive in a list item':
    '- a\n  :::tip\n  x\n\n      code\n\n      more\n  y\n  :::\n- b\n',
  'indented code alone in a directive in a list item': '- a\n  :::tip\n      code\n\n      more\n  :::\n- b\n',
  'closing fence less indented than the opening': '- a\n   :::tip\n   x\n  :::\n- b\n',
  'closing fence indented four spaces': '- a\n  :::tip\n  x\n      :::\n  :::\n- b\n',
  'interrupting directive with attributes': 'text\n:::tip{.x}\nx\n:::\n',
}

describe('fast parse: directives in containers', () => {
  for (const [name, text] of Object.entries(DIRECTIVES_SAME_OR_DECLINED))
    test(name, () => expectSameOrDeclinedInBoth(text, name))
})

describe('fast parse: sections', () => {
  for (const [name, text] of Object.entries(SECTIONS)) test(name, () => expectFastOnlyWithParts(text, name))
  for (const [name, text] of Object.entries({ ...NOT_SECTIONS, ...NOT_SECTIONS_REVIEW }))
    test(`not cut: ${name}`, () => expectSameOrDeclinedInBoth(text, name))
  for (const [name, text] of Object.entries(NOT_SECTIONS_NO_INDENTED_CODE)) {
    test(`not cut, without indented code: ${name}`, () => {
      expectSameOrDeclined(text, name, false)
    })
  }
})

describe('remarkFastParse', () => {
  const processor = unified().use(remarkFastParse).use(remarkGfm).use(remarkDirective)

  test('fast documents parse to the micromark tree', () => {
    const text = '# Title\n\n:::tip[Hint]\nSee [docs](/docs).\n:::\n'
    expect(processor.parse(text)).toStrictEqual(reference(text))
  })

  test('declined documents go to micromark with the GFM and directive extensions', () => {
    const text = 'Visit www.example.com, ~~old~~ and :abbr[HTML].\n\n- [x] done\n'
    expect(fastParse(text)).toHaveProperty('declined')
    const tree = processor.parse(text)
    expect(tree).toStrictEqual(reference(text))
    expect(JSON.stringify(tree)).toContain('"textDirective"')
    expect(JSON.stringify(tree)).toContain('"delete"')
  })
})
