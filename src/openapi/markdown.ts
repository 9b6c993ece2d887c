import {
  type CodeThemes,
  createCodeHighlighter,
  createDeferredHighlighter,
  type HighlightService,
  highlightJobs,
  type MarkdownFragments,
  markdownFragments,
} from '../transform/index.js'
import { markDeferredBaseUrls } from './render/base-url.js'

/** How reference pages render Markdown, and how their HTML is finished. */
export interface OpenApiRenderer {
  md: MarkdownFragments
  /** The page's HTML with its code blocks in place (highlighted elsewhere or later, once back). */
  finish(html: string): Promise<string>
}

/** Code blocks sent to the highlighting thread this many at a time while the page is built. */
const BLOCKS_PER_BATCH = 32

/**
 * The Markdown renderer of reference pages: the pages' processor with their code themes. Code
 * blocks are placeholders while the page is built, highlighted by `service` (a worker thread
 * holding the grammars, sent batches as the page is built) or, without one, on this thread when
 * the page is finished; `finish` puts them in (the same HTML either way). Grammars load as
 * blocks need them: a fence a document writes inside an escaped string is found too.
 */
export async function openApiMarkdown(codeThemes: CodeThemes, service?: HighlightService): Promise<OpenApiRenderer> {
  const highlighter = service
    ? createDeferredHighlighter(service, { batch: BLOCKS_PER_BATCH })
    : createDeferredHighlighter(await highlightingHere(codeThemes))
  return {
    md: markdownFragments(highlighter),
    finish: async (html) => markDeferredBaseUrls(await highlighter.fill(html)),
  }
}

/** Blocks highlighted on this thread, each grammar loaded when a block first needs it. */
async function highlightingHere(codeThemes: CodeThemes): Promise<HighlightService> {
  const highlighter = await createCodeHighlighter(codeThemes)
  return { highlight: (jobs) => highlightJobs(highlighter, jobs) }
}
