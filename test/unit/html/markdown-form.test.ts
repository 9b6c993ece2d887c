import type { ElementContent, Root } from 'hast'
import { h } from 'hastscript'
import { describe, expect, it } from 'vitest'
import { MARKDOWN_SLOT, markdownForm } from '../../../src/html/index.js'

// Issue 27: the Markdown form of a compiled body, on trees the transform fixtures do not make
// (the components' forms are in test/fixtures/transform/*/*/output.md).
const form = (...children: ElementContent[]) => markdownForm({ type: 'root', children } satisfies Root)

describe('markdownForm', () => {
  it('escapes only what would change the meaning', () => {
    expect(form(h('p', 'snake_case and a * b, [x] and <Tabs> stay text; _this_ too'))).toBe(
      'snake_case and a \\* b, \\[x\\] and \\<Tabs> stay text; \\_this\\_ too\n',
    )
    expect(form(h('p', '# not a heading'), h('p', '1. not a list'), h('p', '- nor this'))).toBe(
      '\\# not a heading\n\n1\\. not a list\n\n\\- nor this\n',
    )
  })

  it('fences code that holds a fence with a longer one, and keeps the title', () => {
    const code = h('pre', h('code', { className: ['language-md'], dataMeta: 'title="a.md" {2}' }, '```js\nx\n```\n'))
    expect(form(code)).toBe('````md title="a.md"\n```js\nx\n```\n````\n')
  })

  it('writes lists with their items indented, loose when an item has several blocks', () => {
    const list = h('ol', { start: 3 }, [
      h('li', [h('p', 'one'), h('ul', [h('li', 'a'), h('li', 'b')])]),
      h('li', [h('p', 'two')]),
    ])
    expect(form(list)).toBe('3. one\n\n   - a\n   - b\n\n4. two\n')
  })

  it('keeps a table on one line per row, with | escaped and line breaks as <br>', () => {
    const table = h('table', [
      h('thead', h('tr', [h('th', 'Name'), h('th', { align: 'right' }, 'Size')])),
      h('tbody', h('tr', [h('td', ['a | b']), h('td', ['1', h('br'), '2'])])),
    ])
    expect(form(table)).toBe('| Name | Size |\n| --- | --: |\n| a \\| b | 1<br>2 |\n')
  })

  it("gives a heading without an id its section's, and leaves out what is skipped", () => {
    const tree = h('div', [
      h('nav', h('a', { href: '#x' }, 'menu')),
      h('section', { id: 'get-posts' }, [h('h3', 'GET /posts'), h('p', 'List posts.')]),
    ])
    expect(markdownForm({ type: 'root', children: [tree] }, { skip: (e) => e.tagName === 'nav' })).toBe(
      '### GET /posts {#get-posts}\n\nList posts.\n',
    )
  })

  it('marks site links and the DocCardList slot for the links stage', () => {
    expect(
      form(
        h('p', [h('a', { href: '/dev-docs/cli#flags' }, 'CLI'), ' and ', h('a', { href: 'https://x.dev/a b' }, 'X')]),
        h('div', { dataDocsgenSlot: 'doc-card-list' }),
      ),
    ).toBe(`[CLI](docsgen-route:/dev-docs/cli#flags) and [X](<https://x.dev/a b>)\n\n${MARKDOWN_SLOT}\n`)
  })

  it('writes a task list item with its box', () => {
    const item = (checked: boolean, text: string) =>
      h('li', { className: ['task-list-item'] }, [
        h('input', { type: 'checkbox', checked, disabled: true }),
        ` ${text}`,
      ])
    expect(form(h('ul', [item(true, 'done'), item(false, 'todo')]))).toBe('- [x] done\n- [ ] todo\n')
  })
})
