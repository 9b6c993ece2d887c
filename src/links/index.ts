// The links stage: the route graph and the compiled pages in, `.md` links and slots resolved into
// each page's final body (made when the page renders) and every link and anchor checked out.
export { type CheckLinksInput, checkLinks, type LinkReport } from './check-links.js'
export { type DocCard, docCardsOf, type FillSlotsInput, fillSlots } from './fill-slots.js'
export { type FinalBodies, type FinalBody, FinalBodyMemo, finalBodies } from './final-bodies.js'
export { LinkCheckMemo } from './link-check-memo.js'
export { type LinkedPages, type LinkPagesInput, linkPages } from './link-pages.js'
export { markdownLinkTarget } from './markdown-target.js'
export {
  markdownLinkDiagnostics,
  type ResolveLinksInput,
  type ResolveLinksOptions,
  resolveMarkdownLinks,
  withBase,
} from './resolve-markdown-links.js'
