import { SearchForm } from './SearchForm.js'
import type { NotFoundWording, SearchWording } from './types.js'

/** Props of `NotFound`. */
export interface NotFoundProps {
  homeHref: string
  searchAction?: string
  /** Its words in the site's language (a translated locale's); English where absent. */
  wording?: NotFoundWording | undefined
  searchWording?: SearchWording | undefined
}

/**
 * Body of the 404 page. A locale that translates Docusaurus's paragraphs gets them in place of
 * docsgen's own two (which have no translation: the link home is the navbar's then).
 */
export function NotFound({ homeHref, searchAction, wording = {}, searchWording = {} }: NotFoundProps) {
  const translated = wording.p1 !== undefined || wording.p2 !== undefined
  return (
    <main id="main" tabIndex={-1} className="page-narrow">
      <h1>{wording.title ?? 'Page Not Found'}</h1>
      {translated ? (
        <>
          {wording.p1 !== undefined ? <p>{wording.p1}</p> : null}
          {wording.p2 !== undefined ? <p>{wording.p2}</p> : null}
        </>
      ) : (
        <>
          <p>
            We could not find the page you asked for. It may have moved, or the link that brought you here is broken.
          </p>
          <p>
            Go back to the <a href={homeHref}>documentation home page</a>
            {searchAction ? ', or search for what you need:' : '.'}
          </p>
        </>
      )}
      {searchAction ? (
        <SearchForm
          action={searchAction}
          label="Search"
          placeholder={searchWording.search}
          buttonLabel={searchWording.search}
          submitButton
          className="search-form-large"
        />
      ) : null}
    </main>
  )
}
