/** Props of `RawHtml`. */
export interface RawHtmlProps {
  /** Trusted HTML: compiled Markdown, OpenAPI output, config content or theme-rendered markup. */
  html: string
  className?: string | undefined
  /** Wrapper element. @default 'div' */
  as?: 'div' | 'li'
}

/**
 * The one place where pre-rendered HTML enters the React tree (see README.md, "Page content").
 * Everything else the theme prints goes through React's escaping.
 */
export function RawHtml({ html, className, as: Tag = 'div' }: RawHtmlProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the documented content slot; the HTML is built by docsgen
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />
}

/**
 * An item of the site author's HTML in a list of links (a footer column, a navbar menu): its
 * `kind` class (`footer-html`) and its own.
 */
export function HtmlItem({ html, className, kind }: { html: string; className?: string | undefined; kind: string }) {
  return <RawHtml as="li" className={[kind, className].filter(Boolean).join(' ')} html={html} />
}
