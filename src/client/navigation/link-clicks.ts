import { isSitePage, pageKey } from './urls.js'

/**
 * The URL a click should open inside the page, or undefined to let the browser handle it:
 * modifier keys (Ctrl, Cmd, Shift, Alt), other buttons, `target`, `download`, other origins,
 * files, and links that only move to an anchor of the page on screen.
 */
export function shouldFollowLink(event: MouseEvent, base: string): URL | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return undefined
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement)) return undefined
  const target = link.getAttribute('target')
  if ((target && target !== '_self') || link.hasAttribute('download')) return undefined
  if (link.relList.contains('external')) return undefined
  const url = new URL(link.href)
  if (!isSitePage(url, base)) return undefined
  if (url.hash && pageKey(url) === pageKey(window.location)) return undefined
  return url
}
