import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Root as MdastRoot } from 'mdast'
import { type Options, toHast } from 'mdast-util-to-hast'
import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { describe, expect, test } from 'vitest'
import { parseFrontmatter } from '../../../src/parse/index.js'
import { componentHandler } from '../../../src/transform/component-handler.js'
import { mdastToHast } from '../../../src/transform/to-hast.js'
import { markdownFiles } from '../../helpers/markdown-files.js'

const REPO = fileURLToPath(new URL('../../../', import.meta.url))
const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective)
const OPTIONS = { allowDangerousHtml: true, handlers: { component: componentHandler } }

/** Both conversions of a fresh parse each (handlers may change the tree they are given), as JSON: key order counts. */
function expectSame(markdown: string, label = markdown): void {
  const expected = toHast(parser.parse(markdown), OPTIONS)
  const actual = mdastToHast(parser.parse(markdown), OPTIONS)
  expect(actual, label).toStrictEqual(expected)
  expect(JSON.stringify(actual), label).toBe(JSON.stringify(expected))
}

describe('mdastToHast: the same hast as mdast-util-to-hast', () => {
  const cases: Record<string, string> = {
    'blocks and inlines':
      '# Title\n\nText with *em*, **strong**, `code`, ~~gone~~ and a [link](/a "t").\n\n> quote\n\n---\n\n![alt](x.png)\n',
    lists: '- tight\n- list\n\n1. loose\n\n2. list\n\n- [ ] task\n- [x] done\n',
    'code with meta': '```js title="a.js" {1}\nconst a = 1\n```\n\n    indented\n',
    table: '| a | b | c |\n| :- | :-: | -: |\n| 1 | 2 | 3 |\n| 4 |\n',
    'hard breaks trim the next line': 'one  \n   two\\\n\t*three*\n',
    'raw HTML': 'Text <kbd>K</kbd>\n\n<div class="x">\n\nblock\n\n</div>\n',
    'definitions: the first of an id wins, references use it':
      '[a][x] ![b][X] [c]\n\n[x]: /one "One"\n[X]: /two\n[c]: /three\n\n[missing][nope]\n',
    'definitions nested in blocks': '> [a][in]\n>\n> [in]: /quoted\n\n- [b][in]\n',
    footnotes: 'Text[^1] and again[^1], and[^note].\n\n[^1]: First.\n[^note]: Second, *with* emphasis.\n',
    directives: ':::note[Title]\nbody\n:::\n\n::leaf{#id .cls}\n\ntext :abbr[HTML]{title="x"}\n',
  }
  for (const [name, markdown] of Object.entries(cases)) test(name, () => expectSame(markdown))

  test('data.hName, hProperties and hChildren, and unknown nodes', () => {
    const tree = (): MdastRoot => ({
      type: 'root',
      children: [
        {
          type: 'paragraph',
          data: { hName: 'section', hProperties: { className: ['a'], dataX: '1' } },
          children: [{ type: 'text', value: 'p' }],
        },
        { type: 'text', value: 'wrapped', data: { hName: 'span' } } as never,
        {
          type: 'paragraph',
          data: { hChildren: [{ type: 'text', value: 'replaced' }] },
          children: [{ type: 'text', value: 'gone' }],
        },
        {
          type: 'paragraph',
          children: [
            { type: 'text', value: 'a' },
            { type: 'break' },
            { type: 'text', value: ' \t b' },
            { type: 'break' },
            { type: 'emphasis', children: [{ type: 'text', value: '  c' }] },
          ],
        },
        { type: 'mystery', value: 'literal' } as never,
        {
          type: 'mysteryParent',
          children: [{ type: 'text', value: 'kid' }],
          position: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 4, offset: 3 } },
        } as never,
      ],
    })
    expect(mdastToHast(tree(), OPTIONS)).toStrictEqual(toHast(tree(), OPTIONS))
  })

  test('options: passThrough, unknownHandler, no dangerous HTML', () => {
    const tree = (): MdastRoot => ({
      type: 'root',
      children: [
        { type: 'custom', data: { x: 1 }, children: [{ type: 'text', value: 'through' }] } as never,
        { type: 'customLeaf', value: 'v' } as never,
        { type: 'other', value: 'o' } as never,
        { type: 'html', value: '<b>x</b>' },
      ],
    })
    const options: Options = {
      passThrough: ['custom', 'customLeaf'] as unknown as Options['passThrough'],
      unknownHandler: () => ({ type: 'text', value: 'handled' }),
    }
    expect(mdastToHast(tree(), options)).toStrictEqual(toHast(tree(), options))
  })

  test('an empty document', () => expectSame(''))

  test('every page of content/', () => {
    const files = markdownFiles(path.join(REPO, 'content'))
    expect(files.length).toBeGreaterThan(20)
    for (const file of files)
      expectSame(parseFrontmatter(readFileSync(file, 'utf8'), file).body, path.relative(REPO, file))
  })
})
