import { CloseIcon, ExternalLinkIcon, GitHubIcon, GlobeIcon, MenuIcon, MoonIcon, SunIcon } from './Icons.js'
import { classes, useInfimaClasses } from './infima-classes.js'
import { HtmlItem, RawHtml } from './RawHtml.js'
import { SearchForm } from './SearchForm.js'

/** One navbar link. `active` marks the area the current page belongs to. */
export interface NavbarLinkProps {
  label: string
  href: string
  position: 'left' | 'right'
  active: boolean
  /** Links to another site open in a new tab and show an icon. */
  external: boolean
  ariaLabel?: string
  className?: string
  /** Show an icon instead of the label (the label stays the accessible name). */
  icon?: 'github'
}

/**
 * A menu that opens without JavaScript (`<details>`): the docs versions, the languages, or a
 * dropdown of links from the config (the client script closes it on Escape or a click elsewhere).
 */
export interface NavbarDropdownProps {
  /** Shown on the button: the current choice ("Next", "English"), or a dropdown's label. */
  label: string
  /** What the menu chooses ("Docs version", "Language"), read before the label by screen readers. */
  name?: string
  /**
   * Items; `version` is the docs version name the client script remembers when chosen; links to
   * another site open in a new tab and show an icon; `html` items are the site author's HTML (a
   * separator, a heading) shown as it is.
   */
  items: readonly NavbarDropdownItem[]
  /** For the docs version menu: the docs area the choice is remembered for (`dev-docs`). */
  docsArea?: string
}

/** An item of a navbar menu: a link, or the site author's HTML shown as it is. */
export type NavbarDropdownItem =
  | {
      label: string
      href: string
      active: boolean
      lang?: string
      /**
       * The same page in another locale of the site (`hreflang`): each locale is a build of its own,
       * with its own script and search index, so the link says so (`rel="alternate external"`)
       * and the browser loads the page rather than the client script swapping it in.
       */
      hreflang?: string
      version?: string
      external?: boolean
      className?: string
    }
  | { html: string; className?: string }

/** A dropdown of links among the navbar's items; active while the current page is one of its items'. */
export interface NavbarMenuProps extends NavbarDropdownProps {
  position: 'left' | 'right'
  active: boolean
  className?: string
}

/** An item of the navbar that is the site author's HTML (a badge), shown as it is. */
export interface NavbarHtmlProps {
  html: string
  position: 'left' | 'right'
  className?: string
}

/** An item of the navbar: a link, a dropdown of links, or HTML. */
export type NavbarItemProps = NavbarLinkProps | NavbarMenuProps | NavbarHtmlProps

/** Props of `Navbar`. */
export interface NavbarProps {
  homeHref: string
  title?: string
  logo?: { alt: string; src: string; srcDark: string }
  items: readonly NavbarItemProps[]
  versions?: NavbarDropdownProps
  locales?: NavbarDropdownProps
  /** Search page URL; no search box without it. */
  searchAction?: string
  /** The search box's placeholder and name. @default 'Search' */
  searchLabel?: string
  colorModeSwitch: boolean
  /** Let the client script hide the navbar while the reader scrolls down. */
  hideOnScroll?: boolean
}

function NavbarLink({ link }: { link: NavbarLinkProps }) {
  const infima = useInfimaClasses()
  const active = link.active ? ['navbar-link-active', infima?.navbarLinkActive] : []
  const className = classes('navbar-link', infima?.navbarLink, ...active, link.className)
  const external = link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  if (link.icon === 'github') {
    return (
      <a
        className={classes(className, 'navbar-icon-link')}
        href={link.href}
        aria-label={link.ariaLabel ?? link.label}
        {...external}
      >
        <GitHubIcon />
      </a>
    )
  }
  return (
    <a
      className={className}
      href={link.href}
      aria-label={link.ariaLabel}
      aria-current={link.active ? 'true' : undefined}
      {...external}
    >
      {link.label}
      {link.external ? <ExternalLinkIcon /> : null}
    </a>
  )
}

function NavbarDropdown({
  menu,
  icon,
  className,
  active,
}: {
  menu: NavbarDropdownProps
  icon?: 'globe'
  className?: string | undefined
  active?: boolean
}) {
  const infima = useInfimaClasses()
  const activeClasses = active ? ['navbar-link-active', infima?.navbarLinkActive] : []
  return (
    <details
      className={classes('navbar-dropdown', infima?.navbarDropdown, className)}
      data-docs-area={menu.docsArea}
      data-open-class={infima?.dropdownShow}
    >
      <summary className={classes('navbar-link', infima?.navbarDropdownLabel, ...activeClasses)}>
        {icon === 'globe' ? <GlobeIcon size={18} /> : null}
        {menu.name ? <span className="sr-only">{menu.name}: </span> : null}
        {menu.label}
      </summary>
      <ul className={classes('dropdown-menu', infima?.dropdownMenu)}>
        {menu.items.map((item) =>
          'html' in item ? (
            <HtmlItem key={`html:${item.html}`} kind="dropdown-html" {...item} />
          ) : (
            <li key={item.href + item.label}>
              <a
                className={classes(
                  'dropdown-link',
                  infima?.dropdownLink,
                  item.active && 'dropdown-link-active',
                  item.active && infima?.dropdownLinkActive,
                  item.className,
                )}
                href={item.href}
                lang={item.lang}
                data-version={item.version}
                aria-current={item.active ? 'true' : undefined}
                {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                {...(item.hreflang ? { rel: 'alternate external', hrefLang: item.hreflang } : {})}
              >
                {item.label}
                {item.external ? <ExternalLinkIcon /> : null}
              </a>
            </li>
          ),
        )}
      </ul>
    </details>
  )
}

/** A navbar item: a link, a dropdown of links, or HTML. */
function NavbarItem({ item }: { item: NavbarItemProps }) {
  const infima = useInfimaClasses()
  if ('html' in item)
    return <RawHtml className={classes('navbar-html', infima?.navbarHtml, item.className)} html={item.html} />
  if ('items' in item) return <NavbarDropdown menu={item} className={item.className} active={item.active} />
  return <NavbarLink link={item} />
}

const itemKey = (item: NavbarItemProps): string =>
  'html' in item ? `html:${item.html}` : 'items' in item ? `menu:${item.label}` : item.href + item.label

/**
 * The top bar. At 996px and below the links move behind the menu button; the panel opens with
 * CSS (focus on the button or inside the panel, so the button sits right before the panel in
 * source order) until the client script takes over via `data-mobile-menu-open`. The client script
 * also uses the panel's close button, its secondary menu (a copy of the page's docs sidebar, with
 * "← Back to main menu") and the backdrop; all three stay hidden without it.
 */
export function Navbar(props: NavbarProps) {
  const { homeHref, title, logo, items, versions, locales, searchAction, searchLabel, colorModeSwitch, hideOnScroll } =
    props
  const left = items.filter((item) => item.position === 'left')
  const right = items.filter((item) => item.position === 'right')
  const infima = useInfimaClasses()
  return (
    <header className={classes('navbar', infima?.navbar)} data-hide-on-scroll={hideOnScroll ? '' : undefined}>
      <nav className={classes('navbar-inner', infima?.navbarInner)} aria-label="Main">
        <a className={classes('navbar-brand', infima?.navbarBrand)} href={homeHref}>
          {logo ? (
            <>
              <img className="navbar-logo logo-light" src={logo.src} alt={logo.alt} height={32} />
              <img className="navbar-logo logo-dark" src={logo.srcDark} alt={logo.alt} height={32} loading="lazy" />
            </>
          ) : null}
          {title ? <b className={classes('navbar-title', infima?.navbarTitle)}>{title}</b> : null}
        </a>
        <button
          type="button"
          className={classes('navbar-toggle', infima?.navbarToggle)}
          data-mobile-menu-toggle
          aria-label="Toggle navigation bar"
          aria-expanded="false"
          aria-controls="navbar-menu"
        >
          <MenuIcon size={24} />
        </button>
        <div className="navbar-menu" id="navbar-menu">
          <div className="navbar-menu-header">
            <button
              type="button"
              className="navbar-menu-close"
              data-mobile-menu-close
              aria-label="Close navigation bar"
            >
              <CloseIcon size={20} />
            </button>
          </div>
          <div className={classes('navbar-items', infima?.navbarItems)}>
            {left.map((item) => (
              <NavbarItem key={itemKey(item)} item={item} />
            ))}
          </div>
          <div className={classes('navbar-items navbar-items-right', infima?.navbarItemsRight)}>
            {versions ? <NavbarDropdown menu={versions} /> : null}
            {locales ? <NavbarDropdown menu={locales} icon="globe" /> : null}
            {right.map((item) => (
              <NavbarItem key={itemKey(item)} item={item} />
            ))}
          </div>
          <div className="navbar-secondary">
            <button type="button" className="navbar-back" data-mobile-menu-back>
              ← Back to main menu
            </button>
            <div className="navbar-secondary-menu" data-mobile-secondary-menu />
          </div>
        </div>
        {colorModeSwitch ? (
          <button
            type="button"
            className="color-mode-toggle"
            data-theme-toggle
            aria-label="Switch between dark and light mode"
            title="Switch between dark and light mode"
          >
            <SunIcon className="icon-light-mode" />
            <MoonIcon className="icon-dark-mode" />
          </button>
        ) : null}
        {searchAction ? (
          <SearchForm
            className="navbar-search"
            action={searchAction}
            label="Search the documentation"
            placeholder={searchLabel}
            buttonLabel={searchLabel}
            shortcutHint
          />
        ) : null}
      </nav>
      <div className="navbar-backdrop" data-mobile-menu-backdrop />
    </header>
  )
}
