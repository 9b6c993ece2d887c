import { RawHtml } from './RawHtml.js'

/** Props of `DocContent`. */
export interface DocContentProps {
  /** Compiled page HTML; headings carry ids and `#` anchor links. */
  html: string
}

/** The page body: one HTML slot styled by the `.markdown` rules. */
export function DocContent({ html }: DocContentProps) {
  return <RawHtml className="markdown" html={html} />
}
