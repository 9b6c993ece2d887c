import type { SearchWordName } from './search-words.js'

// The theme's words a translated locale gives, by the key of Docusaurus's `code.json` that holds
// each (`i18n/<locale>/code.json`, `translations.theme` of a locale): the render stage picks them
// for the theme, the Docusaurus reader lists the keys of code.json that are none of these.

/** The words around a doc's body (`DocWording`). */
export const DOC_WORD_KEYS = {
  toc: 'theme.TOCCollapsible.toggleButtonLabel',
  previous: 'theme.docs.paginator.previous',
  next: 'theme.docs.paginator.next',
  editThisPage: 'theme.common.editThisPage',
} as const

/** The words of the search boxes, the dialog and the search page the server renders (`SearchWording`). */
export const SEARCH_BOX_WORD_KEYS = {
  search: 'theme.SearchBar.label',
  dialogPlaceholder: 'theme.SearchModal.placeholder',
  close: 'theme.SearchModal.searchBox.cancelButtonText',
  pageTitle: 'theme.SearchPage.emptyResultsTitle',
  pagePlaceholder: 'theme.SearchPage.inputPlaceholder',
  pageInputLabel: 'theme.SearchPage.inputLabel',
} as const

/** The words the client script shows in search (see `SEARCH_WORDS`). */
export const SEARCH_WORD_KEYS: Readonly<Record<SearchWordName, string>> = {
  noResults: 'theme.SearchModal.noResultsScreen.noResultsText',
  suggestions: 'theme.SearchModal.noResultsScreen.suggestedQueryText',
  reportMissing: 'theme.SearchModal.noResultsScreen.reportMissingResultsText',
  reportLink: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText',
  fetchFailed: 'theme.SearchModal.errorScreen.titleText',
  fetchFailedHelp: 'theme.SearchModal.errorScreen.helpText',
  recent: 'theme.SearchModal.startScreen.recentSearchesTitle',
  seeAll: 'theme.SearchBar.seeAll',
  pageNoResults: 'theme.SearchPage.noResultsText',
  documentsFound: 'theme.SearchPage.documentsFound.plurals',
}

/** The words of the 404 page (`NotFoundWording`). */
export const NOT_FOUND_WORD_KEYS = {
  title: 'theme.NotFound.title',
  p1: 'theme.NotFound.p1',
  p2: 'theme.NotFound.p2',
} as const

/** Every key of `code.json` the theme shows. */
export const THEME_WORD_KEYS: ReadonlySet<string> = new Set([
  ...Object.values(DOC_WORD_KEYS),
  ...Object.values(SEARCH_BOX_WORD_KEYS),
  ...Object.values(SEARCH_WORD_KEYS),
  ...Object.values(NOT_FOUND_WORD_KEYS),
])
