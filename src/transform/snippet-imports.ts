import { posix } from 'node:path'
import type { VFile } from 'vfile'
import { closestMatch } from '../diagnostics/index.js'
import type { PageImport } from './page-data.js'
import type { ClaimInput } from './site-components.js'
import type { SnippetReader } from './snippet-reader.js'

/** A snippet an import line names, found and read. */
export interface ResolvedSnippet {
  /** Relative to the content folder (`snippets/install.md`). */
  source: string
  text: string
}

/** Inputs of `resolveSnippetImports`. */
export interface SnippetImportsInput {
  imports: readonly PageImport[]
  /** The file the imports are written in, relative to the content folder. */
  from: string
  /** Added to import lines (see `include-lines.ts`); 0 for the page itself. */
  lineBase: number
  file: VFile
  reader: SnippetReader
  /** Receives every snippet path looked up, found or not (for rebuilds). */
  dependencies: Set<string>
  /** Takes imports of the site's React components (true: not a snippet), when the site has any. */
  claim?: ((input: ClaimInput) => boolean) | undefined
}

const PATH_SPECIFIER = /^\.{0,2}\//
const MARKDOWN = /\.mdx?$/i
const DEFAULT_NAME = /^([\w$]+)\s*(?:,|$)/

/**
 * Read the snippets a page imports by path (`import Install from '/snippets/install.md'`: from the
 * content folder; `./x.md`: from the importing file), by the name they are imported under. A
 * missing file or a path to something other than Markdown is an error at the import line;
 * imports of packages (`@theme/Tabs`) are left alone.
 */
export function resolveSnippetImports(input: SnippetImportsInput): Map<string, ResolvedSnippet> {
  const found = new Map<string, ResolvedSnippet>()
  for (const entry of input.imports) {
    const place = entry.position && { line: entry.position.line + input.lineBase, column: entry.position.column }
    if (input.claim?.({ entry, from: input.from, file: input.file, place })) continue
    const name = DEFAULT_NAME.exec(entry.name)?.[1]
    if (!name || !PATH_SPECIFIER.test(entry.specifier)) continue
    if (!MARKDOWN.test(entry.specifier)) {
      const message = input.file.message(`Cannot include "${entry.specifier}": only Markdown files can be imported`, {
        place,
        source: 'includes',
        ruleId: 'not-markdown',
      })
      message.note = 'import a .md snippet, or remove the import (React components cannot be rendered by docsgen)'
      message.fatal = true
      continue
    }
    const source = entry.specifier.startsWith('/')
      ? posix.normalize(entry.specifier.slice(1))
      : posix.join(posix.dirname(input.from), entry.specifier)
    const text = source.startsWith('../') ? undefined : input.reader.read(source)
    input.dependencies.add(source)
    if (text === undefined) {
      reportMissing({ input, entry, source, place })
      continue
    }
    found.set(name, { source, text })
  }
  return found
}

/** An import whose snippet is missing or outside the content folder: a fatal message, with a guess. */
function reportMissing({
  input,
  entry,
  source,
  place,
}: {
  input: SnippetImportsInput
  entry: PageImport
  /** The snippet path looked up, relative to the content folder. */
  source: string
  /** The import line, on the page's lines. */
  place: { line: number; column: number } | undefined
}): void {
  const outside = source.startsWith('../')
  const reason = outside
    ? `Snippet "${entry.specifier}" imported by ${input.from} is outside the content folder`
    : `Snippet "${entry.specifier}" imported by ${input.from} does not exist (no file ${source})`
  const message = input.file.message(reason, { place, source: 'includes', ruleId: 'missing-snippet' })
  message.fatal = true
  const dir = posix.dirname(source)
  const suggestion = outside ? undefined : closestMatch(posix.basename(source), input.reader.list?.(dir) ?? [])
  message.note = suggestion
    ? `did you mean "${entry.specifier.slice(0, entry.specifier.length - posix.basename(source).length)}${suggestion}"?`
    : 'paths starting with "/" are relative to the content folder, others to the importing file'
}
