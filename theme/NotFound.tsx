import { SearchForm } from './SearchForm.js'

/** Props of `NotFound`. */
export interface NotFoundProps {
  homeHref: string
  searchAction?: string
}

/** Body of the 404 page. */
export function NotFound({ homeHref, searchAction }: NotFoundProps) {
  return (
    <main id="main" tabIndex={-1} className="page-narrow">
      <h1>Page Not Found</h1>
      <p>We could not find the page you asked for. It may have moved, or the link that brought you here is broken.</p>
      <p>
        Go back to the <a href={homeHref}>documentation home page</a>
        {searchAction ? ', or search for what you need:' : '.'}
      </p>
      {searchAction ? (
        <SearchForm action={searchAction} label="Search" submitButton className="search-form-large" />
      ) : null}
    </main>
  )
}
