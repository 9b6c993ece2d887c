import { escapeHtml } from '../html/index.js'
/** True for `https://…`, `mailto:…`, `//host/…`: anything that leaves the site. */
export function isExternalUrl(href: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(href)
}

/**
 * Prefix a site path with the base URL. Root-relative (`/dev-docs/cli`) and site-relative
 * (`assets/x.css`, `img/logo.svg`) paths both resolve against `baseUrl`; external URLs and
 * fragments pass through.
 */
export function withBase(baseUrl: string, href: string): string {
  if (isExternalUrl(href) || href.startsWith('#')) return href
  const path = href.startsWith('/') ? href.slice(1) : href
  return baseUrl + path
}

/** Absolute URL of a site path: `https://docs.strapi.io` + `/` + `dev-docs/cli`. */
export function absoluteUrl(siteUrl: string, baseUrl: string, href: string): string {
  return siteUrl.replace(/\/+$/, '') + withBase(baseUrl, href)
}

/** Escape text for a double-quoted HTML attribute or XML text. */
export const escapeAttribute = escapeHtml
