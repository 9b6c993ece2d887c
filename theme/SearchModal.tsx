import { SearchForm } from './SearchForm.js'

/** Props of `SearchModal`. */
export interface SearchModalProps {
  /** URL of the search page (`/search`). */
  action: string
}

/**
 * The search dialog the client script opens with Ctrl+K, Cmd+K or `/` (Escape closes it). Until
 * the search island fills `[data-search-results]`, submitting goes to the search page. A closed
 * `<dialog>` is never shown, so without JavaScript it is simply absent.
 */
export function SearchModal({ action }: SearchModalProps) {
  return (
    <dialog className="search-modal" data-search-modal aria-label="Search the documentation">
      <SearchForm className="search-modal-form" action={action} label="Search in the dialog" submitButton />
      <div className="search-modal-results" data-search-results aria-live="polite" />
      <form method="dialog" className="search-modal-footer">
        <button type="submit" className="button">
          Close
        </button>
      </form>
    </dialog>
  )
}
