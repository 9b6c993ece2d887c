import { sortDiagnostics } from '../diagnostics/index.js'
import { addReaderMarkup, markdownForm, searchSections } from '../html/index.js'
import type { CompiledPage } from '../model/page.js'
import { termWeights } from '../text/index.js'
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
}

/**
 * Compile an OpenAPI 3.0/3.1 document (YAML or JSON) into a page: a server-rendered reference
 * with an operations sidebar, its headings and anchors, search text, and every problem found,
 * each pointing at `file:line:col` and the JSON pointer of the offending node. Never throws;
 * a broken document still yields a page with whatever could be read.
 */
export function compileOpenApi(input: OpenApiInput): CompiledPage {
  const source = parseSpecSource(input.file, input.text)
  const check = createCheckContext(input.file, source)
  // Structure checks on a half-parsed document would mostly repeat the syntax error.
  if (source.diagnostics.length === 0) validateDocument(check)
  const api = readReference(source.root, input.file)
  const { tree, sidebar, headings } = renderReference(api)
  // Ids and plain text before the reader markup (scroll boxes, heading links) joins the tree.
  const anchors = collectIds(tree)
  // One search section per operation (its heading), the samples (`pre`) and navigation left out.
  const sections = searchSections(tree, {
    maxDepth: 3,
    skip: (element) => element.tagName === 'nav' || element.tagName === 'pre',
  })
  // Its Markdown form (`<route>.md`): the operations with their parameters, schemas as nested
  // lists and samples; the operations list is navigation.
  const markdown = markdownForm(tree, { skip: (element) => element.tagName === 'nav' })
  addReaderMarkup(tree, headings)
  const description = firstSentence(api.description) ?? `${api.title} reference`
  return {
    source: input.file,
    id: `openapi:${input.file}`,
    frontmatter: { extra: {} },
    title: api.title,
    contentTitle: api.title,
    description,
    html: toHtml(tree),
    aside: toHtml(sidebar),
    headings,
    anchors,
    links: [],
    dependencies: [],
    sections,
    searchTerms: termWeights({ titles: [api.title, api.title], description, sections }),
    markdown,
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
