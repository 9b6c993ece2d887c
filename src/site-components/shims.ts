import { INFIMA_ALERTS } from '../model/infima.js'
import { ADMONITION, TABS } from '../model/markup.js'

/** What the `@docusaurus/*` shims know of the site (`useDocusaurusContext().siteConfig`). */
export interface ShimSiteConfig {
  title: string
  tagline: string
  url: string
  baseUrl: string
  /** JSON values the site's components read. */
  customFields: Readonly<Record<string, unknown>>
  /** `markdown.admonitionClasses`: `@theme/Admonition` colours `warning` as that Docusaurus does. */
  admonitionClasses?: 'docsgen' | 'docusaurus-2' | 'docusaurus-3' | undefined
}

/** The module through which `@theme/Layout` tells the bundle's `render` what page it lays out. */
export const LAYOUT_STORE = '@docsgen/layout'

/**
 * The modules Docusaurus gives its sites' components, as docsgen provides them at build time:
 * React-free data (`useBaseUrl`, `useDocusaurusContext`) and components writing the same markup
 * as our Markdown components (`@theme/Tabs` gives the tab markup of `src/model/markup.ts`, so the
 * client script drives it). Modules that only make sense in a browser render their fallback.
 * Sources are JSX, compiled by esbuild with the site's components; `react` is docsgen's.
 */
export function shimSource(specifier: string, site: ShimSiteConfig): string | undefined {
  const make = SHIMS[specifier]
  return make?.(site)
}

const withBaseUrl = (site: ShimSiteConfig) => `
const BASE = ${JSON.stringify(site.baseUrl)}
const SITE_URL = ${JSON.stringify(site.url)}
export function withBaseUrl(url, options = {}) {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return url
  const path = url.startsWith(BASE) ? url : BASE + url.slice(1)
  return options.absolute ? SITE_URL.replace(/\\/$/, '') + path : path
}`

const SHIMS: Record<string, (site: ShimSiteConfig) => string> = {
  '@docusaurus/useBaseUrl': (site) => `${withBaseUrl(site)}
export default function useBaseUrl(url, options) { return withBaseUrl(url, options) }
export function useBaseUrlUtils() { return { withBaseUrl } }`,
  '@docusaurus/useDocusaurusContext': (site) => `
const context = {
  siteConfig: { themeConfig: {}, ...${JSON.stringify(site)} },
  siteMetadata: { docusaurusVersion: 'docsgen' },
  globalData: {},
  i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'], localeConfigs: {} },
  codeTranslations: {},
}
export default function useDocusaurusContext() { return context }`,
  '@docusaurus/Link': (site) => `${withBaseUrl(site)}
export default function Link({ to, href, children, isNavLink, activeClassName, autoAddBaseUrl, ...rest }) {
  const target = to ?? href
  const external = typeof target === 'string' && /^[a-z][a-z+.-]*:/i.test(target)
  return <a href={external ? target : withBaseUrl(target)} {...rest}>{children}</a>
}`,
  '@docusaurus/BrowserOnly': () => `
export default function BrowserOnly({ fallback }) { return fallback ?? null }`,
  '@docusaurus/Head': () => `export default function Head() { return null }`,
  '@docusaurus/useIsBrowser': () => `export default function useIsBrowser() { return false }`,
  '@docusaurus/ExecutionEnvironment': () => `
const ExecutionEnvironment = { canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false }
export default ExecutionEnvironment`,
  '@docusaurus/Translate': () => `
const fill = (text, values) => String(text ?? '').replace(/{(\\w+)}/g, (all, name) => (values && name in values ? values[name] : all))
export function translate({ message }, values) { return fill(message, values) }
export default function Translate({ children, values }) { return <>{fill(children, values)}</> }`,
  '@docusaurus/Interpolate': () => `
export default function Interpolate({ children }) { return <>{children}</> }`,
  '@docusaurus/router': () => `
export function useLocation() { return { pathname: '/', search: '', hash: '' } }
export function useHistory() { return { push() {}, replace() {}, location: useLocation() } }
export function Redirect() { return null }`,
  '@docusaurus/theme-common': () => `
export function useColorMode() { return { colorMode: 'light', setColorMode() {}, isDarkTheme: false } }
export function useThemeConfig() { return {} }
export function ThemeClassNames() {}`,
  '@theme-original/MDXComponents': () => 'export default {}',
  '@theme/MDXComponents': () => 'export default {}',
  [LAYOUT_STORE]: () => `
let current
export function recordLayout(props) { current = props }
export function takeLayout() { const props = current; current = undefined; return props }`,
  '@theme/Layout': () => layoutSource,
  '@theme-original/Layout': () => layoutSource,
  '@theme/Heading': () => `
export default function Heading({ as: As = 'h2', ...props }) { return <As {...props} /> }`,
  '@theme/Tabs': (site) => tabsSource(site.admonitionClasses !== undefined && site.admonitionClasses !== 'docsgen'),
  '@theme/TabItem': () => `
export default function TabItem({ children }) { return <>{children}</> }`,
  '@theme/CodeBlock': () => `
export default function CodeBlock({ children, className, language, title }) {
  const lang = language ?? (/language-(\\S+)/.exec(className ?? '') ?? [])[1]
  return <pre className={lang ? 'language-' + lang : undefined} title={title}><code>{children}</code></pre>
}`,
  '@theme/Admonition': (site) => `
const ALERTS = ${JSON.stringify({ ...INFIMA_ALERTS, warning: site.admonitionClasses === 'docusaurus-2' ? 'danger' : 'warning' })}
export default function Admonition({ type = 'note', title, children }) {
  const infima = 'theme-admonition theme-admonition-' + type + ' alert alert--' + (ALERTS[type] ?? 'info')
  return (
    <div className={'${ADMONITION.admonition} ${ADMONITION.admonition}-' + type + ' ' + infima} ${ADMONITION.attr.type}={type}>
      <div className="${ADMONITION.heading}">{title ?? type}</div>
      <div className="${ADMONITION.content}">{children}</div>
    </div>
  )
}`,
  '@theme-original/Admonition/Types': () => `
import Admonition from '@theme/Admonition'
const types = {}
for (const type of ${JSON.stringify(DEFAULT_ADMONITION_TYPES)}) types[type] = (props) => <Admonition {...props} type={type} />
export default types`,
  '@theme/Details': () => `
export default function Details({ summary, children, ...rest }) {
  return <details {...rest}>{typeof summary === 'string' ? <summary>{summary}</summary> : summary}{children}</details>
}`,
}

/** The admonition types of Docusaurus's classic theme (`@theme-original/Admonition/Types`). */
const DEFAULT_ADMONITION_TYPES = [
  'note',
  'tip',
  'info',
  'caution',
  'warning',
  'danger',
  'secondary',
  'important',
  'success',
]

/**
 * `@theme/Layout`, as a page renders it around its content: docsgen's theme makes the page around
 * it (navbar, footer, head), so it renders its children, and records its title and description
 * for the page's metadata (see `takeLayout` in the bundle's `render`).
 */
const layoutSource = `
import { recordLayout } from '${LAYOUT_STORE}'
export default function Layout({ children, title, description, wrapperClassName }) {
  recordLayout({ title, description })
  return <div className={wrapperClassName}>{children}</div>
}`

/**
 * `@theme/Tabs` with its `TabItem` children (read from their props, as Docusaurus does), as the
 * markup `remarkTabs` writes (with Infima's classes on a Docusaurus site, `infima`): the selected
 * panel is the `default` item, else `defaultValue`, else the first.
 */
const tabsSource = (infima: boolean) => `
import { Children, isValidElement } from 'react'
let sets = 0
export default function Tabs({ children, values, defaultValue, groupId, className, block }) {
  const items = Children.toArray(children).filter(isValidElement)
  const n = ++sets
  const tabs = items.map((item, i) => {
    const value = String(item.props.value ?? values?.[i]?.value ?? i)
    const label = item.props.label ?? values?.find((v) => v.value === item.props.value)?.label ?? value
    return { value, label, id: 'tabs-c' + n + '-' + value.replace(/[^\\w-]/g, '-'), item }
  })
  const chosen = tabs.find((tab) => tab.item.props.default) ?? tabs.find((tab) => tab.value === defaultValue) ?? tabs[0]
  // On a Docusaurus site, \`className\` and \`block\` go on the list, as Docusaurus puts them.
  const setProps = { className: ['${infima ? TABS.infima.set : TABS.set}', ${infima ? '' : 'className'}].filter(Boolean).join(' '), '${TABS.attr.set}': '' }
  if (groupId) setProps['${TABS.attr.groupId}'] = groupId
  ${infima ? `setProps['${TABS.attr.activeClass}'] = '${TABS.infima.active}'` : ''}
  return (
    <div {...setProps}>
      <div role="tablist" className={${infima ? `['${TABS.list} ${TABS.infima.list}', block ? 'tabs--block' : '', className].filter(Boolean).join(' ')` : `'${TABS.list}'`}}>
        {tabs.map((tab) => (
          <button key={tab.id} type="button" role="tab" id={tab.id + '-tab'}
            className={${infima ? `'${TABS.tab} ${TABS.infima.tab}' + (tab === chosen ? ' ${TABS.infima.active}' : '')` : `'${TABS.tab}'`}}
            aria-selected={tab === chosen ? 'true' : 'false'} aria-controls={tab.id}
            tabIndex={tab === chosen ? 0 : -1} ${TABS.attr.value}={tab.value}>{tab.label}</button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab.id} role="tabpanel" id={tab.id} aria-labelledby={tab.id + '-tab'} tabIndex={0}
          className={tab === chosen ? '${TABS.panel}' : '${TABS.panel} ${TABS.inactive}'}
          ${TABS.attr.value}={tab.value} ${TABS.attr.label}={String(tab.label)}>{tab.item.props.children}</div>
      ))}
    </div>
  )
}`

/** Specifiers provided by `shimSource`. */
export function isShimmed(specifier: string): boolean {
  return Object.hasOwn(SHIMS, specifier)
}
