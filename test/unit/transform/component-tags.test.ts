import { describe, expect, it } from 'vitest'
import { joinMultilineComponentTags } from '../../../src/transform/component-tag-lines.js'
import { literalValue, parseTag, scanComponentTags } from '../../../src/transform/component-tags.js'

describe('parseTag', () => {
  it('reads quoted, braced and boolean attributes', () => {
    const tag = parseTag(
      `<TabItem value="js" label='Java "Script"' default count={3} on={true} off={false} t={'x'}>`,
      0,
    )
    expect(tag?.kind).toBe('open')
    expect(tag?.name).toBe('TabItem')
    expect({ ...tag?.attributes }).toEqual({
      value: 'js',
      label: 'Java "Script"',
      default: true,
      count: 3,
      on: true,
      off: false,
      t: 'x',
    })
    expect(tag?.unsupported).toEqual([])
  })

  it('tells opening, closing and self-closing tags apart', () => {
    expect(parseTag('<GoldBadge />', 0)?.kind).toBe('self')
    expect(parseTag('<GoldBadge/>', 0)?.kind).toBe('self')
    expect(parseTag('</Tabs >', 0)?.kind).toBe('close')
    expect(parseTag('<Tabs\n  groupId="a"\n>', 0)?.attributes.groupId).toBe('a')
  })

  it('keeps `>` and `/` inside values, and reports non-literal expressions', () => {
    const tag = parseTag(
      `<CustomDocCard description="5 / 10 > 3" link={\`/a\`} href={\`/\${id}\`} items={[{ a: "}" }]} />`,
      0,
    )
    expect(tag?.attributes.description).toBe('5 / 10 > 3')
    // A template literal with nothing to fill in is its text.
    expect(tag?.attributes.link).toBe('/a')
    expect(tag?.unsupported).toEqual([
      { name: 'href', expression: `\`/\${id}\`` },
      { name: 'items', expression: '[{ a: "}" }]' },
    ])
  })

  it('decodes character references in strings and ignores __proto__ tricks', () => {
    const tag = parseTag('<Tabs label="a &amp; b &#x27;c&#39;" __proto__="x">', 0)
    expect(tag?.attributes.label).toBe("a & b 'c'")
    expect(Object.getPrototypeOf(tag?.attributes)).toBeNull()
  })

  it('rejects what is not a complete tag', () => {
    for (const text of ['<Tabs groupId="x"', '<Tabs groupId=>', '</Tabs x>', '<tabs>', '<Tabs {...props}>']) {
      expect(parseTag(text, 0), text).toBeUndefined()
    }
  })
})

describe('literalValue', () => {
  it('accepts literals only', () => {
    expect(literalValue('true')).toBe(true)
    expect(literalValue('-1.5')).toBe(-1.5)
    expect(literalValue(`"a\\"b"`)).toBe('a"b')
    expect(literalValue(`'it'`)).toBe('it')
    expect(literalValue(`'a' + 'b'`)).toBeUndefined()
    expect(literalValue('props.x')).toBeUndefined()
  })
})

describe('scanComponentTags', () => {
  it('splits raw HTML at component tags, leaving lowercase HTML and comments alone', () => {
    const html = '<details>\n<summary><Install /></summary><!-- <Tabs> -->'
    const pieces = scanComponentTags(html).map((p) =>
      p.type === 'raw' ? html.slice(p.start, p.end) : p.type === 'tag' ? `[${p.tag.name}]` : `?${p.name}`,
    )
    expect(pieces).toEqual(['<details>\n<summary>', '[Install]', '</summary><!-- <Tabs> -->'])
  })

  it('marks text that starts like a tag but is not one', () => {
    expect(scanComponentTags('<Tabs groupId="x"').map((p) => p.type)).toEqual(['malformed', 'raw'])
  })
})

describe('joinMultilineComponentTags', () => {
  it('puts a tag written over several lines on its first line and keeps the line count', () => {
    const text = '<TabItem\n  value="js"\n  label="JavaScript"\n>\n\nBody\n'
    const joined = joinMultilineComponentTags(text)
    expect(joined).toBe('<TabItem value="js" label="JavaScript" >\n\n\n\n\nBody\n')
    expect(joined.split('\n')).toHaveLength(text.split('\n').length)
  })

  it('leaves code fences and one-line tags alone', () => {
    const text = '```md\n<Tabs\n  groupId="x">\n```\n<Tabs groupId="y">\n'
    expect(joinMultilineComponentTags(text)).toBe(text)
  })
})
