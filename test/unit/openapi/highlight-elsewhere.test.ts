import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { largeOpenApiDocument } from '../../../bench/openapi-large.js'
import { highlightWorkerScript } from '../../../src/compile/highlight-pool.js'
import { openApiSources } from '../../../src/compile/openapi-pages.js'
import { resolveConfig } from '../../../src/config/index.js'
import type { Diagnostic } from '../../../src/model/diagnostic.js'
import { compileOpenApi, compileOpenApiFinished, openApiMarkdown } from '../../../src/openapi/compiler.js'
import type { SourceFile } from '../../../src/scan/index.js'
import { createCodeHighlighter, type HighlightService, highlightJobs } from '../../../src/transform/index.js'

const REPO = path.resolve(import.meta.dirname, '../../..')
const THEMES = { light: 'github-light', dark: 'github-dark' }

/** A highlight service on this thread, as the highlight worker runs it; counts the blocks it is sent. */
async function serviceHere(): Promise<HighlightService & { blocks: number; requests: number }> {
  const highlighter = await createCodeHighlighter(THEMES)
  const service = {
    blocks: 0,
    requests: 0,
    highlight: async (jobs: Parameters<HighlightService['highlight']>[0]) => {
      service.blocks += jobs.length
      service.requests++
      return highlightJobs(highlighter, jobs)
    },
  }
  return service
}

// Code blocks of a reference page may be highlighted on another thread while this one builds the
// page (large documents, `compile/openapi-pages.ts`): the page must be the one highlighting here makes.
describe('a reference page whose code is highlighted elsewhere', () => {
  it('is the page highlighted here, byte for byte: samples, server URLs marked in them, description code', async () => {
    const text = await readFile(path.join(REPO, 'openapi/rest-api.yaml'), 'utf8')
    // A description with a code block whose code is a sample's too: the server URL is marked only in the sample.
    const withCode = text.replace(
      /^(info:\n(?: {2}.*\n)*? {2}description: )(.*)$/m,
      "$1|\n    Call it like this:\n\n    ```bash\n    curl -X GET 'https://example.com/api/comments'\n    ```\n",
    )
    for (const source of [text, withCode]) {
      const input = { file: 'openapi/rest-api.yaml', text: source, route: '/openapi/' }
      const here = compileOpenApi(input, (await openApiMarkdown(THEMES, [source])).md)
      const service = await serviceHere()
      const elsewhere = await compileOpenApiFinished(input, undefined, await openApiMarkdown(THEMES, [source], service))
      expect(service.blocks).toBeGreaterThan(5)
      expect(elsewhere).toEqual(here)
      expect(elsewhere.html).toContain('data-api-base')
      expect(elsewhere.html).not.toContain('\u0000')
    }
  })

  it('sends the blocks in batches while the page is built, each block once', async () => {
    const text = JSON.stringify(largeOpenApiDocument(), null, 2)
    const input = { file: 'openapi/large.json', text, route: '/openapi/' }
    const service = await serviceHere()
    const page = await compileOpenApiFinished(input, undefined, await openApiMarkdown(THEMES, [text], service))
    expect(service.requests).toBeGreaterThan(10)
    const blocks = page.html.match(/<pre class="shiki/g)?.length ?? 0
    // Samples repeat across operations (an error answer, a resource's shape): fewer blocks sent than shown.
    expect(service.blocks).toBeLessThan(blocks)
    expect(service.blocks).toBeGreaterThan(300)
    expect(page.html).not.toContain('\u0000')
  }, 60_000)
})

describe('openApiSources', () => {
  it('highlights a large document on the highlight worker: the same page as compiling it here', async () => {
    const text = JSON.stringify(largeOpenApiDocument(), null, 2)
    const config = resolveConfig(
      { title: 'Large', openapi: [{ spec: 'openapi/large.json', route: '/openapi/' }] },
      { rootDir: REPO },
    )
    const file: SourceFile = {
      absPath: path.join(REPO, 'openapi/large.json'),
      relPath: 'openapi/large.json',
      contentPath: '../openapi/large.json',
      kind: 'openapi',
    }
    expect(highlightWorkerScript(), 'dist/ is built by `npm ci` (bin/build-self.js)').toBeDefined()
    const diagnostics: Diagnostic[] = []
    const sources = await openApiSources([file], {
      config,
      reads: [{ ok: true, text }],
      cache: undefined,
      diagnostics,
    })
    expect(diagnostics).toEqual([])
    const themes = { light: config.markdown.codeThemeLight, dark: config.markdown.codeThemeDark }
    const input = { file: 'openapi/large.json', text, route: '/openapi/', trusted: false, markdownForm: config.llms }
    const here = compileOpenApi(input, (await openApiMarkdown(themes, [text])).md)
    expect(sources.get(file)?.page?.html).toBe(here.html)
    expect(sources.get(file)?.page).toEqual(here)
  }, 60_000)
})
