import { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize'

/**
 * Classes of the elements docsgen's component plugins make (admonitions, with Docusaurus's on a
 * Docusaurus site; tabs, API calls, columns, cards, badges).
 */
const COMPONENT_CLASS =
  /^(?:admonition(?:-[\w-]+)?|theme-admonition(?:-[\w-]+)?|alert(?:--[\w-]+)?|tabs(?:-[\w-]+|--block)?|api-call(?:-[\w-]+)?|columns?|column-[\w-]+|doc-card(?:-[\w-]+)?|badge(?:-[\w-]+)?)$/

/**
 * rehype-sanitize's GitHub schema plus the markup docsgen's own remark plugins produce
 * (admonitions, components, the code fence marker). Ids are not prefixed with `user-content-`, so
 * heading links and tab panels keep working (nor are the `aria-labelledby` references to them);
 * `rehypeAnchors` renames ids that could shadow globals instead. Highlighting and link rewriting
 * run after sanitizing, so their output needs no allowance here.
 */
export const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), 'button'],
  clobber: (defaultSchema.clobber ?? []).filter((name) => name !== 'id' && name !== 'ariaLabelledBy'),
  attributes: {
    ...defaultSchema.attributes,
    p: [...(defaultSchema.attributes?.p ?? []), ['className', 'admonition-heading']],
    div: [
      ...(defaultSchema.attributes?.div ?? []),
      ['className', COMPONENT_CLASS],
      ['role', 'note', 'tablist', 'tabpanel'],
      'dataAdmonition',
      'dataTabs',
      'dataGroupId',
      'dataQueryKey',
      ['dataActiveClass', 'tabs__item--active'],
      'dataValue',
      'dataLabel',
      'ariaLabelledBy',
      ['dataDocsgenSlot', 'doc-card-list'],
    ],
    button: [
      ['type', 'button'],
      ['role', 'tab'],
      // Infima's too, on a Docusaurus site (`TABS.infima`).
      ['className', 'tabs-tab', 'tabs__item', 'tabs__item--active'],
      'ariaSelected',
      'ariaControls',
      'dataValue',
    ],
    span: [...(defaultSchema.attributes?.span ?? []), ['className', COMPONENT_CLASS]],
    // One className rule per element: footnote links (GitHub's schema) and cards and badges.
    a: [
      ...(defaultSchema.attributes?.a ?? []).filter((rule) => !Array.isArray(rule) || rule[0] !== 'className'),
      ['className', 'data-footnote-backref', COMPONENT_CLASS],
    ],
    code: [...(defaultSchema.attributes?.code ?? []), 'dataMeta'],
  },
}
