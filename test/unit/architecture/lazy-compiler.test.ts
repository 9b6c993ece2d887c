import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSelf } from '../../../bin/build-self.js'

/** Relative modules a bundled file imports statically (`import … from "./x.js"`, `import "./x.js"`), and bare packages. */
function staticImports(code: string): { relative: string[]; packages: string[] } {
  const relative: string[] = []
  const packages: string[] = []
  // esbuild writes static imports at the top of each file, one statement per import.
  for (const match of code.matchAll(/^import\s+(?:[^'";]*?\s+from\s+)?["']([^"']+)["'];?$/gms)) {
    const specifier = match[1] as string
    if (specifier.startsWith('.')) relative.push(specifier)
    else if (!specifier.startsWith('node:')) packages.push(specifier)
  }
  return { relative, packages }
}

// A `check-links` or warm build that compiles nothing must not load the Markdown compiler, its
// highlighter (shiki and ~230 grammar modules listed), or the OpenAPI compiler: ~0.2 s of each
// such run's start. One value import of the transform stage's index from a stage the CLI loads at
// start (`mermaidPackage` once was) puts all of it on that path; this reads what esbuild makes.
describe("the CLI's start-up modules", () => {
  let dir: string
  const loaded = new Map<string, string>()
  const packages = new Set<string>()
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'docsgen-dist-'))
    await buildSelf(dir)
    const visit = async (file: string): Promise<void> => {
      if (loaded.has(file)) return
      const code = await readFile(file, 'utf8')
      loaded.set(file, code)
      const found = staticImports(code)
      for (const name of found.packages) packages.add(name)
      for (const specifier of found.relative) await visit(path.resolve(path.dirname(file), specifier))
    }
    await visit(path.join(dir, 'cli.js'))
  }, 60_000)
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('are found (the walk reads what it should)', () => {
    expect(loaded.size).toBeGreaterThan(1)
    expect([...loaded.values()].some((code) => code.includes('function buildRouteGraph('))).toBe(true)
  })

  it('hold neither the Markdown compiler nor the highlighter nor the OpenAPI compiler', () => {
    expect([...packages].filter((name) => name.startsWith('shiki') || name.startsWith('@shikijs'))).toEqual([])
    for (const marker of [
      'function createMarkdownCompiler(',
      'function createCodeHighlighter(',
      'function compileOpenApi(',
    ]) {
      const holders = [...loaded].filter(([, code]) => code.includes(marker)).map(([file]) => path.relative(dir, file))
      expect(holders, marker).toEqual([])
    }
  })
})
