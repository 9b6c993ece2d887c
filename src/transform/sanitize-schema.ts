import { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize'

/**
 * rehype-sanitize's GitHub schema plus the markup docsgen's own remark plugins produce
 * (admonitions, the code fence marker). Ids are not prefixed with `user-content-`, so heading
 * links keep working; `rehypeAnchors` renames ids that could shadow globals instead.
 * Highlighting and link rewriting run after sanitizing, so their output needs no allowance here.
 */
export const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  clobber: (defaultSchema.clobber ?? []).filter((name) => name !== 'id'),
  attributes: {
    ...defaultSchema.attributes,
    p: [...(defaultSchema.attributes?.p ?? []), ['className', 'admonition-heading']],
    div: [
      ...(defaultSchema.attributes?.div ?? []),
      ['className', /^admonition(?:-[\w-]+)?$/],
      ['role', 'note'],
      'dataAdmonition',
    ],
    code: [...(defaultSchema.attributes?.code ?? []), 'dataMeta'],
  },
}
