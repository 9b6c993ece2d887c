// HTML that more than one stage writes: the hast serialiser (Markdown pages and the OpenAPI page),
// the reader markup every page body gets (scroll boxes for tables, heading links), escaping, and a
// body's search sections and Markdown form (both read from the compiled tree).

export { cloneHast } from './clone-hast.js'
export { escapeAttributeValue, escapeText, hastToHtml } from './hast-html.js'
export { MARKDOWN_SLOT, type MarkdownFormOptions, markdownBlocks, markdownForm } from './markdown-form.js'
export { hasClass, ROUTE_LINK } from './markdown-inline.js'
export {
  addHeadingAnchors,
  addReaderMarkup,
  makeScrollableRegionsFocusable,
  rawWithReaderMarkup,
} from './reader-markup.js'
export { type SearchSectionOptions, type SectionsPart, searchSections, searchSectionsPart } from './search-sections.js'
export { escapeHtml } from './text-forms.js'
