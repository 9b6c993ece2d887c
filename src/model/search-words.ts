/**
 * The words the client script shows in the search dialog and on the search page, in English, by
 * name. A translated locale's replace them: the page carries them (`SearchWords`, as JSON) in the
 * search dialog's `data-search-words` attribute; `THEME_WORD_KEYS` names the `code.json` key of
 * each. Plain data with no imports: the client bundle includes it.
 */
export const SEARCH_WORDS = {
  /** Before the query that found nothing: "No results for “…”". */
  noResults: 'No results for',
  /** Above the suggested queries. */
  suggestions: 'Try searching for',
  /** Before the link to report a query that should have found something. */
  reportMissing: 'Believe this query should return results?',
  reportLink: 'Let us know.',
  /** When the index or the search script could not be loaded. */
  fetchFailed: 'Unable to fetch results',
  fetchFailedHelp: 'You might want to check your network connection.',
  /** Above the recent searches of the dialog. */
  recent: 'Recent searches',
  /** The dialog's link to every result on the search page. */
  seeAll: 'See all {count} results',
} as const

/**
 * The name of a search word: one of `SEARCH_WORDS`, or one docsgen shows only when a locale gives
 * it, in place of its own English sentence: the search page's line when nothing matches
 * (`pageNoResults`, "No results were found") and its count of results (`documentsFound`, "One
 * document found|{count} documents found", one form per plural category of the language).
 */
export type SearchWordName = keyof typeof SEARCH_WORDS | 'pageNoResults' | 'documentsFound'

/** A translated locale's search words, by name. */
export type SearchWords = Partial<Record<SearchWordName, string>>

/** The search dialog's attribute that holds a translated locale's `SearchWords` (JSON). */
export const SEARCH_WORDS_ATTR = 'data-search-words'
