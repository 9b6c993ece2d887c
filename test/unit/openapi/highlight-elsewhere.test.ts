import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { largeOpenApiDocument } from '../../../bench/openapi-large.js'
import { highlightWorkerScript } from '../../../src/compile/highlight-pool.js'
import { openApiSources } from '../../../src/compile/openapi-pages.js'
import { resolveConfig } from '../../../src/config/index.js'
import type { Diagnostic } from '../../../src/model/diagnostic.js'
import { compileOpenApi, compileOpenApiFinished, openApiMarkdown } from '../../../src/openapi/compiler.js'
import { readStoredOpenApi, storedEntryOf } from '../../../src/openapi/index.js'
import type { SourceFile } from '../../../src/scan/index.js'
import {
  createCodeHighlighter,
  createMarkdownFragments,
  type HighlightService,
  highlightJobs,
} from '../../../src/transform/index.js'

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

/** The page with every code block highlighted in place as it is rendered (grammars loaded first). */
async function highlightedInPlace(input: { file: string; text: string; route: string }, themes = THEMES) {
  const md = await createMarkdownFragments(themes)
  await md.load([input.text], ['bash', 'js', 'json'])
  return compileOpenApi(input, md)
}

// A reference page's code blocks are placeholders while it is built, highlighted on another
// thread (large documents, `compile/openapi-pages.ts`) or on this one when it is finished: the
// page must be the one highlighting each block in place makes.
describe('a reference page whose code is highlighted elsewhere or later', () => {
  it('is the page highlighted in place, byte for byte: samples, server URLs marked in them, description code', async () => {
    const text = await readFile(path.join(REPO, 'openapi/rest-api.yaml'), 'utf8')
    const sample = "curl -X GET 'http://localhost:1337/api/posts/1'"
    // A description holding a sample's code: the server URL is marked in the sample only.
    const withCode = text.replace(
      /^(info:\n(?: {2}.*\n)*? {2}description: )(.*)$/m,
      `$1|\n    Call it like this:\n\n    \`\`\`bash\n    ${sample}\n    \`\`\`\n`,
    )
    // A server URL with characters the page escapes (`&` is `&#x26;` in the code's HTML).
    const withAmp = text.replace(
      "url: '{protocol}://localhost:1337/{environment}'",
      "url: 'https://api.example.com/v1?t=a&r=eu'",
    )
    expect(new Set([text, withCode, withAmp]).size).toBe(3)
    for (const source of [text, withCode, withAmp]) {
      const input = { file: 'openapi/rest-api.yaml', text: source, route: '/openapi/' }
      const inPlace = await highlightedInPlace(input)
      const service = await serviceHere()
      const elsewhere = await compileOpenApiFinished(input, await openApiMarkdown(THEMES, service))
      const later = await compileOpenApiFinished(input, await openApiMarkdown(THEMES))
      expect(service.blocks).toBeGreaterThan(5)
      expect(elsewhere).toEqual(inPlace)
      expect(later).toEqual(inPlace)
      expect(elsewhere.html).not.toContain('\u0000')
    }
    const described = await highlightedInPlace({ file: 'openapi/rest-api.yaml', text: withCode, route: '/openapi/' })
    expect(described.html).toContain("<span data-api-base>http://localhost:1337/api</span>/posts/1'")
    expect(described.html).toContain("> 'http://localhost:1337/api/posts/1'</span>")
    const amp = await highlightedInPlace({ file: 'openapi/rest-api.yaml', text: withAmp, route: '/openapi/' })
    expect(amp.html).toContain('<span data-api-base>https://api.example.com/v1?t=a&#x26;r=eu</span>/posts/1')
  })

  it('loads a grammar a description names only inside an escaped string', async () => {
    const text = JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Rusty', version: '1', description: 'Example:\n\n```rust\nfn main() {}\n```\n' },
      paths: {},
    })
    const input = { file: 'openapi/api.json', text, route: '/openapi/' }
    const page = await compileOpenApiFinished(input, await openApiMarkdown(THEMES))
    expect(page.diagnostics).toEqual([])
    expect(page.html).toMatch(
      /<pre class="shiki[^>]*><code><span class="line"><span style="--shiki-light:[^"]+">fn<\/span>/,
    )
  })

  it('sends the blocks in batches while the page is built, each block once', async () => {
    const text = JSON.stringify(largeOpenApiDocument(), null, 2)
    const input = { file: 'openapi/large.json', text, route: '/openapi/' }
    const service = await serviceHere()
    const page = await compileOpenApiFinished(input, await openApiMarkdown(THEMES, service))
    expect(service.requests).toBeGreaterThan(10)
    const blocks = page.html.match(/<pre class="shiki/g)?.length ?? 0
    // Samples repeat across operations (an error answer, a resource's shape): fewer blocks sent than shown.
    expect(service.blocks).toBeLessThan(blocks)
    expect(service.blocks).toBeGreaterThan(300)
    expect(page.html).not.toContain('\u0000')
  }, 60_000)
})

describe('the highlight worker', () => {
  it('writes a compiled page it is sent into the cache (a StoreRequest), answered with no blocks', async () => {
    const script = highlightWorkerScript()
    expect(script, 'dist/ is built by `npm ci` (bin/build-self.js)').toBeDefined()
    const text = await readFile(path.join(REPO, 'openapi/rest-api.yaml'), 'utf8')
    const input = { file: 'openapi/rest-api.yaml', text, route: '/openapi/' }
    const cache = { dir: await mkdtemp(path.join(tmpdir(), 'docsgen-openapi-store-')), fingerprint: 'code-1' }
    const page = compileOpenApi(input)
    const worker = new Worker(script ?? '', { workerData: { codeThemes: THEMES } })
    try {
      const answer = await new Promise((resolve) => {
        worker.once('message', resolve)
        worker.postMessage({ id: 7, store: { entry: storedEntryOf(input, cache), page } })
      })
      expect(answer).toEqual({ id: 7, html: [] })
    } finally {
      await worker.terminate()
    }
    expect(readStoredOpenApi(input, cache)).toEqual(JSON.parse(JSON.stringify(page)))
  })
})

describe('openApiSources', () => {
  it('compiles a large document (on the highlight worker with two cores or more): the page highlighted in place', async () => {
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
    const cache = { dir: await mkdtemp(path.join(tmpdir(), 'docsgen-openapi-store-')), fingerprint: 'code-1' }
    const { sources, storing } = await openApiSources([file], {
      config,
      reads: [{ ok: true, text }],
      cache,
      diagnostics,
    })
    expect(diagnostics).toEqual([])
    const themes = { light: config.markdown.codeThemeLight, dark: config.markdown.codeThemeDark }
    const input = { file: 'openapi/large.json', text, route: '/openapi/', trusted: false, markdownForm: config.llms }
    const here = await highlightedInPlace(input, themes)
    expect(sources.get(file)?.page?.html).toBe(here.html)
    expect(sources.get(file)?.page).toEqual(here)
    // The page is written into the cache (on the worker, with two cores): the next build reads it.
    await storing
    expect(readStoredOpenApi(input, cache)).toEqual(JSON.parse(JSON.stringify(here)))
  }, 60_000)
})
