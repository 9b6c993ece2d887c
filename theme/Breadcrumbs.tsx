import { HomeIcon } from './Icons.js'

/** One crumb; the current page (the last one) and a category without a page of its own have no href. */
export interface BreadcrumbItem {
  label: string
  href?: string
}

/** Props of `Breadcrumbs`. */
export interface BreadcrumbsProps {
  homeHref: string
  items: readonly BreadcrumbItem[]
}

/** Home icon, then the categories above the page, then the page itself. */
export function Breadcrumbs({ homeHref, items }: BreadcrumbsProps) {
  const last = items.length - 1
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <a className="breadcrumbs-home" href={homeHref} aria-label="Home page">
            <HomeIcon size={18} />
          </a>
        </li>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a static trail; two categories may share a label and have no page
          <li key={`${index}:${item.label}`}>
            {item.href !== undefined && index !== last ? (
              <a href={item.href}>{item.label}</a>
            ) : (
              <span aria-current={index === last ? 'page' : undefined}>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
