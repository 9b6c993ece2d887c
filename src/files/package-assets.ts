import { createRequire } from 'node:module'

/**
 * KaTeX's stylesheet (its fonts beside it), from the installed package: the theme CSS takes it in
 * when `markdown.math` is on. Here, not with the math renderer, so that the stages which only
 * publish files never load the Markdown compiler.
 */
export function katexStylesheet(): string {
  return createRequire(import.meta.url).resolve('katex/dist/katex.min.css')
}
