import { fileURLToPath } from 'node:url'
import { createMarkdownCompiler, type MarkdownCompiler } from '../../../src/transform/index.js'
import { type FixtureCase, runFixtures } from '../../helpers/run-fixtures.js'

const root = fileURLToPath(new URL('../../fixtures/transform/', import.meta.url))
const compilers = new Map<string, Promise<MarkdownCompiler>>()
/** The snippet files of the case being compiled (cases run one at a time). */
let currentFiles: Record<string, string> = {}

function compilerFor(fixture: FixtureCase): Promise<MarkdownCompiler> {
  const sanitize = fixture.options.sanitize ?? false
  const liveCodePosition = fixture.options.liveCodePosition ?? 'bottom'
  const { defaultCodeLanguage, admonitionClasses, prismLanguages } = fixture.options
  const key = [sanitize, liveCodePosition, defaultCodeLanguage, admonitionClasses, prismLanguages?.join(' ')].join(':')
  let compiler = compilers.get(key)
  if (!compiler) {
    compiler = createMarkdownCompiler({
      contentDir: 'content',
      toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      codeThemes: { light: 'github-light', dark: 'github-dark', ...(prismLanguages ? { prism: prismLanguages } : {}) },
      sanitize,
      liveCodePosition,
      ...(defaultCodeLanguage ? { defaultCodeLanguage } : {}),
      ...(admonitionClasses ? { admonitionClasses } : {}),
      markdownForm: true,
      readSnippet: (source) => currentFiles[source],
    })
    compilers.set(key, compiler)
  }
  return compiler
}

runFixtures(root, async (fixture: FixtureCase) => {
  const compiler = await compilerFor(fixture)
  const source = fixture.options.source ?? 'docs/page.md'
  // The page itself is a file of the content folder too (a page may try to include itself).
  currentFiles = { ...fixture.files, [source]: fixture.input }
  const page = await compiler.compile({ source, text: fixture.input })
  return { html: page.html, markdown: page.markdown, diagnostics: page.diagnostics }
})
