export type { ParsedFrontmatter } from './frontmatter.js'
export { parseFrontmatter } from './frontmatter.js'
