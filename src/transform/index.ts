export type { MarkdownCompiler, MarkdownCompilerOptions, MarkdownInput } from './compiler.js'
export { createMarkdownCompiler } from './compiler.js'
