// Parsing a Markdown source: its front matter (validated, positions kept) and its body.
export type { ParsedFrontmatter } from './frontmatter.js'
export { parseFrontmatter } from './frontmatter.js'
