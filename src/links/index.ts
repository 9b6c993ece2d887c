export { type CheckLinksInput, checkLinks, type LinkReport } from './check-links.js'
export { type ResolveLinksOptions, resolveMarkdownLinks, withBase } from './resolve-markdown-links.js'
