import { createMarkdownFragments, type MarkdownFragments } from '../transform/index.js'

/** Languages of the samples the reference writes (curl, fetch, JSON bodies). */
const SAMPLE_LANGUAGES = ['bash', 'js', 'json']

/**
 * The Markdown renderer of reference pages: the pages' processor with their code themes, the
 * grammars of the samples and of the code fences in `documents` (their text) loaded.
 */
export async function openApiMarkdown(
  codeThemes: { light: string; dark: string },
  documents: readonly string[],
): Promise<MarkdownFragments> {
  const md = await createMarkdownFragments(codeThemes)
  await md.load(documents, SAMPLE_LANGUAGES)
  return md
}
