import { toHtml } from 'hast-util-to-html'
import { describe, expect, it } from 'vitest'
import { createCodeHighlighter, createPlainHighlighter } from '../../../src/transform/highlighter.js'
import { highlightedLines, NO_MARKS } from '../../../src/transform/line-marks.js'
import { memoiseLineTokens, type TokenizingGrammar } from '../../../src/transform/line-memo.js'
import { preTreeToHtml } from '../../../src/transform/token-html.js'

const themes = { light: 'css-variables', dark: 'css-variables' }

/**
 * Blocks whose lines recur in different grammar states: the same text inside and outside a block
 * comment, a template literal, a heredoc, a YAML block scalar, Markdown fences of other languages,
 * embedded CSS and script in HTML. A memo keyed by the line alone would colour them wrongly.
 */
const SAMPLES: [string, string][] = [
  ['ts', 'const a = 1\n/*\nconst a = 1\n*/\nconst a = 1\n'],
  ['ts', 'const s = `\nconst a = 1\n' + '${' + 'a}\n`\nconst a = 1\n'],
  ['js', "function f() {\n  return '}'\n}\n  return '}'\n"],
  ['bash', 'cat <<EOF\necho "$HOME"\nEOF\necho "$HOME"\n'],
  ['yaml', 'run: |\n  echo "$HOME"\n  key: value\nkey: value\n'],
  ['md', '# Title\n\n```js\nconst a = 1\n```\n\nconst a = 1\n\n```bash\necho "$HOME"\n```\n'],
  [
    'html',
    '<style>\n  a { color: red }\n</style>\n<script>\n  const a = 1\n</script>\na { color: red }\nconst a = 1\n',
  ],
  ['python', 'x = """\nx = 1\n"""\nx = 1\n'],
  ['json', '{\n  "a": "b",\n  "c": ["d", "e"]\n}\n'],
  ['css', '.a {\n  color: red; /* x\n  color: red; */\n  color: red;\n}\n'],
  ['text', 'a < b && c > d\n\n\tindented\n   \n'],
  ['txt', ''],
  ['ts', '\t  \tconst  x = "<&>";  \n\n\n    \n// trailing   '],
]

describe('the line memo', () => {
  it('highlights exactly as the tokenizer does without it, in any order and repeated', async () => {
    const memo = await createCodeHighlighter(themes)
    const plain = await createCodeHighlighter(themes, { lineMemo: false })
    const languages = SAMPLES.map(([lang]) => lang)
    await memo.load(languages)
    await plain.load(languages)
    const expected = SAMPLES.map(([lang, code]) => toHtml(plain.highlight(code, lang)))
    // Forwards, backwards and once more: later rounds come mostly from the memo.
    const order = [...SAMPLES.keys(), ...[...SAMPLES.keys()].reverse(), ...SAMPLES.keys()]
    for (const index of order) {
      const [lang, code] = SAMPLES[index] ?? ['', '']
      expect(toHtml(memo.highlight(code, lang)), `${lang} sample ${index}`).toBe(expected[index])
    }
    // The same line in two states is two colourings (the memo would have hidden this otherwise).
    expect(expected[0]).toMatch(/<span class="line"><span class="sh-keyword">const<\/span>/)
    expect(expected[0]).toMatch(/<span class="line"><span class="sh-comment">const a = 1<\/span>/)
  })

  it('tokenizes a repeated line in the same state once, and a line cut short by a time limit every time', () => {
    const calls: string[] = []
    let stopEarly = false
    const stateA = frame(1, 'source.ts')
    const stateB = frame(1, 'source.ts') // equal to stateA, another object
    const stateC = frame(2, 'comment.block.ts')
    const grammar: TokenizingGrammar = {
      tokenizeLine2(lineText, prevState) {
        calls.push(`${lineText}@${prevState === stateC ? 'C' : prevState === null ? '-' : 'A'}`)
        return { tokens: new Uint32Array([0, calls.length]), ruleStack: stateA, stoppedEarly: stopEarly }
      },
    }
    memoiseLineTokens(grammar)
    memoiseLineTokens(grammar) // wrapping twice must not stack memos
    const first = grammar.tokenizeLine2('x', null)
    expect(grammar.tokenizeLine2('x', null)).toBe(first)
    grammar.tokenizeLine2('y', stateA)
    grammar.tokenizeLine2('y', stateB)
    grammar.tokenizeLine2('y', stateC)
    stopEarly = true
    grammar.tokenizeLine2('z', stateA)
    grammar.tokenizeLine2('z', stateA)
    expect(calls).toEqual(['x@-', 'y@A', 'y@C', 'z@A', 'z@A'])
  })
})

describe('HTML written straight from the tokens', () => {
  it('is byte for byte the HTML of the highlighted tree, marked lines included', async () => {
    const highlighter = await createCodeHighlighter(themes)
    await highlighter.load(SAMPLES.map(([lang]) => lang))
    for (const [index, [lang, code]] of SAMPLES.entries()) {
      // Lines marked by magic comments may have classes of a site's own besides `highlighted`.
      const magic = new Map([
        [1, 'highlighted code-block-error-line'],
        [2, 'diff-add'],
      ])
      for (const marked of [NO_MARKS, highlightedLines([1, 3]), highlightedLines([2, 99]), magic]) {
        const expected = preTreeToHtml(highlighter.highlight(code, lang), marked)
        expect(expected).toMatch(/^<pre class="shiki css-variables" tabindex="0"><code><span class="line/)
        expect(highlighter.highlightHtml(code, lang, marked), `${lang} sample ${index}`).toBe(expected)
      }
    }
    const marked = highlighter.highlightHtml('a\nb\nc', 'text', highlightedLines([2]))
    expect(marked).toContain('<span class="line"><span>a</span></span>\n<span class="line highlighted"><span>b</span>')
  })
})

describe('HTML driven line by line (codeToPreHtml), spans kept per line result', () => {
  it('is the HTML of the highlighted tree in any order, repeated, with the line memo and without', async () => {
    for (const lineMemo of [true, false]) {
      const highlighter = await createCodeHighlighter(themes, { lineMemo })
      await highlighter.load(SAMPLES.map(([lang]) => lang))
      const expected = SAMPLES.map(([lang, code]) =>
        preTreeToHtml(highlighter.highlight(code, lang), highlightedLines([2])),
      )
      const order = [...SAMPLES.keys(), ...[...SAMPLES.keys()].reverse(), ...SAMPLES.keys()]
      for (const index of order) {
        const [lang, code] = SAMPLES[index] ?? ['', '']
        const label = `${lang} sample ${index}, line memo ${lineMemo}`
        expect(highlighter.highlightHtml(code, lang, highlightedLines([2])), label).toBe(expected[index])
      }
    }
  })
})

describe('the plain highlighter (check-links, first dev build with no cache)', () => {
  it('writes the same HTML from its tree and straight, one plain span per line', () => {
    const plain = createPlainHighlighter()
    for (const [lang, code] of SAMPLES) {
      for (const marked of [NO_MARKS, highlightedLines([2])]) {
        expect(plain.highlightHtml(code, lang, marked), `${lang}: ${code}`).toBe(
          preTreeToHtml(plain.highlight(code, lang), marked),
        )
      }
    }
    expect(plain.highlightHtml('a <b>\n\nc', 'ts', NO_MARKS)).toBe(
      '<pre class="shiki css-variables" tabindex="0"><code><span class="line"><span>a &#x3C;b></span></span>\n' +
        '<span class="line"><span></span></span>\n<span class="line"><span>c</span></span></code></pre>',
    )
  })
})

/** A one-frame state stack shaped like vscode-textmate's. */
function frame(ruleId: number, scopeName: string) {
  const scopes = { parent: null, scopeName, tokenAttributes: 7 }
  return {
    parent: null,
    ruleId,
    endRule: null,
    beginRuleCapturedEOL: false,
    nameScopesList: scopes,
    contentNameScopesList: scopes,
  }
}
