import type { Root as HastRoot } from 'hast'
import type { Root as MdastRoot } from 'mdast'
import rehypeSanitize from 'rehype-sanitize'
import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import remarkMath from 'remark-math'
import { type Processor, unified } from 'unified'
import type { VFile } from 'vfile'
import type { MagicComment } from '../model/magic-comments.js'
import { componentHandler } from './component-handler.js'
import { remarkFastParse } from './fast-parse/index.js'
import type { BlockHighlighter } from './highlighter.js'
import type { MdxDialect } from './prepare-markdown.js'
import { rehypeAnchors } from './rehype/rehype-anchors.js'
import { rehypeHighlightCode } from './rehype/rehype-highlight-code.js'
import { rehypeHtml } from './rehype/rehype-html.js'
import { rehypeImages } from './rehype/rehype-images.js'
import { rehypeLinks } from './rehype/rehype-links.js'
import { rehypeLocalFiles } from './rehype/rehype-local-files.js'
import { rehypeMagicComments } from './rehype/rehype-magic-comments.js'
import { rehypeMarkdownForm } from './rehype/rehype-markdown-form.js'
import { type MathOptions, rehypeMath } from './rehype/rehype-math.js'
import { rehypeRawIfNeeded } from './rehype/rehype-raw-if-needed.js'
import { rehypeReaderMarkup } from './rehype/rehype-reader-markup.js'
import { rehypeSearchSections } from './rehype/rehype-search-sections.js'
import { rehypeSiteComponents } from './rehype/rehype-site-components.js'
import { rehypeStripComments } from './rehype/rehype-strip-comments.js'
import { rehypeUnsafeUrls } from './rehype/rehype-unsafe-urls.js'
import { remarkAdmonitions } from './remark/remark-admonitions.js'
import { remarkApiCall } from './remark/remark-api-call.js'
import { remarkBadges } from './remark/remark-badges.js'
import { remarkCodeMeta } from './remark/remark-code-meta.js'
import { remarkColumns } from './remark/remark-columns.js'
import { remarkComponentTags } from './remark/remark-component-tags.js'
import { remarkDocCards } from './remark/remark-doc-cards.js'
import { type HeadingIdStyle, remarkHeadingIds } from './remark/remark-heading-ids.js'
import { remarkIncludeSnippets } from './remark/remark-include-snippets.js'
import { remarkLiteralDirectives } from './remark/remark-literal-directives.js'
import { remarkMdxExpressions } from './remark/remark-mdx-expressions.js'
import { remarkMdxImports } from './remark/remark-mdx-imports.js'
import { remarkPageSummary } from './remark/remark-page-summary.js'
import { remarkSiteComponents } from './remark/remark-site-components.js'
import { remarkStripComments } from './remark/remark-strip-comments.js'
import { remarkTabs } from './remark/remark-tabs.js'
import { remarkThemeComponents } from './remark/remark-theme-components.js'
import { sanitizeSchema } from './sanitize-schema.js'
import type { SiteComponents } from './site-components.js'
import type { SnippetReader } from './snippet-reader.js'
import { remarkToHast } from './to-hast.js'
import { truncateHandler } from './truncate-marker.js'
import type { MarkdownLinkOrder } from './urls.js'

export interface ProcessorOptions {
  highlighter: BlockHighlighter
  /** Sanitise raw HTML (untrusted writers). */
  sanitize: boolean
  /** How headings get their ids. */
  headingIds: HeadingIdStyle
  /** Which MDX reads the pages: `mdx3` has no indented code, and evaluates string expressions everywhere. */
  dialect: MdxDialect
  /** The site's base URL (`useBaseUrl`). */
  baseUrl: string
  /** The site's static folders, whose files pages import for their URL (see `rewriteStaticImports`). */
  staticDirs?: readonly string[] | undefined
  /** Where blog posts are, seen from the content folder (`../blog/`): their truncate markers stay, their `.md` links to posts resolve. */
  postsPrefix?: string | undefined
  /** Where the docs versions built from folders of their own are, seen from the content folder: their `.md` links stay in them. */
  versionPrefixes?: readonly string[] | undefined
  /** The content folder on disk: files beside pages are published from it (see `rehypeLocalFiles`). */
  contentRoot?: string | undefined
  /** A Docusaurus site's: `.md` links are looked for where its Docusaurus looks (see `classifyUrl`). */
  markdownLinks?: MarkdownLinkOrder | undefined
  /** The content folder, relative to the site's (`docs`): a Docusaurus site's `.md` link may name it. */
  contentDir?: string | undefined
  /** Reads the snippets pages include. */
  snippets: SnippetReader
  /** Where a live code block's result panel goes. */
  liveCodePosition: 'top' | 'bottom'
  /** Cut the page's text into search sections at headings up to this level; false: no search text. */
  searchSections: { maxDepth: number } | false
  /** Make the page's Markdown form (`/llms.txt` and the `.md` pages). */
  markdownForm: boolean
  /** The site's own React components (a Docusaurus site's `src/components/`), when it has any. */
  site?: SiteComponents | undefined
  /** TeX math (present: on): remark-math's `$…$` and `$$` blocks, rendered by KaTeX (`rehypeMath`). */
  math?: MathOptions | undefined
  /** Mermaid's module in the output: `mermaid` code blocks are marked for the client to draw (see `rehypeHighlightCode`). */
  mermaid?: string | undefined
  /** The kinds of magic comment code blocks may have (`// highlight-next-line`); none: left as written. */
  magicComments: readonly MagicComment[]
  /** The language of a code block written without one (see `remarkCodeMeta`); none: plain text. */
  defaultCodeLanguage?: string | undefined
  /** A Docusaurus site's: admonitions carry the classes of that version of Docusaurus's theme too (see `remarkAdmonitions`). */
  admonitionClasses?: 'docusaurus-2' | 'docusaurus-3' | undefined
}

/** The frozen Markdown -> HTML processor; all plugins are synchronous, so `processSync` works. */
export type MarkdownProcessor = Processor<MdastRoot, MdastRoot, HastRoot, HastRoot, string>

/**
 * Assemble the pipeline once per build. Order matters: comments and imports go first so the page
 * summary sees the real first block; component tags are paired before snippets are spliced in
 * (a snippet runs the same first steps on its own, see `snippetPreparer`), and snippets before
 * anything that renders, so components and admonitions inside them work; directives and
 * components are settled before heading ids are taken, and badges are rendered after, so their
 * text stays out of ids; unsafe URLs are removed before links are recorded; highlighting runs
 * last: after sanitizing, so its inline CSS variables are not stripped, and after every other
 * walk, so none of them has to go through the thousands of token spans it adds (plain text and the
 * Markdown form read
 * the code before it is split).
 */
export function createProcessor(options: ProcessorOptions): MarkdownProcessor {
  const { site } = options
  // A Docusaurus site (its admonition classes say which version): tabs and code blocks carry
  // Infima's and Docusaurus's classes too.
  const infima = options.admonitionClasses !== undefined
  const globals = site?.global
  const math = options.math !== undefined
  const prepare = snippetPreparer({ globals, dialect: options.dialect, math: options.math })
  const claim = site?.claim
  const parsed = withMath(unified(), options.math)
    .use(remarkFastParse, { indentedCode: options.dialect === 'mdx1', math })
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkStripComments, { postsPrefix: options.postsPrefix })
    .use(remarkMdxImports)
    .use(remarkMdxExpressions, { postsPrefix: options.postsPrefix })
    .use(remarkLiteralDirectives)
    .use(remarkComponentTags, { globals })
    .use(remarkIncludeSnippets, {
      reader: options.snippets,
      prepare,
      text: {
        baseUrl: options.baseUrl,
        dialect: options.dialect,
        ...(options.staticDirs ? { staticDirs: options.staticDirs } : {}),
        ...(math ? { math } : {}),
        ...(options.defaultCodeLanguage ? { defaultCodeLanguage: options.defaultCodeLanguage } : {}),
      },
      ...(claim ? { claim } : {}),
    })
    .use(remarkThemeComponents)
    .use(remarkAdmonitions, { infima: options.admonitionClasses, siteTypes: site?.admonitionTypes })
    .use(remarkTabs, { infima })
    .use(remarkApiCall)
    .use(remarkColumns)
    .use(remarkDocCards)
  const base = (site ? parsed.use(remarkSiteComponents, { site }) : parsed)
    .use(remarkHeadingIds, { style: options.headingIds })
    .use(remarkBadges)
    .use(remarkPageSummary)
    .use(remarkCodeMeta, { defaultLanguage: options.defaultCodeLanguage })
    .use(remarkToHast, {
      allowDangerousHtml: true,
      handlers: { component: componentHandler, truncate: truncateHandler },
    })
  const hast = (site ? base.use(rehypeSiteComponents, { render: site.render }) : base).use(rehypeRawIfNeeded)
  const sanitized = options.sanitize ? hast.use(rehypeSanitize, sanitizeSchema) : hast
  const checked = sanitized
    .use(rehypeStripComments, { postsPrefix: options.postsPrefix })
    .use(rehypeUnsafeUrls)
    .use(rehypeLocalFiles, { contentRoot: options.contentRoot, baseUrl: options.baseUrl })
    .use(rehypeLinks, {
      order: options.markdownLinks,
      contentDir: options.contentDir,
      postsPrefix: options.postsPrefix,
      versionPrefixes: options.versionPrefixes,
    })
    .use(rehypeImages)
    .use(rehypeAnchors, { guardRawIds: options.sanitize })
  // Magic comments leave the code before the search text and the Markdown form read it.
  const marked =
    options.magicComments.length > 0
      ? checked.use(rehypeMagicComments, {
          comments: options.magicComments,
          mermaid: options.mermaid !== undefined,
          math,
        })
      : checked
  const searched = options.searchSections ? marked.use(rehypeSearchSections, options.searchSections) : marked
  const formed = options.markdownForm ? searched.use(rehypeMarkdownForm, { math }) : searched
  // Math is rendered after the search text and the Markdown form took its TeX, before highlighting
  // could take a display block for code.
  return (options.math ? formed.use(rehypeMath, options.math) : formed)
    .use(rehypeHighlightCode, {
      highlighter: options.highlighter,
      livePosition: options.liveCodePosition,
      mermaid: options.mermaid,
      infima,
    })
    .use(rehypeReaderMarkup)
    .use(rehypeHtml)
    .freeze()
}

/**
 * remark-math's syntax: it registers its micromark and mdast extensions in the processor's data,
 * where remark-parse (the fast parser's fallback) reads them when it parses.
 */
function withMath(processor: Processor, math: MathOptions | undefined): Processor {
  return math ? processor.use(remarkMath, { singleDollarTextMath: math.singleDollarTextMath ?? true }) : processor
}

/** Parse a snippet and run the steps before `remarkIncludeSnippets` on it; built once per processor. */
function snippetPreparer(settings: {
  globals: ReadonlySet<string> | undefined
  dialect: MdxDialect
  math: MathOptions | undefined
}): (file: VFile) => MdastRoot {
  const { globals, dialect, math } = settings
  const processor = withMath(unified(), math)
    .use(remarkFastParse, { indentedCode: dialect === 'mdx1', math: math !== undefined })
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkStripComments)
    .use(remarkMdxImports)
    .use(remarkMdxExpressions)
    .use(remarkLiteralDirectives)
    .use(remarkComponentTags, { globals })
    .freeze()
  return (file) => processor.runSync(processor.parse(file), file) as MdastRoot
}
