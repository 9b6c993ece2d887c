// The transform stage (run by compile): one Markdown source (and the snippets it includes) in, a
// CompiledPage out: HTML with Markdown components expanded, headings, anchors, links, plain text.
export type { MarkdownCompiler, MarkdownCompilerOptions, MarkdownInput } from './compiler.js'
export { createMarkdownCompiler } from './compiler.js'
export type { DeferredHighlighter, HighlightJob, HighlightService } from './deferred-highlighter.js'
export { createDeferredHighlighter, highlightJobs, isCodePlaceholder } from './deferred-highlighter.js'
export type { MarkdownFragments } from './fragments.js'
export { createMarkdownFragments, markdownFragments, plainMarkdownFragments } from './fragments.js'
export type { CodeHighlighter, CodeThemes } from './highlighter.js'
export { checkCodeThemes, createCodeHighlighter } from './highlighter.js'
export type { MathOptions } from './rehype/rehype-math.js'
