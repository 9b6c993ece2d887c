import { describe, expect, test } from 'vitest'
import { fastParse } from '../../../src/transform/fast-parse/index.js'
import { expectSameOrDeclinedInBoth, reference, referenceNoIndentedCode } from '../../helpers/fast-parse-reference.js'

// Inputs on which the fast path gave another tree than micromark's (found by differential review;
// see `src/transform/fast-parse/quirks.ts`). Each must now be micromark's tree or declined, with
// indented code and without, with micromark for parts and without.
const QUIRKS: Record<string, string> = {
  'an HTML comment a directive ends': ':::note\n<!--\n:::\n',
  'an HTML comment a list item ends': '- a\n  <!--\n- b\n',
  'an unclosed <pre> in a blockquote': '> <pre>\n> x\n\nafter\n',
  'a delimiter row under a header row without a pipe': 'a\n| - |\n',
  'a delimiter row under the second line of a paragraph': 'x\na\n| - |\n',
  'a delimiter row without spaces': 'a\n|-|\n',
  'a delimiter row indented one space': 'a\n | - |\n',
  'a delimiter row in a list item': '- a\n  | - |\n',
  'a delimiter row in a blockquote': '> a\n> |-|\n',
  'two lists in a blockquote': '> - a\n> * d\n',
  'an ordered list then a bullet list in a blockquote': '> 1. a\n> - b\n',
  'two lists in a blockquote in a list item': '- > - a\n  > * d\n',
  'two lists in a nested blockquote': '> > - a\n> > * d\n',
  'a blockquote and a heading in a directive in a blockquote': '> :::note\n> > q\n> # H\n> :::\n',
  'a list and a heading in a directive in a blockquote': '> :::note\n> - q\n> # H\n> :::\n',
  'a blockquote, a quote line and a heading in a directive in a blockquote': '> :::note\n> > q\n>\n> # H\n> :::\n',
  'a heading indented 4 in a paragraph': 'a\n    # H\n',
  'a quote marker indented 4 in a paragraph': 'a\n    > q\n',
  'a list item indented 4 in a paragraph': 'a\n     - b\n',
  'a fence indented 4 in a paragraph': 'a\n    ```\n    b\n    ```\n',
  'a blockquote line with its marker indented 4': '> q\n    > r\n',
  'a blockquote line with its marker indented 5 in a list item': '- > q\n       > r\n',
  'an ordered list from 3 after indented code': '    code\n\n3. a\n',
  'an ordered list from 2 after indented code': '    code\n\n2) a\n',
  'an empty list item after indented code': '    code\n\n-\n\npara\n',
  'a fence closed early at an indented fence line, then a section': '```\na\n    ```\n\n# H\n\n```\n\npara\n',
  'a tilde fence closed early at a line indented 9': '~~~\na\n         ~~~~\n\n# H\n\n~~~\n\npara\n',
}

/** Near the quirks, and converted: each stays fast and micromark's. */
const NEIGHBOURS: Record<string, string> = {
  'a closed HTML comment a list item holds': '- a\n  <!-- x -->\n- b\n',
  'an HTML block of kind 7 a list item ends': '1. a\n   <img src="x"/>\n2. b\n',
  'a paragraph line with a pipe': 'a\n| b\n',
  'a heading after a list in a blockquote': '> - a\n> # H\n',
  'nested lists with other markers': '- a\n  - b\n  * c\n',
  'a blockquote last in a directive in a blockquote': '> :::note\n> > q\n> :::\n',
  'a blockquote line with its marker indented 2': '> q\n  > r\n',
}

describe('fast parse: quirks found in review', () => {
  for (const [name, text] of Object.entries(QUIRKS)) test(name, () => expectSameOrDeclinedInBoth(text, name))
})

describe('fast parse: their neighbours stay fast', () => {
  for (const [name, text] of Object.entries(NEIGHBOURS)) {
    test(name, () => {
      for (const parse of [reference, referenceNoIndentedCode]) {
        const result = fastParse(text, { micromark: parse, indentedCode: parse === reference })
        expect(result, name).toHaveProperty('tree')
        expect('tree' in result && JSON.stringify(result.tree), name).toBe(JSON.stringify(parse(text)))
      }
    })
  }
})
