import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository's `src/` folder. */
export const SRC = fileURLToPath(new URL('../../../src/', import.meta.url))

/** A relative import of one source file: what it names, and the file it resolves to. */
export interface Import {
  from: string
  to: string
  /** `import(...)`: loaded on demand. */
  dynamic: boolean
  line: number
}

/** Every `.ts`/`.tsx` file under `src/` but the browser code (relative to `src/`, with `/`). */
export function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('client/'))
    .sort()
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g

function resolve(from: string, specifier: string): string | undefined {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier)).replace(/\.js$/, '')
  const found = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((file) => {
    try {
      readFileSync(path.join(SRC, file))
      return true
    } catch {
      return false
    }
  })
  return found
}

/** The relative imports of every source file that resolve inside `src/`. */
export function sourceImports(): Import[] {
  const imports: Import[] = []
  for (const from of sourceFiles()) {
    const text = readFileSync(path.join(SRC, from), 'utf8')
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2]
      if (!specifier) continue
      const to = resolve(from, specifier)
      if (!to) continue
      const line = text.slice(0, match.index).split('\n').length
      imports.push({ from, to, dynamic: match[2] !== undefined, line })
    }
  }
  return imports
}

/** The folder of a file under `src/` (`compile`), or `''` for the files at its root. */
export function folderOf(file: string): string {
  const slash = file.indexOf('/')
  return slash === -1 ? '' : file.slice(0, slash)
}

/** Import cycles (strongly connected components of two files or more), each as its files. */
export function importCycles(imports: readonly Import[]): string[][] {
  const edges = new Map<string, string[]>()
  for (const { from, to } of imports) edges.set(from, [...(edges.get(from) ?? []), to])
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  let next = 0
  const visit = (file: string): void => {
    index.set(file, next)
    low.set(file, next)
    next++
    stack.push(file)
    onStack.add(file)
    for (const to of edges.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(file, Math.min(low.get(file) ?? 0, low.get(to) ?? 0))
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file) ?? 0, index.get(to) ?? 0))
    }
    if (low.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()
      if (member === undefined) break
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    if (component.length > 1) cycles.push(component.sort())
  }
  for (const file of sourceFiles()) if (!index.has(file)) visit(file)
  return cycles
}

/** A function of `src/` with more than three parameters. */
export interface LongSignature {
  file: string
  line: number
  name: string
  parameters: number
}

/**
 * Functions, methods and arrow functions of `src/` (browser code included) that take more than
 * three parameters, unless a comment just before the function or inside its parameter list says
 * why (it mentions "positional").
 */
export async function longSignatures(): Promise<LongSignature[]> {
  const ts = (await import('typescript')).default
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
  const found: LongSignature[] = []
  for (const file of files) {
    const text = readFileSync(path.join(SRC, file), 'utf8')
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
    const visit = (node: import('typescript').Node): void => {
      if (ts.isFunctionLike(node) && 'parameters' in node && node.parameters.length > 3) {
        const start = node.getFullStart()
        const signatureText = text.slice(start, node.parameters.end)
        if (!/positional/i.test(signatureText)) {
          const name = 'name' in node && node.name && ts.isIdentifier(node.name) ? node.name.text : '(anonymous)'
          const { line } = source.getLineAndCharacterOfPosition(node.getStart())
          found.push({ file, line: line + 1, name, parameters: node.parameters.length })
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return found
}
