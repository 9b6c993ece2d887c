import { SearchForm } from './SearchForm.js'
import type { SearchWording } from './types.js'

/** Props of `SearchPage`. */
export interface SearchPageShellProps {
  action: string
  /** Query to prefill (plain text; React escapes it). */
  query: string
  /** Its words in the site's language (a translated locale's); English where absent. */
  wording?: SearchWording | undefined
}

/** The search page shell: a GET form; the client script shows the results (`[data-search-page-results]`). */
export function SearchPage({ action, query, wording = {} }: SearchPageShellProps) {
  return (
    <main id="main" tabIndex={-1} className="page-narrow" data-search-page>
      <h1>{wording.pageTitle ?? 'Search the documentation'}</h1>
      <SearchForm
        action={action}
        query={query}
        label="Search"
        placeholder={wording.pagePlaceholder}
        inputLabel={wording.pageInputLabel}
        buttonLabel={wording.search}
        submitButton
        className="search-form-large"
      />
      <div className="search-results" data-search-page-results aria-live="polite" />
      <noscript>
        <p className="search-noscript">
          Search results need JavaScript. Use the sidebar and the navigation bar to browse the documentation.
        </p>
      </noscript>
    </main>
  )
}
