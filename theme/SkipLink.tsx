/** First focusable element of every page: jumps over the navbar to `<main id="main">`. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Skip to main content
    </a>
  )
}
