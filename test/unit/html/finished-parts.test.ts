import type { ElementContent, Root } from 'hast'
import type { Raw } from 'mdast-util-to-hast'
import { describe, expect, test } from 'vitest'
import { markdownBlocks, markdownForm, searchSections, searchSectionsPart } from '../../../src/html/index.js'
import { h } from '../../../src/openapi/render/h.js'

// A part of a page read on its own (`searchSectionsPart`, `markdownBlocks`) and spliced back as a
// raw node must read as the element itself: text before its first heading joins the section open
// where it stands, its last section stays open for what follows it.
function page(parts: { withHeadings: ElementContent; plain: ElementContent }): Root {
  return h(
    null,
    h('p', 'Intro text.'),
    h(
      'section',
      h('h2', { id: 'a' }, 'Alpha'),
      h('p', 'Alpha text.'),
      parts.withHeadings,
      h('p', 'After the first part.'),
    ),
    parts.plain,
    h('p', 'Tail text.'),
  )
}

const withHeadings = () =>
  h(
    'div',
    { className: ['part'] },
    h('p', 'Lead text ', h('code', 'inline'), '.'),
    h('h3', { id: 'b' }, 'Beta'),
    h('p', 'Beta text.'),
    h('pre', h('code', 'code text')),
    h('section', { id: 'c' }, h('h2', 'Gamma'), h('p', 'Gamma text.')),
  )
const plain = () => h('div', h('p', 'A part without headings.'), h('ul', h('li', 'one'), h('li', 'two')))

describe('parts spliced back into a page', () => {
  const options = { maxDepth: 3 }

  test('search sections: the same as reading the element in place', () => {
    const whole = searchSections(page({ withHeadings: withHeadings(), plain: plain() }), options)
    const spliced = page({
      withHeadings: rawOf({ searchPart: searchSectionsPart(withHeadings(), options) }),
      plain: rawOf({ searchPart: searchSectionsPart(plain(), options) }),
    })
    expect(searchSections(spliced, options)).toEqual(whole)
    expect(whole.map((section) => [section.id, section.heading, section.text])).toEqual([
      ['', '', 'Intro text.'],
      ['a', 'Alpha', 'Alpha text.\nLead text inline.'],
      ['b', 'Beta', 'Beta text.\ncode text'],
      ['c', 'Gamma', 'Gamma text.\nAfter the first part.\nA part without headings.\none\ntwo\nTail text.'],
    ])
  })

  test('Markdown blocks: the same form as reading the element in place', () => {
    const whole = markdownForm(page({ withHeadings: withHeadings(), plain: plain() }))
    const spliced = page({
      withHeadings: rawOf({ markdownBlocks: markdownBlocks(withHeadings()) }),
      plain: rawOf({ markdownBlocks: markdownBlocks(plain()) }),
    })
    expect(markdownForm(spliced)).toBe(whole)
    expect(whole).toContain('Lead text `inline`.\n\n### Beta {#b}')
  })

  test('only block elements are read as parts', () => {
    expect(() => markdownBlocks(h('span', 'inline'))).toThrow('markdownBlocks reads block elements, not <span>')
  })
})

/** A raw node standing for a finished part (its HTML does not matter to these passes). */
function rawOf(data: NonNullable<Raw['data']>): Raw {
  return { type: 'raw', value: '<div></div>', data }
}
