import { sortDiagnostics } from '../diagnostics/index.js'
import { addReaderMarkup, searchSections } from '../html/index.js'
import type { CompiledPage } from '../model/page.js'
import { termWeights } from '../text/index.js'
import { type MarkdownFragments, plainMarkdownFragments } from '../transform/index.js'
import { finishPart, markdownOf, SEARCH } from './page-passes.js'
import { readReference } from './read-reference.js'
import { collectIds, toHtml } from './render/html.js'
import { renderReference } from './render/render-reference.js'
import { parseSpecSource } from './source.js'
import { createCheckContext } from './validate/context.js'
import { validateDocument } from './validate/validate-document.js'

/** One OpenAPI document to compile into the API reference page. */
export interface OpenApiInput {
  /** Path relative to the site root (`openapi/rest-api.yaml`); `.json` files parse as JSON. */
  file: string
  text: string
  /** Route the page is served at (`/openapi/`); the page links only to its own anchors. */
  route: string
  /** Raw HTML in the document's descriptions is rendered (else shown as text). @default false */
  trusted?: boolean
  /** Make the page's Markdown form (`CompiledPage.markdown`, for `llms`). @default true */
  markdownForm?: boolean
}

/**
 * Compile an OpenAPI 3.0/3.1 document (YAML or JSON) into a page: a server-rendered reference
 * with an operations sidebar, its headings and anchors, search text, and every problem found,
 * each pointing at `file:line:col` and the JSON pointer of the offending node. Never throws;
 * a broken document still yields a page with whatever could be read.
 */
export function compileOpenApi(input: OpenApiInput, md: MarkdownFragments = plainMarkdownFragments()): CompiledPage {
  const source = parseSpecSource(input.file, input.text)
  const check = createCheckContext(input.file, source)
  // Structure checks on a half-parsed document would mostly repeat the syntax error.
  if (source.diagnostics.length === 0) validateDocument(check)
  const api = readReference(source.root, input.file)
  const wantsMarkdown = input.markdownForm !== false
  const { tree, sidebar, headings, sampleSources } = renderReference(api, {
    md,
    file: input.file,
    trusted: input.trusted ?? false,
    finish: (part, page) => finishPart(part, page, { markdown: wantsMarkdown }),
  })
  // Ids and plain text before the reader markup (scroll boxes, heading links) joins the tree.
  const anchors = collectIds(tree)
  const sections = searchSections(tree, SEARCH)
  // Its Markdown form, when `llms` wants it.
  const markdown = wantsMarkdown ? markdownOf(tree, sampleSources) : undefined
  addReaderMarkup(tree, headings)
  const description = firstSentence(api.description) ?? `${api.title} reference`
  const html = toHtml(tree)
  return {
    source: input.file,
    id: `openapi:${input.file}`,
    frontmatter: { extra: {} },
    title: api.title,
    contentTitle: api.title,
    description,
    html,
    aside: toHtml(sidebar),
    headings,
    anchors,
    links: [],
    dependencies: [],
    sections,
    searchTerms: termWeights({ titles: [api.title, api.title], description, sections }),
    ...(markdown === undefined ? {} : { markdown }),
    diagnostics: sortDiagnostics([...source.diagnostics, ...check.diagnostics]),
  }
}

/** The first sentence of a description, on one line. */
function firstSentence(text: string | undefined): string | undefined {
  if (text === undefined) return undefined
  const flat = text.replace(/\s+/g, ' ').trim()
  const match = /^.+?[.!?](?=\s|$)/.exec(flat)
  return match ? match[0] : flat
}
