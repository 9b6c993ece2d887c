import { describe, expect, it } from 'vitest'
import {
  createCodeHighlighter,
  createDeferredHighlighter,
  createMarkdownCompiler,
  type HighlightJob,
  type HighlightService,
  highlightJobs,
  type MarkdownCompilerOptions,
} from '../../../src/transform/index.js'
import { highlightedLines, NO_MARKS } from '../../../src/transform/line-marks.js'

/** A service that answers `<pre>lang|marked|code</pre>`, recording each batch, when released. */
function fakeService() {
  const batches: HighlightJob[][] = []
  const waiting: (() => void)[] = []
  const service: HighlightService = {
    highlight(jobs) {
      batches.push([...jobs])
      return new Promise((resolve) => {
        waiting.push(() =>
          resolve(
            jobs.map((job) => `<pre>${job.lang}|${job.marked.map(([line]) => line).join(',')}|${job.code}</pre>`),
          ),
        )
      })
    },
  }
  const release = () => {
    for (const answer of waiting.splice(0)) answer()
  }
  return { service, batches, release }
}

describe('createDeferredHighlighter', () => {
  it('gives each distinct block one placeholder, sends it once, and fills bodies when answers come', async () => {
    const { service, batches, release } = fakeService()
    const highlighter = createDeferredHighlighter(service)
    const a = highlighter.highlightHtml('let a', 'js', highlightedLines([2])) ?? ''
    const again = highlighter.highlightHtml('let a', 'js', highlightedLines([2])) ?? ''
    const b = highlighter.highlightHtml('let a', 'ts', NO_MARKS) ?? ''
    expect(again).toBe(a)
    expect(b).not.toBe(a)
    expect(a).not.toContain('let a')
    const page1 = highlighter.fill(`<p>one</p>${a}<p>two</p>${b}${a}`)
    let filled: string | undefined
    void page1.then((html) => {
      filled = html
    })
    await new Promise((resolve) => setImmediate(resolve))
    expect(filled).toBeUndefined()
    release()
    expect(await page1).toBe('<p>one</p><pre>js|2|let a</pre><p>two</p><pre>ts||let a</pre><pre>js|2|let a</pre>')
    expect(batches).toEqual([
      [
        { code: 'let a', lang: 'js', marked: [[2, 'highlighted']] },
        { code: 'let a', lang: 'ts', marked: [] },
      ],
    ])
    // A later page repeating a block highlighted already waits for nothing and sends nothing.
    const c = highlighter.highlightHtml('echo', 'bash', NO_MARKS) ?? ''
    const page2 = highlighter.fill(`${highlighter.highlightHtml('let a', 'js', highlightedLines([2]))}${c}`)
    release()
    expect(await page2).toBe('<pre>js|2|let a</pre><pre>bash||echo</pre>')
    expect(batches).toHaveLength(2)
    expect(batches[1]).toEqual([{ code: 'echo', lang: 'bash', marked: [] }])
    expect(await highlighter.fill('<p>no code</p>')).toBe('<p>no code</p>')
  })

  it('compiles pages exactly as the compiler that highlights in place', async () => {
    const options: MarkdownCompilerOptions = {
      contentDir: 'content',
      toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      codeThemes: { light: 'css-variables', dark: 'css-variables' },
      sanitize: false,
    }
    const local = await createCodeHighlighter(options.codeThemes)
    const service: HighlightService = { highlight: (jobs) => highlightJobs(local, jobs) }
    const here = await createMarkdownCompiler(options)
    const elsewhere = await createMarkdownCompiler(options, { highlighter: createDeferredHighlighter(service) })
    const pages = [
      '# Setup\n\n```js title="a.js" {2}\nconst a = 1\nconst b = 2\n```\n\nText with `code`.\n',
      '## Twice\n\n```bash\nnpm run develop\n```\n\n```bash\nnpm run develop\n```\n\n```klingon\nqaleghneS\n```\n',
      '```php showLineNumbers\n<?php echo "hi"; ?>\n```\n\n```\nplain\n```\n\n```text\n<b>not bold</b>\n```\n',
    ]
    for (const [i, text] of pages.entries()) {
      const input = { source: `p${i}.md`, text }
      const expected = await here.compile(input)
      const page = await elsewhere.compile(input)
      expect(page.html).toBe(expected.html)
      expect(page.bodyHash).toBe(expected.bodyHash)
      expect(page.diagnostics).toEqual(expected.diagnostics)
    }
    expect((await here.compile({ source: 'k.md', text: pages[1] as string })).diagnostics[0]?.code).toBe(
      'code/unknown-language',
    )
    // Markdown reads U+0000 as U+FFFD: a page cannot write a placeholder.
    const page = await elsewhere.compile({ source: 'nul.md', text: 'a\u0000docsgen-code-0\u0000b\n' })
    expect(page.html).not.toContain('\u0000')
  })
})
