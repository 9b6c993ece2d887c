import { classes, useInfimaClasses } from './infima-classes.js'
import { RawHtml } from './RawHtml.js'

/** Props of `DocContent`. */
export interface DocContentProps {
  /** Compiled page HTML; headings carry ids and `#` anchor links. */
  html: string
  /** A doc's body (not a blog post's or another page's): Docusaurus's `theme-doc-markdown` on a Docusaurus site. */
  doc?: boolean
}

/** The page body: one HTML slot styled by the `.markdown` rules. */
export function DocContent({ html, doc = false }: DocContentProps) {
  const infima = useInfimaClasses()
  return <RawHtml className={classes(doc && infima?.docMarkdown, 'markdown')} html={html} />
}
