import { createRequire } from 'node:module'

// Code highlighted as Docusaurus highlights it: Prism, with prism-react-renderer's themes.

/** A style of a Prism theme entry: CSS properties in camelCase (`fontStyle`), as React writes them. */
export type PrismStyle = Record<string, string | number>

/** A Prism theme as prism-react-renderer writes one (`themeConfig.prism.theme` of a Docusaurus site). */
export interface PrismTheme {
  /** The colours of code outside any token, and the block's background. */
  plain: PrismStyle
  /** Token types and their style; `languages` limits an entry to code in those languages. */
  styles: { types: string[]; style: PrismStyle; languages?: string[] | undefined }[]
}

/**
 * The languages a Docusaurus 2 site highlights without `additionalLanguages`: the Prism that
 * prism-react-renderer 1 bundles, by component, with the aliases it has (`sh` is not one: a
 * ```` ```sh ```` block of such a site is plain text).
 */
export const DOCUSAURUS_2_PRISM_LANGUAGES: readonly string[] = [
  ...['markup', 'html', 'mathml', 'svg', 'xml', 'ssml', 'atom', 'rss', 'bash', 'shell', 'clike', 'c', 'cpp'],
  ...['css', 'css-extras', 'javascript', 'js', 'coffeescript', 'coffee', 'yaml', 'yml', 'markdown', 'md'],
  ...['graphql', 'sql', 'js-templates', 'typescript', 'ts', 'js-extras', 'jsx', 'diff', 'git', 'go'],
  ...['markup-templating', 'handlebars', 'hbs', 'json', 'webmanifest', 'less', 'makefile', 'objectivec'],
  ...['objc', 'ocaml', 'python', 'py', 'reason', 'sass', 'scss', 'stylus', 'tsx', 'wasm'],
]

/** The same for a Docusaurus 3 site: the Prism of prism-react-renderer 2. */
export const DOCUSAURUS_3_PRISM_LANGUAGES: readonly string[] = [
  ...['markup', 'html', 'mathml', 'svg', 'xml', 'ssml', 'atom', 'rss', 'regex', 'clike', 'javascript', 'js'],
  ...['js-extras', 'actionscript', 'coffeescript', 'coffee', 'javadoclike', 'css', 'yaml', 'yml', 'markdown'],
  ...['md', 'graphql', 'sql', 'typescript', 'ts', 'jsdoc', 'flow', 'n4js', 'n4jsd', 'jsx', 'tsx', 'swift'],
  ...['kotlin', 'kt', 'kts', 'c', 'objectivec', 'objc', 'reason', 'rust', 'go', 'cpp', 'python', 'py'],
  ...['json', 'webmanifest'],
]

const require = createRequire(import.meta.url)

/** Each Prism language component's id and aliases, from prismjs's `components.json` (read once). */
let components: Map<string, readonly string[]> | undefined

function prismComponents(): Map<string, readonly string[]> {
  if (components) return components
  const { languages } = require('prismjs/components.json') as {
    languages: Record<string, { alias?: string | string[] } | string>
  }
  components = new Map()
  for (const [id, entry] of Object.entries(languages)) {
    // `meta` describes the file layout, not a language.
    if (typeof entry === 'string' || id === 'meta') continue
    components.set(id, typeof entry.alias === 'string' ? [entry.alias] : (entry.alias ?? []))
  }
  return components
}

/** The id and aliases of the Prism component that defines `name` (its id or an alias); undefined if none. */
export function prismComponent(name: string): { id: string; aliases: readonly string[] } | undefined {
  for (const [id, aliases] of prismComponents()) if (id === name || aliases.includes(name)) return { id, aliases }
  return undefined
}

/** Every name of a language Prism has a component for (ids and aliases). */
export function prismLanguageNames(): string[] {
  return [...prismComponents()].flatMap(([id, aliases]) => [id, ...aliases])
}
