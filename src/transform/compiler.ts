import { posix } from 'node:path'
import { VFile } from 'vfile'
import type { Diagnostic, Position } from '../model/diagnostic.js'
import type { CompiledPage, Frontmatter, Heading, PageLink } from '../model/page.js'
import { parseFrontmatter } from '../parse/index.js'
import { normalizeAdmonitionTitles } from './admonition-titles.js'
import { createCodeHighlighter } from './highlighter.js'
import { pageData } from './page-data.js'
import { createProcessor } from './processor.js'

/** Settings of the Markdown compiler, taken from the site config. */
export interface MarkdownCompilerOptions {
  /** Content folder relative to the site root (`content`), for message paths. */
  contentDir: string
  /** Site-wide TOC levels; used to check a page's own `toc_*_heading_level` (headings are all kept). */
  toc: { minHeadingLevel: number; maxHeadingLevel: number }
  /** Shiki theme names for light and dark mode. */
  codeThemes: { light: string; dark: string }
  /** Sanitise raw HTML (untrusted writers). */
  sanitize: boolean
}

/** One Markdown source to compile. */
export interface MarkdownInput {
  /** Path relative to the content folder, `/`-separated (`dev-docs/cli.md`). */
  source: string
  /** The whole file, front matter included. */
  text: string
}

/** Compiles Markdown pages; create one per build (or worker) and reuse it. */
export interface MarkdownCompiler {
  compile(input: MarkdownInput): CompiledPage
}

const DESCRIPTION_LENGTH = 160

/**
 * Create the compiler: the highlighter (both themes, all languages) and the frozen processor are
 * built here, once, so `compile` does no setup per page and is synchronous.
 */
export async function createMarkdownCompiler(options: MarkdownCompilerOptions): Promise<MarkdownCompiler> {
  const highlighter = await createCodeHighlighter(options.codeThemes)
  const processor = createProcessor({ highlighter, sanitize: options.sanitize })
  const contentDir = options.contentDir.replace(/\/+$/, '')

  return {
    compile({ source, text }) {
      const filePath = contentDir === '' ? source : `${contentDir}/${source}`
      const parsed = parseFrontmatter(text, filePath)
      const { frontmatter, bodyLine } = parsed
      const file = new VFile({ path: source, value: normalizeAdmonitionTitles(parsed.body) })
      const data = pageData(file)
      const html = String(processor.processSync(file))
      const lineOffset = bodyLine - 1
      const diagnostics = [
        ...parsed.diagnostics,
        ...tocDiagnostics(frontmatter, options.toc, filePath),
        ...file.messages.map((message) => toDiagnostic(message, filePath, lineOffset)),
      ]
      const page: CompiledPage = {
        source,
        id: docId(source, frontmatter),
        frontmatter,
        title: frontmatter.title ?? data.firstH1 ?? fileTitle(source),
        description: frontmatter.description ?? truncate(data.firstParagraph ?? '', DESCRIPTION_LENGTH),
        html,
        headings: data.headings.map((heading) => shiftHeading(heading, lineOffset)),
        anchors: data.anchors,
        links: data.links.map((link) => shiftLink(link, lineOffset)),
        dependencies: [],
        text: data.text,
        diagnostics,
      }
      if (data.contentTitle !== undefined) page.contentTitle = data.contentTitle
      return page
    },
  }
}

function toDiagnostic(message: VFile['messages'][number], file: string, lineOffset: number): Diagnostic {
  return {
    severity: message.fatal === true ? 'error' : message.fatal === false ? 'warning' : 'info',
    code: `${message.source ?? 'markdown'}/${message.ruleId ?? 'problem'}`,
    message: message.reason,
    ...(message.note ? { hint: message.note } : {}),
    file,
    ...(message.line != null ? { position: { line: message.line + lineOffset, column: message.column ?? 1 } } : {}),
  }
}

function shift(position: Position | undefined, lineOffset: number): Position | undefined {
  return position && { line: position.line + lineOffset, column: position.column }
}

function shiftHeading(heading: Heading, lineOffset: number): Heading {
  const position = shift(heading.position, lineOffset)
  return position ? { ...heading, position } : heading
}

function shiftLink(link: PageLink, lineOffset: number): PageLink {
  const position = shift(link.position, lineOffset)
  return position ? { ...link, position } : link
}

/** `dev-docs/cli.md` -> `dev-docs/cli`; a front matter `id` replaces the file name part. */
function docId(source: string, frontmatter: Frontmatter): string {
  const dir = posix.dirname(source)
  const name = frontmatter.id ?? posix.basename(source).replace(/\.mdx?$/i, '')
  return dir === '.' ? name : `${dir}/${name}`
}

function fileTitle(source: string): string {
  return posix.basename(source).replace(/\.mdx?$/i, '')
}

/** Cut `text` to at most `max` characters at a word boundary, with an ellipsis when cut. */
function truncate(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`
}

function tocDiagnostics(frontmatter: Frontmatter, toc: MarkdownCompilerOptions['toc'], file: string): Diagnostic[] {
  const min = frontmatter.toc_min_heading_level ?? toc.minHeadingLevel
  const max = frontmatter.toc_max_heading_level ?? toc.maxHeadingLevel
  if (min <= max) return []
  return [
    {
      severity: 'warning',
      code: 'frontmatter/invalid-value',
      message: `table of contents levels are reversed: min ${min} is greater than max ${max}`,
      hint: 'set toc_min_heading_level to at most toc_max_heading_level (the site defaults apply to the one not set)',
      file,
      position: { line: 1, column: 1 },
    },
  ]
}
