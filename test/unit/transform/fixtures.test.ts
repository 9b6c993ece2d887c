import { fileURLToPath } from 'node:url'
import { createMarkdownCompiler, type MarkdownCompiler } from '../../../src/transform/index.js'
import { type FixtureCase, runFixtures } from '../../helpers/run-fixtures.js'

const root = fileURLToPath(new URL('../../fixtures/transform/', import.meta.url))
const compilers = new Map<boolean, Promise<MarkdownCompiler>>()

function compilerFor(sanitize: boolean): Promise<MarkdownCompiler> {
  let compiler = compilers.get(sanitize)
  if (!compiler) {
    compiler = createMarkdownCompiler({
      contentDir: 'content',
      toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      codeThemes: { light: 'github-light', dark: 'github-dark' },
      sanitize,
    })
    compilers.set(sanitize, compiler)
  }
  return compiler
}

runFixtures(root, async (fixture: FixtureCase) => {
  const compiler = await compilerFor(fixture.options.sanitize ?? false)
  const page = compiler.compile({ source: fixture.options.source ?? 'docs/page.md', text: fixture.input })
  return { html: page.html, diagnostics: page.diagnostics }
})
