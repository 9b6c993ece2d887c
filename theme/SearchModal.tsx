import { SearchForm } from './SearchForm.js'
import type { SearchWording } from './types.js'

/** Props of `SearchModal`. */
export interface SearchModalProps {
  /** URL of the search page (`/search`). */
  action: string
  /** Its words, and the client script's, in the site's language (a translated locale's). */
  wording?: SearchWording | undefined
}

/**
 * The search dialog the client script opens with Ctrl+K, Cmd+K or `/` (Escape closes it). Until
 * the search island fills `[data-search-results]`, submitting goes to the search page. A closed
 * `<dialog>` is never shown, so without JavaScript it is simply absent. A translated locale's
 * words for the results go to the client script in `data-search-words`.
 */
export function SearchModal({ action, wording = {} }: SearchModalProps) {
  const words = wording.words ? { 'data-search-words': JSON.stringify(wording.words) } : {}
  return (
    <dialog className="search-modal" data-search-modal aria-label="Search the documentation" {...words}>
      <SearchForm
        className="search-modal-form"
        action={action}
        label="Search in the dialog"
        placeholder={wording.dialogPlaceholder}
        buttonLabel={wording.search}
        submitButton
      />
      <div className="search-modal-results" data-search-results aria-live="polite" />
      <form method="dialog" className="search-modal-footer">
        <button type="submit" className="button">
          {wording.close ?? 'Close'}
        </button>
      </form>
    </dialog>
  )
}
