import { createHash } from 'node:crypto'
import { posix } from 'node:path'
import readingTime from 'reading-time'
import { VFile } from 'vfile'
import { contentFilePath } from '../config/index.js'
import type { Diagnostic, Position } from '../model/diagnostic.js'
import { DEFAULT_MAGIC_COMMENTS, type MagicComment } from '../model/magic-comments.js'
import { type CompiledPage, type Frontmatter, REACT_PAGE_SOURCE } from '../model/page.js'
import type { SiteComponentsModule } from '../model/site-components.js'
import { parseFrontmatter } from '../parse/index.js'
import { termWeights } from '../text/index.js'
import type { DeferredHighlighter } from './deferred-highlighter.js'
import { highlightSeedOf } from './highlight-seed.js'
import {
  type BlockHighlighter,
  type CodeThemes,
  createCodeHighlighter,
  createPlainHighlighter,
  fenceLanguages,
  MissingGrammarError,
} from './highlighter.js'
import { type IncludedFile, locateLine } from './include-lines.js'
import { pageData } from './page-data.js'
import { type MdxDialect, prepareMarkdown } from './prepare-markdown.js'
import { createProcessor, type MarkdownProcessor } from './processor.js'
import type { MathOptions } from './rehype/rehype-math.js'
import type { HeadingIdStyle } from './remark/remark-heading-ids.js'
import { loadSiteComponents } from './site-components.js'
import { createSnippetReader, type SnippetReader } from './snippet-reader.js'
import type { MarkdownLinkOrder } from './urls.js'

/** Settings of the Markdown compiler, taken from the site config. */
export interface MarkdownCompilerOptions {
  /** Content folder relative to the site root (`content`), for message paths. */
  contentDir: string
  /** Site-wide TOC levels; used to check a page's own `toc_*_heading_level` (headings are all kept). */
  toc: { minHeadingLevel: number; maxHeadingLevel: number }
  /** Shiki theme names for light and dark mode, or Prism's languages (see `CodeThemes`). */
  codeThemes: CodeThemes
  /** Sanitise raw HTML (untrusted writers). */
  sanitize: boolean
  /** How headings get their ids (`markdown.headingIds`). @default 'docsgen' */
  headingIds?: HeadingIdStyle
  /** Which MDX reads the pages (`markdown.dialect`; `'detect'`: by file, `.mdx` as MDX 3). @default 'mdx1' */
  dialect?: MdxDialect | 'detect'
  /** The site's base URL, for `useBaseUrl('/img/x.png')` in Docusaurus pages. @default '/' */
  baseUrl?: string
  /** The site's static folders (`staticDirs`): a page imports their files for their URL. @default ['static'] */
  staticDirs?: readonly string[]
  /** A Docusaurus site's: `.md` links are looked for where its Docusaurus looks (see `classifyUrl`). */
  markdownLinks?: MarkdownLinkOrder | undefined
  /**
   * Absolute path of the content folder, where included snippets are read from (through a cache
   * checked against each file's size and modification time, so one compiler can serve many
   * builds). Plain data, so the options can be sent to worker threads.
   */
  contentRoot?: string
  /** Reads a snippet by path relative to the content folder, instead of `contentRoot` (tests, in-memory sites). */
  readSnippet?: (source: string) => string | undefined
  /** Where a live code block's result panel goes (`liveCodeBlock.playgroundPosition`). @default 'bottom' */
  liveCodePosition?: 'top' | 'bottom'
  /**
   * `false`: code blocks are not highlighted (plain spans), for compiles whose HTML is dropped
   * (`check-links`); every other part of the page, its diagnostics included, is the same.
   * @default true
   */
  highlight?: boolean
  /**
   * Cut each page's text into sections for the search index at headings up to `maxDepth`
   * (`search.maxHeadingLevel`); `false`: pages come without search text (search is off).
   * @default { maxDepth: 3 }
   */
  searchSections?: { maxDepth: number } | false
  /**
   * Make each page's Markdown form (`CompiledPage.markdown`: the `.md` pages and `/llms.txt`).
   * @default false
   */
  markdownForm?: boolean
  /**
   * The site's React components, bundled by the site-components stage: its module is imported
   * here (on each compile worker) to render the components pages use. Not part of the compile
   * cache's key: pages that use them depend on the module's hash instead.
   */
  siteComponents?: SiteComponentsModule | undefined
  /**
   * Where the blog's posts are, seen from the content folder (`../blog/`, see `blogPrefix`): a
   * post gets its reading time (`CompiledPage.readingMinutes`).
   */
  blogPrefix?: string | undefined
  /**
   * Where the docs versions built from folders of their own are, seen from the content folder
   * (`../versioned_docs/version-1.0/`): a versioned doc's `.md` links resolve in its version.
   */
  versionPrefixes?: readonly string[] | undefined
  /** TeX math (`markdown.math`, its settings; present: on): `$…$` and `$$` blocks rendered by KaTeX. */
  math?: MathOptions | undefined
  /**
   * Mermaid diagrams (`markdown.mermaid`): the path in the output of the `mermaid` module pages
   * import (`MermaidPackage.entry`); `mermaid` code blocks are marked for the client to draw.
   */
  mermaid?: string | undefined
  /**
   * The kinds of magic comment in code blocks (`markdown.magicComments`): their lines are taken
   * out of the code and mark other lines. @default Docusaurus's (`DEFAULT_MAGIC_COMMENTS`)
   */
  magicComments?: readonly MagicComment[] | undefined
  /** The language of a code block written without one (`markdown.defaultCodeLanguage`). @default none: plain text */
  defaultCodeLanguage?: string | undefined
  /** A Docusaurus site's: admonitions carry the classes of that version of Docusaurus's theme too (`markdown.admonitionClasses`). */
  admonitionClasses?: 'docusaurus-2' | 'docusaurus-3' | undefined
}

/** One Markdown source to compile. */
export interface MarkdownInput {
  /** Path relative to the content folder, `/`-separated (`dev-docs/cli.md`). */
  source: string
  /** The whole file, front matter included. */
  text: string
  /**
   * The page's body as last compiled, when it is at hand (a warm build): its code blocks are
   * taken from it where the code is the same (see `highlightSeedOf`).
   */
  previousHtml?: string | undefined
}

/** Compiles Markdown pages; create one per build (or worker) and reuse it. */
export interface MarkdownCompiler {
  /** Compile a page, loading the code grammars it needs first (also those of its snippets). */
  compile(input: MarkdownInput): Promise<CompiledPage>
  /**
   * Compile a page at once; its code languages must be loaded (`loadLanguages`), else this throws
   * `MissingGrammarError`. For callers that know their languages (tests). With a highlighter
   * elsewhere (see `createMarkdownCompiler`), its code blocks are placeholders: use `compile`.
   */
  compileSync(input: MarkdownInput): CompiledPage
  /** Load the grammars of these code languages (names or aliases). */
  loadLanguages(languages: Iterable<string>): Promise<void>
}

const DESCRIPTION_LENGTH = 160

/** What marks a slot in a body (see `fillSlots`). */
const SLOT_ATTRIBUTE = 'data-docsgen-slot='

/**
 * Create the compiler: the highlighter and the frozen processor are built here, once, so a page
 * costs no setup beyond loading the grammar of a code language the first time one is used.
 * `elsewhere.highlighter`: code blocks are highlighted by it (on another thread) instead, and
 * `compile` waits for a page's blocks; this thread then loads no grammar at all.
 */
export async function createMarkdownCompiler(
  options: MarkdownCompilerOptions,
  elsewhere: { highlighter?: DeferredHighlighter } = {},
): Promise<MarkdownCompiler> {
  const deferred = options.highlight === false ? undefined : elsewhere.highlighter
  const highlighter: BlockHighlighter =
    deferred ??
    (options.highlight === false ? createPlainHighlighter() : await createCodeHighlighter(options.codeThemes))
  const site = options.siteComponents && (await loadSiteComponents(options.siteComponents, options.contentDir))
  // One processor per dialect in use, made when a page first needs it.
  const processors = new Map<MdxDialect, MarkdownProcessor>()
  const processorFor = (dialect: MdxDialect): MarkdownProcessor => {
    let processor = processors.get(dialect)
    if (!processor) {
      processor = createProcessor({
        highlighter,
        sanitize: options.sanitize,
        headingIds: options.headingIds ?? 'docsgen',
        dialect,
        baseUrl: options.baseUrl ?? '/',
        ...(options.staticDirs ? { staticDirs: options.staticDirs } : {}),
        postsPrefix: options.blogPrefix,
        versionPrefixes: options.versionPrefixes,
        contentRoot: options.contentRoot,
        markdownLinks: options.markdownLinks,
        contentDir: options.contentDir,
        snippets: snippetReaderOf(options),
        liveCodePosition: options.liveCodePosition ?? 'bottom',
        searchSections: options.searchSections ?? { maxDepth: 3 },
        markdownForm: options.markdownForm ?? false,
        math: options.math,
        mermaid: options.mermaid,
        magicComments: options.magicComments ?? DEFAULT_MAGIC_COMMENTS,
        defaultCodeLanguage: options.defaultCodeLanguage,
        admonitionClasses: options.admonitionClasses,
        site,
      })
      processors.set(dialect, processor)
    }
    return processor
  }
  const dialectOf = (source: string): MdxDialect =>
    options.dialect === 'detect' ? (source.endsWith('.mdx') ? 'mdx3' : 'mdx1') : (options.dialect ?? 'mdx1')
  const contentDir = options.contentDir.replace(/\/+$/, '')

  /** The page, but for what is read off its finished body (see `withBodyFacts`). */
  const compileTree = (input: MarkdownInput): CompiledPage => {
    const { source, text } = input
    const filePath = contentFilePath(contentDir, source)
    const reactPage = REACT_PAGE_SOURCE.test(source)
    const parsed = parseFrontmatter(reactPage ? reactPageMarkdown(filePath) : text, filePath)
    const { frontmatter, bodyLine } = parsed
    const dialect = dialectOf(source)
    const file = new VFile({
      path: source,
      value: prepareMarkdown(parsed.body, {
        baseUrl: options.baseUrl ?? '/',
        dialect,
        ...(options.staticDirs ? { staticDirs: options.staticDirs } : {}),
        ...(options.math ? { math: true } : {}),
        ...(options.defaultCodeLanguage ? { defaultCodeLanguage: options.defaultCodeLanguage } : {}),
      }),
    })
    const data = pageData(file)
    if (input.previousHtml) data.highlightSeed = highlightSeedOf(input.previousHtml)
    const html = String(processorFor(dialect).processSync(file))
    const lines: LineMap = {
      contentDir,
      file: filePath,
      lineOffset: bodyLine - 1,
      includes: data.includes,
      placeless: reactPage,
    }
    const diagnostics = [
      ...parsed.diagnostics,
      ...tocDiagnostics(frontmatter, options.toc, filePath),
      ...file.messages.flatMap((message) => toDiagnostic(message, lines)),
    ]
    const page: CompiledPage = {
      source,
      id: docId(source, frontmatter),
      frontmatter,
      // A React page without a <Layout title> is titled by the site (the graph gives it the site's title).
      title: frontmatter.title ?? data.layout?.title ?? data.firstH1 ?? (reactPage ? '' : fileTitle(source)),
      description:
        frontmatter.description ?? data.layout?.description ?? truncate(data.firstParagraph ?? '', DESCRIPTION_LENGTH),
      html,
      headings: data.headings.map((heading) => withPagePosition(heading, lines)),
      anchors: data.anchors,
      links: data.links.map((link) => withPagePosition(link, lines)),
      dependencies: [...data.dependencies].sort(),
      sections: data.sections,
      diagnostics,
    }
    if (data.contentTitle !== undefined) page.contentTitle = data.contentTitle
    if (data.localFiles.size > 0) page.files = [...data.localFiles].map(([from, to]) => ({ source: from, path: to }))
    if (data.markdown !== undefined) page.markdown = data.markdown
    if (options.searchSections !== false) {
      const titles = [page.title, page.contentTitle ?? '']
      page.searchTerms = termWeights({ titles, description: page.description, sections: data.sections })
    }
    if (options.blogPrefix !== undefined && source.startsWith(options.blogPrefix)) {
      page.readingMinutes = readingTime(parsed.body).minutes
    }
    return page
  }
  const compileSync = (input: MarkdownInput): CompiledPage => withBodyFacts(compileTree(input))
  return {
    compileSync,
    loadLanguages: (languages) => highlighter.load(languages),
    async compile(input) {
      if (deferred) {
        const page = compileTree(input)
        page.html = await deferred.fill(page.html)
        return withBodyFacts(page)
      }
      // A page compiled before has most of its blocks in its previous body: the grammars of
      // the others are loaded as they are met.
      if (!input.previousHtml) await highlighter.load(fenceLanguages(input.text))
      // A snippet may use a language the page does not: load it and compile again.
      for (;;) {
        try {
          return compileSync(input)
        } catch (error) {
          if (!(error instanceof MissingGrammarError)) throw error
          await highlighter.load([error.language])
        }
      }
    },
  }
}

/** What is read off a page's finished body: whether it has slots, and its hash. */
function withBodyFacts(page: CompiledPage): CompiledPage {
  if (page.html.includes(SLOT_ATTRIBUTE)) page.slots = true
  page.bodyHash = createHash('sha1').update(page.html).digest('base64')
  return page
}

/** How lines of the compiled body map to files: the page's front matter offset and its includes. */
interface LineMap {
  contentDir: string
  /** The page, relative to the site root. */
  file: string
  lineOffset: number
  includes: readonly IncludedFile[]
  /** A React page: its lines are those of the Markdown made for it, which mean nothing to its author. */
  placeless: boolean
}

function snippetReaderOf(options: MarkdownCompilerOptions): SnippetReader {
  // The site folder seen from the content folder: `content` -> `..`, `docs/en` -> `../..`.
  const siteRoot = posix.relative(posix.join('/', options.contentDir), '/')
  if (options.readSnippet) return { read: options.readSnippet, siteRoot }
  if (options.contentRoot) return createSnippetReader(options.contentRoot, siteRoot)
  return { read: () => undefined, siteRoot }
}

/**
 * A message as a diagnostic, in the file and on the line it is about: the page, or a snippet the
 * page includes. Problems inside a snippet that is a page itself are left to that page, so they
 * are reported once, not once per including page; only include cycles, which depend on the path
 * taken, are reported by every page that runs into one.
 */
function toDiagnostic(message: VFile['messages'][number], lines: LineMap): Diagnostic[] {
  const code = `${message.source ?? 'markdown'}/${message.ruleId ?? 'problem'}`
  let file = lines.file
  let position: Position | undefined
  if (message.line != null && !lines.placeless) {
    const { include, line } = locateLine(message.line, lines.includes)
    if (include && code !== 'includes/cycle' && isCompiledOnItsOwn(include.source)) return []
    if (include) file = lines.contentDir === '' ? include.source : posix.join(lines.contentDir, include.source)
    position = { line: include ? line : line + lines.lineOffset, column: message.column ?? 1 }
  }
  return [
    {
      severity: message.fatal === true ? 'error' : message.fatal === false ? 'warning' : 'info',
      code,
      message: message.reason,
      ...(message.note ? { hint: message.note } : {}),
      file,
      ...(position ? { position } : {}),
    },
  ]
}

/** The scan stage compiles every Markdown file except those in or named `_…` or `.…` (partials). */
function isCompiledOnItsOwn(source: string): boolean {
  return !source.split('/').some((segment) => segment.startsWith('_') || segment.startsWith('.'))
}

/** Move a heading's or link's position to the page: body lines shifted, snippet content at its include tag. */
function withPagePosition<T extends { position?: Position }>(item: T, lines: LineMap): T {
  if (!item.position) return item
  const { include, line } = locateLine(item.position.line, lines.includes)
  const at = lines.placeless ? undefined : include ? include.site : { line, column: item.position.column }
  if (!at) {
    const { position: _dropped, ...rest } = item
    return rest as T
  }
  return { ...item, position: { line: at.line + lines.lineOffset, column: at.column } }
}

/**
 * The Markdown a React page (`src/pages/index.js`, relative to the site folder) is compiled from:
 * its module's default export, rendered by the site-components bundle (with the site's config as
 * its `config` prop) like any component a page imports, so links, anchors, search text and the
 * Markdown form come from its HTML as from any page's.
 */
function reactPageMarkdown(file: string): string {
  return `import Page from ${JSON.stringify(`@site/${file}`)}\n\n<Page />\n`
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
