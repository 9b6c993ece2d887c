// The llms stage: the route graph, the compiled pages' metadata and their bodies' Markdown forms
// in; every page as Markdown at `<route>.md`, `/llms.txt` and `/llms-full.txt` out (files for
// machines: assistants and the tools that feed them).
export {
  type EmitLlmsFile,
  LlmsBuilder,
  type LlmsInput,
  type LlmsStats,
  llmsFilesKey,
} from './build-llms.js'
export { type LlmsSection, llmsSections, OPTIONAL_SECTION } from './llms-sections.js'
export { type MarkdownPage, markdownPage, markdownUrlOf } from './markdown-page.js'
