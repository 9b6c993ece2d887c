import type { DocPageProps, HeadProps, NavbarProps, SidebarItem, SiteChromeProps } from '../../../theme/types.js'

/** Head props of a doc page, as the render stage would build them. */
export function headProps(overrides: Partial<HeadProps> = {}): HeadProps {
  return {
    title: 'Database | Strapi Documentation',
    description: 'Configure the database connection.',
    siteName: 'Strapi Documentation',
    canonicalUrl: 'https://docs.example.com/dev-docs/configurations/database',
    ogType: 'article',
    noIndex: false,
    faviconHref: '/img/favicon.png',
    stylesheets: ['/assets/styles.0123abcd.css'],
    scripts: [
      { src: '/assets/main.89ab4567.js', defer: true },
      { src: '/js/particles.js', async: true },
    ],
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: false, storageKey: 'docsgen.theme' },
    ...overrides,
  }
}

/** Navbar with the Strapi items; "Developer Docs" active. */
export function navbarProps(overrides: Partial<NavbarProps> = {}): NavbarProps {
  return {
    homeHref: '/',
    logo: { alt: 'Strapi Documentation Logo', src: '/img/logo.svg', srcDark: '/img/logo-dark.svg' },
    items: [
      { label: 'Developer Docs', href: '/', position: 'left', active: true, external: false },
      { label: 'User Guide', href: '/user-docs/intro', position: 'left', active: false, external: false },
      {
        label: 'GitHub',
        href: 'https://github.com/example/documentation',
        position: 'right',
        active: false,
        external: true,
        ariaLabel: 'GitHub repository',
        icon: 'github',
      },
    ],
    versions: { name: 'Docs version', label: 'Next', items: [{ label: 'Next', href: '/dev-docs/x', active: true }] },
    locales: {
      name: 'Language',
      label: 'English',
      items: [{ label: 'English', href: '/dev-docs/x', active: true, lang: 'en' }],
    },
    searchAction: '/search',
    colorModeSwitch: true,
    ...overrides,
  }
}

export function chromeProps(overrides: Partial<SiteChromeProps> = {}): SiteChromeProps {
  return {
    lang: 'en',
    dir: 'ltr',
    navbar: navbarProps(),
    footer: {
      style: 'dark',
      groups: [
        {
          title: 'Docs',
          items: [
            { label: 'User Guide', href: '/user-docs/intro', external: false },
            { label: 'Dev Docs', href: '/', external: false },
          ],
        },
        { title: 'Community', items: [{ label: 'Discord', href: 'https://discord.example.com', external: true }] },
      ],
      copyright: 'Copyright © 2023 Example',
    },
    ...overrides,
  }
}

/** A sidebar: open top category, a linked collapsed category holding the current page, and a closed one. */
export function sidebarItems(): SidebarItem[] {
  return [
    {
      type: 'category',
      label: '🚀 Getting Started',
      collapsible: true,
      collapsed: false,
      items: [
        { type: 'link', label: 'Welcome', href: '/' },
        { type: 'link', label: 'Quick Start Guide', href: '/dev-docs/quick-start' },
      ],
    },
    {
      type: 'category',
      label: 'Configuration',
      href: '/dev-docs/configurations',
      collapsible: true,
      collapsed: true,
      items: [
        {
          type: 'category',
          label: 'Required configurations',
          collapsible: true,
          collapsed: true,
          items: [
            { type: 'link', label: 'Database', href: '/dev-docs/configurations/database' },
            { type: 'link', label: 'Server', href: '/dev-docs/configurations/server' },
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Deployment',
      collapsible: true,
      collapsed: true,
      items: [{ type: 'link', label: 'Heroku', href: '/dev-docs/deployment/heroku' }],
    },
    { type: 'link', label: 'Strapi Cloud', href: 'https://cloud.example.com', external: true },
  ]
}

/** A complete doc page. */
export function docPageProps(overrides: Partial<DocPageProps> = {}): DocPageProps {
  return {
    kind: 'doc',
    head: headProps(),
    chrome: chromeProps(),
    title: 'Database',
    showTitle: true,
    html: '<p>Intro.</p><h2 id="structure">Structure<a class="hash-link" href="#structure" aria-label="Direct link to Structure">#</a></h2>',
    sidebar: { items: sidebarItems(), activeHref: '/dev-docs/configurations/database' },
    breadcrumbs: {
      homeHref: '/',
      items: [{ label: 'Configuration', href: '/dev-docs/configurations' }, { label: 'Database' }],
    },
    versionLabel: 'Next',
    toc: [
      { id: 'structure', text: 'Structure', depth: 2 },
      { id: 'params', text: 'Parameters', depth: 3 },
      { id: 'examples', text: 'Examples', depth: 2 },
    ],
    pager: {
      prev: { label: 'Configuration', href: '/dev-docs/configurations' },
      next: { label: 'Server', href: '/dev-docs/configurations/server' },
    },
    editUrl: 'https://github.com/example/documentation/edit/main/content/dev-docs/configurations/database.md',
    ...overrides,
  }
}
