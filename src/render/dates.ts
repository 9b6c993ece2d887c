import type { ResolvedConfig } from '../config/index.js'

/**
 * A date as pages show it, in the site's language, for the day in UTC (dates of file names have
 * no time zone): "May 1, 2024" (`long`, the blog's), "May 1, 2024" or "Nov 26, 2026" (`short`,
 * the "Last updated" line's, as Docusaurus writes them).
 */
export function dateLabel(iso: string, config: ResolvedConfig, month: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(config.locale ?? config.i18n.defaultLocale, {
    day: 'numeric',
    month,
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso))
}
