import { HomeIcon } from './Icons.js'
import { classes, useInfimaClasses } from './infima-classes.js'

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
  const infima = useInfimaClasses()
  const link = infima?.breadcrumbsLink
  return (
    <nav className={classes('breadcrumbs', infima?.breadcrumbs)} aria-label="Breadcrumbs">
      <ol>
        <li className={infima?.breadcrumbsItem}>
          <a className={classes('breadcrumbs-home', link)} href={homeHref} aria-label="Home page">
            <HomeIcon size={18} />
          </a>
        </li>
        {items.map((item, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a static trail; two categories may share a label and have no page
            key={`${index}:${item.label}`}
            className={classes(infima?.breadcrumbsItem, index === last && infima?.breadcrumbsItemActive)}
          >
            {item.href !== undefined && index !== last ? (
              <a className={link} href={item.href}>
                {item.label}
              </a>
            ) : (
              <span className={link} aria-current={index === last ? 'page' : undefined}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
