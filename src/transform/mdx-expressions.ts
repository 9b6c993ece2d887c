import type { Point } from 'unist'
import type { VFile } from 'vfile'
import { pageData } from './page-data.js'

/**
 * Names an MDX page can use in `{…}` without defining them: what Docusaurus passes to every
 * page (`frontMatter`, `toc`, `metadata`, `contentTitle`, `assets`) and MDX's own `props`.
 */
const MDX_GLOBALS = new Set(['frontMatter', 'toc', 'metadata', 'contentTitle', 'assets', 'props'])

/** `{/* a comment *\/}`: MDX 2/3's way to write a comment. */
const COMMENT = /^\{\s*\/\*[\s\S]*\*\/\s*\}$/

/** A name, optionally followed by `.member`, `[index]` or a call: `frontMatter.title`, `x[0]`, `f('a')`. */
const REFERENCE = /^\{\s*([A-Za-z_$][\w$]*)(?:\s*(?:\.[\w$]+|\[[^\]]*\]|\([^)]*\)))*\s*\}$/

/** What a `{…}` written in Markdown is to docsgen. */
export type ExpressionKind = 'comment' | 'expression' | 'text'

/**
 * Whether `{…}` (braces included) is an MDX comment, an expression to keep out of the page, or
 * text. MDX 1 (Docusaurus 2) shows braces in text as they are; MDX 2 and 3 evaluate them. Only
 * what can be nothing but an expression is taken for one: a comment, or a reference to a name the
 * page exports (`export const version = …`) or one MDX gives every page (`frontMatter`, `props`);
 * with `flow` (the `{…}` is a paragraph of its own), a reference to any name.
 */
export function expressionKind(braced: string, exported: ReadonlySet<string>, flow = false): ExpressionKind {
  if (COMMENT.test(braced)) return 'comment'
  const name = REFERENCE.exec(braced)?.[1]
  if (name === undefined) return 'text'
  // A paragraph that is nothing but `{name…}` is an expression whatever the name.
  return flow || MDX_GLOBALS.has(name) || exported.has(name) ? 'expression' : 'text'
}

/** Index of the `}` closing the `{` at `open`, skipping strings and comments; -1 when unbalanced. */
export function closingBrace(text: string, open: number): number {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    const char = text[i]
    if (char === '"' || char === "'" || char === '`') {
      for (i++; i < text.length && text[i] !== char; i++) if (text[i] === '\\') i++
    } else if (char === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2)
      if (end === -1) return -1
      i = end + 1
    } else if (char === '{') depth++
    else if (char === '}' && --depth === 0) return i
  }
  return -1
}

/**
 * Report JavaScript docsgen does not run (an `export`, an `{expression}`, an attribute written as
 * one), once per file: the first place is named, the rest of the file's are left out quietly.
 */
export function reportUnevaluated(file: VFile, place: Point | undefined, what: string): void {
  const data = pageData(file)
  if (data.reportedUnevaluated) return
  data.reportedUnevaluated = true
  const message = file.message(`${what} is JavaScript that docsgen does not run; it is left out of the page`, {
    place,
    source: 'components',
    ruleId: 'unsupported-expression',
  })
  message.note =
    'write the value as text, or as a literal attribute ({true}, {3}, {"text"}); other JavaScript on this page is left out too, without another warning'
}
