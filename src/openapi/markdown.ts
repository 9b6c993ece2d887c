import {
  createDeferredHighlighter,
  createMarkdownFragments,
  type HighlightService,
  type MarkdownFragments,
  markdownFragments,
} from '../transform/index.js'
import { markDeferredBaseUrls } from './render/base-url.js'

/** Languages of the samples the reference writes (curl, fetch, JSON bodies). */
const SAMPLE_LANGUAGES = ['bash', 'js', 'json']

/** How reference pages render Markdown, and how their HTML is finished. */
export interface OpenApiRenderer {
  md: MarkdownFragments
  /** The page's HTML with its code blocks in place (those highlighted elsewhere, once back). */
  finish(html: string): Promise<string>
}

/** Code blocks sent to the highlighting thread this many at a time while the page is built. */
const BLOCKS_PER_BATCH = 32

/**
 * The Markdown renderer of reference pages: the pages' processor with their code themes. With a
 * `service` (a worker thread holding the grammars), code blocks are highlighted there while this
 * thread builds the rest of the page, and `finish` puts them in (the same HTML byte for byte);
 * without, the grammars of the samples and of the code fences in `documents` (their text) are
 * loaded here and blocks highlighted as they are rendered.
 */
export async function openApiMarkdown(
  codeThemes: { light: string; dark: string },
  documents: readonly string[],
  service?: HighlightService,
): Promise<OpenApiRenderer> {
  if (service) {
    const highlighter = createDeferredHighlighter(service, { batch: BLOCKS_PER_BATCH })
    return {
      md: markdownFragments(highlighter),
      finish: async (html) => markDeferredBaseUrls(await highlighter.fill(html)),
    }
  }
  const md = await createMarkdownFragments(codeThemes)
  await md.load(documents, SAMPLE_LANGUAGES)
  return { md, finish: (html) => Promise.resolve(html) }
}
