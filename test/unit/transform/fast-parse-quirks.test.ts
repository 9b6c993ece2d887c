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
  // Found by the review of these (a generator over some 187,000 small documents).
  'a list then a blockquote in a blockquote': '> - a\n> > q\n',
  'a blockquote then a list in a blockquote': '>> q\n> 1. c\n',
  'a list in a nested blockquote, then a list': '> > - a\n> - a\n',
  'an unclosed directive in a nested blockquote, then a list': '> > :::\n> - a\n',
  'a blockquote in a list, then a blockquote, in a blockquote': '> - > q\n> > q\n',
  'an HTML comment the document ends': '<!--\n',
  'a processing instruction the document ends': '<?x\n',
  'a declaration the document ends': '<!X\n',
  'a CDATA section the document ends': '<![CDATA[\n',
  'a <pre> the document ends': '<pre>\n',
  'an HTML comment running over a blank line to the end': '<!--\n\ntext\n',
  'an HTML comment a list item ends after a blank line': '- <!--\n\n***\n',
  'an HTML comment an ordered item ends after a blank line': '1. <!--\n\ntext\n',
  'a <pre> a list item ends after a blank line': '- a\n\n  <pre>\n\nb\n',
  'a <pre> indented in a list item, then a heading': '- a\n    <pre>\n\n# H\n',
  'a <pre> closed after a blank line in a list item': '- <pre>\n\n</pre>\n',
  'a fence indented 4 in a paragraph, then a paragraph': 'a\n    ```\n\nb\n',
  'a tilde fence indented 4 in a paragraph, then a heading': 'a\n    ~~~\n\n# H\n',
  'an HTML comment indented 4 in a paragraph, then a paragraph': 'a\n    <!--\n\nb\n',
  'a <pre> indented 4 in a paragraph, then a paragraph': 'a\n    <pre>\n\nb\n',
  'a tilde fence indented 4 in a paragraph, then a list in a quote': 'text\n    ~~~\n\n> - a\n',
  'a fence indented 6 in a list item, then a paragraph': '- a\n      ```\n\nb\n',
  'a table header with pipes over ---': '| a |\n---\n',
  'a table header with one pipe over ---': 'a |\n---\n',
  'a delimiter row over ---': '|-|\n---\n',
  'a table header in a blockquote over ---': '> | a |\n> ---\n',
  'a table header in a list item over ---': '- | a |\n  ---\n',
  'a blockquote line over a delimiter row': '> a | b\n--- | ---\n',
  'a table whose next line closes a <pre>': ' | - |\n| - |\n</pre>\n',
  'a table whose next line closes a <script>': ' | - |\n| - |\n</script>\n',
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
  'a table between blank lines': 'x\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\ny\n',
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
