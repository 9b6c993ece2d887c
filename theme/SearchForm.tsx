import { SearchIcon } from './Icons.js'

/** Props of `SearchForm`. */
export interface SearchFormProps {
  /** URL of the search page (`/search`). */
  action: string
  /** Prefilled query. */
  query?: string
  /** Accessible name of the search landmark. */
  label: string
  /** Show the Ctrl+K hint (navbar only). */
  shortcutHint?: boolean
  /** Show a submit button (full-page forms). */
  submitButton?: boolean
  className?: string
  /** The field's placeholder, and its accessible name unless `inputLabel` says. @default 'Search' */
  placeholder?: string | undefined
  /** The field's accessible name. @default placeholder */
  inputLabel?: string | undefined
  /** The submit button's text. @default 'Search' */
  buttonLabel?: string | undefined
}

/** A GET form to the search page: works without JavaScript, enhanced by the search island. */
export function SearchForm(props: SearchFormProps) {
  const { action, query, label, shortcutHint, submitButton, className, placeholder = 'Search' } = props
  const { inputLabel = placeholder, buttonLabel = 'Search' } = props
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role="search" is the landmark every browser knows; <search> is newer
    <form
      className={className ? `search-form ${className}` : 'search-form'}
      action={action}
      role="search"
      aria-label={label}
    >
      <span className="search-field">
        <SearchIcon className="search-icon" size={18} />
        <input
          className="search-input"
          type="search"
          name="q"
          defaultValue={query}
          placeholder={placeholder}
          aria-label={inputLabel}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
        />
        {shortcutHint ? (
          <span className="search-hint" aria-hidden="true">
            <kbd>Ctrl</kbd>
            <kbd>K</kbd>
          </span>
        ) : null}
      </span>
      {/*
       * Forms need a submit button (WCAG H32); in the navbar it is there for assistive technology
       * only, and no tab stop (focus on it showed nothing): Enter in the box submits the form.
       */}
      <button
        type="submit"
        className={submitButton ? 'button button-primary' : 'sr-only'}
        tabIndex={submitButton ? undefined : -1}
      >
        {buttonLabel}
      </button>
    </form>
  )
}
