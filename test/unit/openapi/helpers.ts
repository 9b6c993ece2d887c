import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { formatDiagnostic } from '../../../src/diagnostics/index.js'
import type { CompiledPage } from '../../../src/model/page.js'
import { compileOpenApi } from '../../../src/openapi/compiler.js'

const FIXTURES = fileURLToPath(new URL('../../fixtures/openapi/', import.meta.url))

/** Compile `test/fixtures/openapi/<name>` as if it were `openapi/<basename>` of a site. */
export function compileFixture(name: string): CompiledPage {
  const text = readFileSync(`${FIXTURES}${name}`, 'utf8')
  return compileOpenApi({ file: `openapi/${name.split('/').at(-1)}`, text, route: '/openapi/' })
}

/** Compile inline text. */
export function compileText(text: string, file = 'openapi/inline.yaml'): CompiledPage {
  return compileOpenApi({ file, text, route: '/openapi/' })
}

/** Diagnostics as the CLI prints them, one string each. */
export function printed(page: CompiledPage): string[] {
  return page.diagnostics.map((d) => `${formatDiagnostic(d)}  [${d.severity}]`)
}
