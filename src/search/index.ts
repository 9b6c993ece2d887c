// The search stage: the route graph, the compiled pages' metadata and their bodies' search
// sections in, the search index out (a manifest, term shards, one fragment per page: static files
// the client loads on first search).
export {
  type EmitSearchFile,
  SearchIndexBuilder,
  type SearchIndexInput,
  type SearchIndexStats,
  searchIndexKey,
  sidebarAreas,
} from './build-index.js'
