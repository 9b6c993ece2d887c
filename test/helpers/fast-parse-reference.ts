import type { Root } from 'mdast'
import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { type Processor, unified } from 'unified'
import { expect } from 'vitest'
import { fastParse } from '../../src/transform/fast-parse/index.js'

const micromark = unified().use(remarkParse).use(remarkGfm).use(remarkDirective)

/** The same without indented code, as the processor reads MDX 2 and 3 (and this site). */
const micromarkNoIndentedCode = unified()
  .use(function (this: Processor) {
    this.data().micromarkExtensions = [{ disable: { null: ['codeIndented'] } }]
  })
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkDirective)

/** The tree remark-parse + remark-gfm + remark-directive build, as plain data (key order kept). */
export function reference(text: string): Root {
  return micromark.parse(text)
}

export function referenceNoIndentedCode(text: string): Root {
  return micromarkNoIndentedCode.parse(text)
}

/**
 * Every fast tree must equal micromark's, positions and key order included; returns whether it was
 * fast. The fast path may parse a paragraph or heading with micromark alone, as the processor lets
 * it; `indentedCode: false` compares with micromark without indented code.
 */
export function expectSameOrDeclined(text: string, label: string, indentedCode = true): boolean {
  return compared(text, label, { indentedCode, parts: true })
}

function compared(text: string, label: string, { indentedCode, parts }: { indentedCode: boolean; parts: boolean }) {
  const parse = indentedCode ? reference : referenceNoIndentedCode
  const result = fastParse(text, { micromark: parts ? parse : undefined, indentedCode })
  if ('declined' in result) return false
  const expected = parse(text)
  expect(result.tree, label).toStrictEqual(expected)
  expect(JSON.stringify(result.tree), label).toBe(JSON.stringify(expected))
  return true
}

/** Micromark's tree or declined, with indented code and without, with micromark for parts and without. */
export function expectSameOrDeclinedInBoth(text: string, name: string): void {
  for (const indentedCode of [true, false]) {
    compared(text, name, { indentedCode, parts: true })
    compared(text, `${name} (no parts)`, { indentedCode, parts: false })
  }
}
