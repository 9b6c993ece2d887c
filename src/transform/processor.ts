import type { Root as HastRoot } from 'hast'
import type { Root as MdastRoot } from 'mdast'
import rehypeSanitize from 'rehype-sanitize'
import rehypeStringify from 'rehype-stringify'
import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { type Processor, unified } from 'unified'
import type { CodeHighlighter } from './highlighter.js'
import { rehypeAnchors } from './rehype/rehype-anchors.js'
import { rehypeHighlightCode } from './rehype/rehype-highlight-code.js'
import { rehypeImages } from './rehype/rehype-images.js'
import { rehypeLinks } from './rehype/rehype-links.js'
import { rehypePlainText } from './rehype/rehype-plain-text.js'
import { rehypeRawIfNeeded } from './rehype/rehype-raw-if-needed.js'
import { rehypeStripComments } from './rehype/rehype-strip-comments.js'
import { rehypeUnsafeUrls } from './rehype/rehype-unsafe-urls.js'
import { remarkAdmonitions } from './remark/remark-admonitions.js'
import { remarkCloseComponentTags } from './remark/remark-close-component-tags.js'
import { remarkCodeMeta } from './remark/remark-code-meta.js'
import { remarkHeadingIds } from './remark/remark-heading-ids.js'
import { remarkLiteralDirectives } from './remark/remark-literal-directives.js'
import { remarkMdxImports } from './remark/remark-mdx-imports.js'
import { remarkPageSummary } from './remark/remark-page-summary.js'
import { remarkStripComments } from './remark/remark-strip-comments.js'
import { sanitizeSchema } from './sanitize-schema.js'

export interface ProcessorOptions {
  highlighter: CodeHighlighter
  /** Sanitise raw HTML (untrusted writers). */
  sanitize: boolean
}

/** The frozen Markdown -> HTML processor; all plugins are synchronous, so `processSync` works. */
export type MarkdownProcessor = Processor<MdastRoot, MdastRoot, HastRoot, HastRoot, string>

/**
 * Assemble the pipeline once per build. Order matters: comments and imports go first so the page
 * summary sees the real first block; directives are settled before heading ids are taken; unsafe
 * URLs are removed before links are recorded; highlighting runs last: after sanitizing, so its
 * inline CSS variables are not stripped, and after every other walk, so none of them has to go
 * through the thousands of token spans it adds (plain text reads the code before it is split).
 */
export function createProcessor(options: ProcessorOptions): MarkdownProcessor {
  const base = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkStripComments)
    .use(remarkMdxImports)
    .use(remarkLiteralDirectives)
    .use(remarkAdmonitions)
    .use(remarkHeadingIds)
    .use(remarkPageSummary)
    .use(remarkCodeMeta)
    .use(remarkCloseComponentTags)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRawIfNeeded)
  const sanitized = options.sanitize ? base.use(rehypeSanitize, sanitizeSchema) : base
  return sanitized
    .use(rehypeStripComments)
    .use(rehypeUnsafeUrls)
    .use(rehypeLinks)
    .use(rehypeImages)
    .use(rehypeAnchors, { guardRawIds: options.sanitize })
    .use(rehypePlainText)
    .use(rehypeHighlightCode, { highlighter: options.highlighter })
    .use(rehypeStringify)
    .freeze()
}
