import { describe, expect, it } from 'vitest'
import { folderOf, importCycles, longSignatures, sourceImports } from './imports.js'

// Issue 17: the shape of src/ that keeps the pipeline readable, checked on every run.
const imports = sourceImports()

/**
 * The stages in the order the pipeline runs them (see src/pipeline.ts). A stage may import a
 * stage before it, never one after it. `parse`, `transform` and `openapi` run inside `compile`.
 */
const STAGE_ORDER = [
  'scan',
  'site-components',
  'parse',
  'transform',
  'openapi',
  'compile',
  'graph',
  'links',
  'search',
  'llms',
  'bundle',
  'render',
  'write',
]
/**
 * Shared by every stage: plain types, diagnostics, the logger, the config, and neutral helpers
 * (HTML serialising and escaping, file-system helpers, esbuild).
 */
const FOUNDATIONS = new Set(['model', 'diagnostics', 'logger', 'config', 'html', 'files', 'esbuild', 'text'])
/** The theme's props contract: only the render stage knows both the graph and the theme. */
const THEME_TYPES = '../theme/types.ts'
/** The callers of the pipeline, and the reuse settings they hand it: they may use any stage. */
const CALLERS = new Set(['', 'cli', 'serve', 'reuse'])

describe('src/ architecture', () => {
  it('has no import cycles', () => {
    expect(importCycles(imports)).toEqual([])
  })

  it('imports another folder only through its index.ts', () => {
    const bypassing = imports.filter(({ from, to }) => {
      const [a, b] = [folderOf(from), folderOf(to)]
      if (to === THEME_TYPES) return a !== 'render'
      return a !== b && b !== '' && b !== 'model' && !to.endsWith(`${b}/index.ts`)
    })
    expect(bypassing.map(({ from, to, line }) => `${from}:${line} -> ${to}`)).toEqual([])
  })

  it('never imports a stage that runs later', () => {
    const backwards = imports.filter(({ from, to }) => {
      const [a, b] = [folderOf(from), folderOf(to)]
      if (a === b || CALLERS.has(a) || FOUNDATIONS.has(b) || b === '' || to === THEME_TYPES) return false
      const [i, j] = [STAGE_ORDER.indexOf(a), STAGE_ORDER.indexOf(b)]
      return FOUNDATIONS.has(a) || i === -1 || j === -1 || j > i
    })
    expect(backwards.map(({ from, to, line }) => `${from}:${line} -> ${to}`)).toEqual([])
  })
})

describe('signatures', () => {
  it('no function takes more than three positional parameters, unless a comment says why', async () => {
    const long = await longSignatures()
    expect(long.map(({ file, line, name, parameters }) => `${file}:${line} ${name} (${parameters})`)).toEqual([])
  })
})
