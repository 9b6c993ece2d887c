// HTML that more than one stage writes: the hast serialiser (Markdown pages and the OpenAPI page),
// the reader markup every page body gets (scroll boxes for tables, heading links), and escaping.
export { escapeAttributeValue, escapeText, hastToHtml } from './hast-html.js'
export {
  addHeadingAnchors,
  addReaderMarkup,
  makeScrollableRegionsFocusable,
  rawWithReaderMarkup,
} from './reader-markup.js'
export { type SearchSectionOptions, searchSections } from './search-sections.js'
export { escapeHtml } from './text-forms.js'
