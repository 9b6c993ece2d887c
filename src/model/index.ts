// Plain, serialisable types shared by the stages and the theme (pages, the route graph,
// diagnostics), and the markup contract of Markdown components (markup.ts).
export type { ApiServerChoice, TryItOperation, TrySchema } from './api-reference.js'
export { API_REFERENCE } from './api-reference.js'
export { excerptOf, TRUNCATE_COMMENT, TRUNCATE_VALUE } from './blog.js'
export type { Diagnostic, Position, Severity } from './diagnostic.js'
export { LLMS_FILES } from './llms.js'
export type {
  ApiPage,
  CategoryMeta,
  CompiledPage,
  Frontmatter,
  GeneratedIndexLink,
  Heading,
  HeadingPart,
  PageBodies,
  PageBody,
  PageLink,
  PageMeta,
  SearchSection,
} from './page.js'
export { fromMarkdownCompiler, MD_LINK_PLACEHOLDER, REACT_PAGE_SOURCE } from './page.js'
export type {
  BlogArchiveInfo,
  BlogAuthor,
  BlogListInfo,
  BlogNodeInfo,
  BlogPostInfo,
  BlogTag,
  BlogTagsInfo,
  CategoryCard,
  Crumb,
  GraphVersion,
  NavCategoryItem,
  NavDocItem,
  NavExternalItem,
  NavItem,
  NavLink,
  NavTree,
  PageHeadMeta,
  RouteBodies,
  RouteGraph,
  RouteKind,
  RouteNode,
  RoutePath,
} from './route-graph.js'
export { headMetaOf, routePath } from './route-graph.js'
export {
  FRAGMENTS_PER_FOLDER,
  fragmentFile,
  NO_VERSION,
  pagesPerFragmentFile,
  SEARCH_INDEX_DIR,
  SEARCH_WEIGHTS,
  type SearchFragment,
  type SearchManifest,
  type SearchShard,
} from './search-index.js'
export { SEARCH_WORDS, SEARCH_WORDS_ATTR, type SearchWordName, type SearchWords } from './search-words.js'
export {
  ADMONITION_TYPES_DEPENDENCY,
  CHILDREN_MARKER,
  isSiteDependency,
  type RenderSiteComponent,
  SITE_COMPONENTS_DEPENDENCY,
  type SiteComponentRef,
  type SiteComponentsModule,
} from './site-components.js'
export {
  DOC_WORD_KEYS,
  NOT_FOUND_WORD_KEYS,
  SEARCH_BOX_WORD_KEYS,
  SEARCH_WORD_KEYS,
  THEME_WORD_KEYS,
} from './theme-words.js'
