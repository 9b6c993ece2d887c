import type { CSSProperties } from 'react'
import { DocContent } from './DocContent.js'
import { RawHtml } from './RawHtml.js'
import type { TocItem } from './Toc.js'

/** Props of `ApiReferencePage`. */
export interface ApiReferenceBodyProps {
  title: string
  html: string
  sidebarHtml?: string
  operations: readonly TocItem[]
  sidebarWidth: number
  primaryColor: string
}

/** Layout of the API reference: a fixed-width sidebar slot and a content slot, both HTML from the openapi stage. */
export function ApiReferencePage({
  title,
  html,
  sidebarHtml,
  operations,
  sidebarWidth,
  primaryColor,
}: ApiReferenceBodyProps) {
  const style = { '--api-sidebar-width': `${sidebarWidth}px`, '--api-primary': primaryColor } as CSSProperties
  return (
    <div className="api-layout" style={style}>
      {/* Narrow screens: the client folds the navigation behind this button (without
          JavaScript it stays open above the content, and the button is not shown). */}
      <button type="button" className="api-nav-toggle button" aria-expanded="false" aria-controls="api-navigation">
        Contents
      </button>
      <div className="api-sidebar" id="api-navigation">
        {sidebarHtml !== undefined ? (
          <RawHtml html={sidebarHtml} />
        ) : (
          <nav className="sidebar-menu" aria-label={`${title} operations`}>
            <ul>
              {operations.map((op) => (
                <li key={op.id} className={op.depth > 2 ? 'api-sidebar-sub' : undefined}>
                  <a href={`#${op.id}`}>{op.text}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <main id="main" tabIndex={-1} className="api-content">
        <DocContent html={html} />
      </main>
    </div>
  )
}
