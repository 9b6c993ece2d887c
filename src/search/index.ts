// The search stage: the route graph, the compiled pages' metadata and their bodies' search
// sections in, the search index out (a manifest, term shards, one fragment per page: static files
// the client loads on first search).
export { type SearchFilesOut, SearchIndexBuilder, type SearchIndexStats } from './build-index.js'
export {
  type PlannedPage,
  planSearchIndex,
  type SearchIndexInput,
  type SearchPlan,
  sidebarAreas,
} from './search-plan.js'
export { type PageTerms, type SearchMemo, type SearchTermsMemo, termsInFile, termsInMemory } from './terms-memo.js'
