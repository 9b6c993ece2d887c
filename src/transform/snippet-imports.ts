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

const PATH_SPECIFIER = /^(?:\.{0,2}\/|@site\/)/
const MARKDOWN = /\.mdx?$/i
const DEFAULT_NAME = /^([\w$]+)\s*(?:,|$)/

/**
 * Read the snippets a page imports by path, by the name they are imported under. Paths are read
 * as Docusaurus reads them (webpack's `resolve.roots` and the `@site` alias), our content folder
 * first:
 *
 * - `/snippets/install.md`: the content folder, then the site's `static/` folder, then the site folder
 *   (`/docs/snippets/install.md` in a Docusaurus site whose content folder is `docs/`);
 * - `@site/docs/snippets/install.md`: the site folder;
 * - `./install.md`, `../install.md`: the importing file's folder.
 *
 * A missing file, one outside the site folder, or a path to something other than Markdown is an
 * error at the import line; imports of packages (`@theme/Tabs`) are left alone.
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
    const siteRoot = input.reader.siteRoot ?? ''
    const candidates = candidatePaths(entry.specifier, input.from, siteRoot).filter((path) => isInSite(path, siteRoot))
    let snippet: ResolvedSnippet | undefined
    for (const source of candidates) {
      input.dependencies.add(source)
      const text = input.reader.read(source)
      if (text !== undefined) {
        snippet = { source, text }
        break
      }
    }
    if (snippet) found.set(name, snippet)
    else reportMissing({ input, entry, candidates, place })
  }
  return found
}

/**
 * Where an import specifier may point, relative to the content folder, in the order they are
 * tried (see `resolveSnippetImports`); `siteRoot` is the site folder relative to the content folder.
 */
export function candidatePaths(specifier: string, from: string, siteRoot: string): string[] {
  const inSite = (path: string) => posix.normalize(posix.join(siteRoot, path))
  if (specifier.startsWith('@site/')) return [inSite(specifier.slice('@site/'.length))]
  if (!specifier.startsWith('/')) return [posix.join(posix.dirname(from), specifier)]
  const path = specifier.slice(1)
  const candidates = [posix.normalize(path), inSite(`static/${path}`), inSite(path)]
  return candidates.filter((candidate, i) => candidates.indexOf(candidate) === i)
}

/** Whether a path relative to the content folder stays inside the site folder. */
function isInSite(path: string, siteRoot: string): boolean {
  // A content folder as deep in the site as the real one (`..` -> `d`, `../..` -> `d/d`).
  const contentDir = siteRoot.split('/').map((segment) => (segment === '..' ? 'd' : '.'))
  const normalized = posix.normalize(posix.join(...contentDir, path))
  return normalized !== '..' && !normalized.startsWith('../')
}

/** An import whose snippet is missing or outside the site folder: a fatal message, with a guess. */
function reportMissing({
  input,
  entry,
  candidates,
  place,
}: {
  input: SnippetImportsInput
  entry: PageImport
  /** The snippet paths looked up, relative to the content folder (none: the path leaves the site). */
  candidates: readonly string[]
  /** The import line, on the page's lines. */
  place: { line: number; column: number } | undefined
}): void {
  const first = candidates[0]
  const reason =
    first === undefined
      ? `Snippet "${entry.specifier}" imported by ${input.from} is outside the site folder`
      : `Snippet "${entry.specifier}" imported by ${input.from} does not exist (no file ${first})`
  const message = input.file.message(reason, { place, source: 'includes', ruleId: 'missing-snippet' })
  message.fatal = true
  const suggestion = candidates
    .map((source) => closestMatch(posix.basename(source), input.reader.list?.(posix.dirname(source)) ?? []))
    .find((match) => match !== undefined)
  const base = posix.basename(entry.specifier)
  message.note = suggestion
    ? `did you mean "${entry.specifier.slice(0, entry.specifier.length - base.length)}${suggestion}"?`
    : 'paths starting with "/" are read from the content folder, then the site folder (as Docusaurus reads them); "@site/…" from the site folder; others from the importing file'
}
