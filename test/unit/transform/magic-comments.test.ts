import { describe, expect, it } from 'vitest'
import { DEFAULT_MAGIC_COMMENTS, type MagicComment } from '../../../src/model/magic-comments.js'
import { parseMagicComments } from '../../../src/transform/magic-comments.js'

// Docusaurus's magic comments, read as its `parseLines` reads them (see magic-comments.ts); the
// fixtures in test/fixtures/transform/code/magic-* show them in pages.

const read = (code: string, language: string, comments: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS) => {
  const found = parseMagicComments(code, { language, comments })
  return found && { code: found.code, lines: Object.fromEntries(found.lineClasses) }
}
const HIGHLIGHT = 'theme-code-block-highlighted-line'

describe('parseMagicComments', () => {
  it('leaves a block without magic comments alone', () => {
    expect(read('const a = 1\n// a comment', 'js')).toBeUndefined()
    expect(read('const a = 1 // highlight-next-line', 'js')).toBeUndefined()
  })

  it('reads the comment syntaxes of each language, and only those', () => {
    expect(read("' highlight-next-line\nx = 1\nREM highlight-next-line\ny = 2", 'vb')).toEqual({
      code: 'x = 1\ny = 2',
      lines: { 1: [HIGHLIGHT], 2: [HIGHLIGHT] },
    })
    expect(read('(* highlight-next-line *)\nlet x = 1', 'ocaml')?.lines).toEqual({ 1: [HIGHLIGHT] })
    expect(read('! highlight-next-line\nx = 1', 'fortran')?.lines).toEqual({ 1: [HIGHLIGHT] })
    expect(read('{/* highlight-next-line */}\n<A />', 'tsx')?.lines).toEqual({ 1: [HIGHLIGHT] })
    // `{/* */}` is JSX's, not TypeScript's; `#` is not JavaScript's.
    expect(read('{/* highlight-next-line */}\n<A />', 'ts')).toBeUndefined()
    expect(read('# highlight-next-line\nx', 'js')).toBeUndefined()
  })

  it('applies a site’s own kinds, each line getting every class that marks it, in the order of the kinds', () => {
    const comments: MagicComment[] = [
      ...DEFAULT_MAGIC_COMMENTS,
      { className: 'error', line: 'This will error', block: { start: 'error-start', end: 'error-end' } },
      // A directive is text, not a regular expression.
      { className: 'dotted', line: 'a.b' },
    ]
    const code = [
      '// error-start',
      '// highlight-next-line',
      'one()',
      'two()',
      '// error-end',
      '// This will error',
      'three()',
      '// a.b',
      '// aXb',
      'four()',
    ].join('\n')
    expect(read(code, 'js', comments)).toEqual({
      code: 'one()\ntwo()\nthree()\n// aXb\nfour()',
      lines: { 1: [HIGHLIGHT, 'error'], 2: ['error'], 3: ['error'], 4: ['dotted'] },
    })
  })

  it('takes out a start never ended, marking nothing', () => {
    expect(read('a\n// highlight-start\nb', 'js')).toEqual({ code: 'a\nb', lines: {} })
  })
})
