export { type CheckLinksInput, checkLinks, type LinkReport } from './check-links.js'
export { type FillSlotsInput, fillSlots } from './fill-slots.js'
export {
  markdownLinkDiagnostics,
  type ResolveLinksOptions,
  resolveMarkdownLinks,
  withBase,
} from './resolve-markdown-links.js'
