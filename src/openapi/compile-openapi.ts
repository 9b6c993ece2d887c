import type { Element, ElementContent, Root } from 'hast'
import { sortDiagnostics } from '../diagnostics/index.js'
import { addReaderMarkup, hasClass, markdownForm, searchSections } from '../html/index.js'
import type { CompiledPage } from '../model/page.js'
import { termWeights } from '../text/index.js'
import { type MarkdownFragments, plainMarkdownFragments } from '../transform/index.js'
import { readReference } from './read-reference.js'
import { h } from './render/h.js'
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
  const { tree, sidebar, headings, sampleSources } = renderReference(api, {
    md,
    file: input.file,
    trusted: input.trusted ?? false,
  })
  // Ids and plain text before the reader markup (scroll boxes, heading links) joins the tree.
  const anchors = collectIds(tree)
  // One search section per operation (its heading), the samples (`pre`) and navigation left out.
  const sections = searchSections(tree, {
    maxDepth: 3,
    skip: (element) =>
      element.tagName === 'nav' ||
      element.tagName === 'pre' ||
      element.tagName === 'script' ||
      hasClass(element, 'api-operation-samples'),
  })
  // Its Markdown form, when `llms` wants it.
  const markdown = input.markdownForm === false ? undefined : markdownOf(tree, sampleSources)
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

/**
 * The reference's Markdown form (`<route>.md`): the operations with their parameters, schemas as
 * nested lists and samples (rendered again with their code as plain text); the operations list,
 * the server picker and Try it are for the page only.
 */
function markdownOf(tree: Root, sampleSources: ReadonlyMap<Element, string>): string {
  const forMarkdown = replaceElements(tree, (element) => {
    const source = sampleSources.get(element)
    return source === undefined ? undefined : { ...element, children: plainSamples(source) }
  })
  return markdownForm(forMarkdown, {
    skip: (element) =>
      element.tagName === 'nav' || hasClass(element, 'api-server-picker') || hasClass(element, 'api-try'),
  })
}

/** The first sentence of a description, on one line. */
function firstSentence(text: string | undefined): string | undefined {
  if (text === undefined) return undefined
  const flat = text.replace(/\s+/g, ' ').trim()
  const match = /^.+?[.!?](?=\s|$)/.exec(flat)
  return match ? match[0] : flat
}

/** A copy of `tree` with the elements `replace` returns a replacement for replaced (the rest shared). */
function replaceElements(tree: Root, replace: (element: Element) => Element | undefined): Root {
  const visit = <T extends Root | Element>(node: T): T => {
    let changed = false
    const children = node.children.map((child) => {
      if (child.type !== 'element') return child
      const next = replace(child) ?? visit(child)
      if (next !== child) changed = true
      return next
    })
    return changed ? { ...node, children } : node
  }
  return visit(tree)
}

/**
 * Samples as the Markdown form reads them: each tab's label in bold, its code as a plain
 * `pre > code.language-x` (in the page it is highlighted HTML, which has no text to read), its
 * other lines as paragraphs. `source` is the samples' Markdown (`render/samples.ts` writes it).
 */
function plainSamples(source: string): ElementContent[] {
  const out: ElementContent[] = []
  const parts = source.split(/^<TabItem value="[^"]*" label="([^"]*)">$|^<\/TabItem>$|^<\/?Tabs[^>]*>$/m)
  parts.forEach((part, index) => {
    // `split` puts each label (the capture) between the texts around it.
    if (index % 2 === 1) {
      if (part !== undefined) out.push(h('p', h('strong', part.replace(/&quot;/g, '"').replace(/&amp;/g, '&'))))
      return
    }
    for (const block of (part ?? '').split(/\n{2,}(?=`{3,}|[^`\s])/)) {
      const text = block.trim()
      const fence = /^(`{3,})([\w-]*)\n([\s\S]*?)\n\1$/.exec(text)
      if (fence) out.push(h('pre', h('code', { className: [`language-${fence[2] || 'text'}`] }, fence[3] ?? '')))
      else if (/^`[^`]+`$/.test(text)) out.push(h('p', h('code', text.slice(1, -1))))
      else if (text !== '') out.push(h('p', text))
    }
  })
  return out
}
