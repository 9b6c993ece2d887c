import type { Element, ElementContent } from 'hast'
import { describe, expect, it } from 'vitest'
import { cloneHast } from '../../../src/html/index.js'
import { plainMarkdownFragments } from '../../../src/transform/index.js'

const MARKDOWN = [
  '# Title {#custom}',
  '',
  'Text with `code`, a [link](#custom) and <kbd>raw</kbd>.',
  '',
  '- one',
  '- two',
  '',
  '| a | b |',
  '| - | - |',
  '| 1 | 2 |',
  '',
  ':::note',
  'An admonition.',
  ':::',
  '',
  '```js title="a.js" {1}',
  'const a = 1',
  '```',
].join('\n')

describe('cloneHast', () => {
  it('copies what structuredClone copies, for a rendered fragment', () => {
    const nodes = plainMarkdownFragments().render(MARKDOWN, { file: 'a.yaml', trusted: true })
    expect(nodes.length).toBeGreaterThan(3)
    expect(cloneHast(nodes)).toEqual(structuredClone(nodes))
  })

  it('shares nothing a caller may change: properties, class lists, children, data', () => {
    const element: Element = {
      type: 'element',
      tagName: 'p',
      properties: { className: ['a'], id: 'x' },
      children: [{ type: 'text', value: 'hi', data: { note: { deep: 1 } } } as ElementContent],
      data: { meta: 'title="a"' },
    }
    const [copy] = cloneHast([element]) as [Element]
    ;(copy.properties.className as string[]).push('b')
    copy.properties.id = 'y'
    copy.children.push({ type: 'text', value: '!' })
    ;((copy.children[0] as ElementContent).data as { note: { deep: number } }).note.deep = 2
    ;(copy.data as { meta: string }).meta = 'changed'
    expect(element).toEqual({
      type: 'element',
      tagName: 'p',
      properties: { className: ['a'], id: 'x' },
      children: [{ type: 'text', value: 'hi', data: { note: { deep: 1 } } }],
      data: { meta: 'title="a"' },
    })
  })

  it('hands out a fresh copy on every render of the same text', () => {
    const md = plainMarkdownFragments()
    const first = md.render('Some *text*.', { file: 'a.yaml' })
    ;(first[0] as Element).properties.id = 'changed'
    expect((md.render('Some *text*.', { file: 'a.yaml' })[0] as Element).properties.id).toBeUndefined()
  })
})
