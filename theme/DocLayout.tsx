import type { ReactNode } from 'react'
import { classes, useInfimaClasses } from './infima-classes.js'

/** Props of `DocLayout`. */
export interface DocLayoutProps {
  /** The navigation beside the page (the docs sidebar, the blog's recent posts), if any. */
  sidebar?: ReactNode
  /** The column after the page's (its table of contents), if any. */
  aside?: ReactNode
  /** A class added to the layout's own (`blog-layout`). */
  className?: string
  children: ReactNode
}

/** The docs' three columns: sidebar, the page (the `main` landmark) and the table of contents. */
export function DocLayout({ sidebar, aside, className, children }: DocLayoutProps) {
  const infima = useInfimaClasses()
  return (
    <div className={classes('doc-layout', sidebar ? 'has-sidebar' : undefined, className)}>
      {sidebar}
      <main
        id="main"
        tabIndex={-1}
        className={classes('doc-main', aside ? 'has-toc' : undefined, infima?.docContainer)}
      >
        <div className="doc-column">{children}</div>
        {aside}
      </main>
    </div>
  )
}
