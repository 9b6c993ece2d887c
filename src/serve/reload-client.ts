import { escapeHtml } from '../html/index.js'
/**
 * The live-reload client of `docsgen serve`, as plain JavaScript served at
 * `/__docsgen/client.js`. Only the dev server injects it (`injectReloadClient`); `docsgen build`
 * never imports this module, so built sites carry no trace of it.
 *
 * It connects to `/__docsgen/events` with the page's revision and reacts to messages:
 * - `hello { stale }`: the page was served before a rebuild that changed it (loaded mid-rebuild):
 *   reload;
 * - `reload { paths }`: when this page's key is listed (or `paths` is `'*'`), show it again. A
 *   listed page is handed to the site's own client first (a `docsgen:pages-changed` event, which
 *   also drops changed pages from its prefetch cache): it fetches the page and swaps it in place,
 *   without a reload. Otherwise (`'*'`, no site client, the error page) the window reloads, keeping
 *   the scroll position (sessionStorage). The page key follows client-side navigations;
 * - `css { changes: [{ from, to }] }`: swap the matching `<link rel=stylesheet>`, no reload;
 * - `error { diagnostics }`: show an overlay listing them (text only); `ok`: remove it.
 * Reconnects (with the latest revision) when the server goes away and comes back.
 */

/** Where the dev server serves its own files; never a page of the site. */
export const DEV_PREFIX = '/__docsgen/'
/** The Server-Sent Events stream. */
export const EVENTS_PATH = `${DEV_PREFIX}events`
/** The client script. */
export const CLIENT_PATH = `${DEV_PREFIX}client.js`

/** What the injected tag tells the client about the page it is in. */
export interface ClientPageInfo {
  /** Build revision the page was served from (0: no good build yet). */
  revision: number
  /** The page's key (`/guide/start`, `/404.html`), or `*` for the error page. */
  page: string
  /** Identifies this server process: a page from an earlier run is stale. */
  boot: string
  /** The site's base URL (`/`, `/docs/`), to tell page keys from the address bar's path. */
  base: string
}

/** Add the client `<script>` before `</body>` of a served page. */
export function injectReloadClient(html: string, info: ClientPageInfo): string {
  const tag =
    `<script src="${CLIENT_PATH}" data-docsgen-rev="${info.revision}"` +
    ` data-docsgen-page="${escapeHtml(info.page)}" data-docsgen-boot="${escapeHtml(info.boot)}"` +
    ` data-docsgen-base="${escapeHtml(info.base)}"></script>`
  const end = html.lastIndexOf('</body>')
  return end === -1 ? html + tag : html.slice(0, end) + tag + html.slice(end)
}

/** The client script (ES2017, no dependencies). */
export const RELOAD_CLIENT_JS = `(function () {
  'use strict'
  var script = document.currentScript
  if (!script || !window.EventSource) return
  var rev = Number(script.getAttribute('data-docsgen-rev')) || 0
  var page = script.getAttribute('data-docsgen-page') || '*'
  var boot = script.getAttribute('data-docsgen-boot') || ''
  var base = script.getAttribute('data-docsgen-base') || '/'
  var firstPath = location.pathname
  var SCROLL_KEY = 'docsgen:reload-scroll'
  var OVERLAY_ID = '__docsgen-overlay'
  var source = null
  var retry = 500

  try {
    var saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) || 'null')
    sessionStorage.removeItem(SCROLL_KEY)
    if (saved && saved.href === location.href) {
      var restore = function () { window.scrollTo(saved.x, saved.y) }
      restore()
      window.addEventListener('load', restore)
    }
  } catch (e) {}

  function reload() {
    try {
      sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ href: location.href, x: window.scrollX, y: window.scrollY }))
    } catch (e) {}
    location.reload()
  }

  // The key of the page on screen: the one served, until the site's client navigates to another.
  function currentPage() {
    var path = location.pathname
    if (path === firstPath || page === '*' || path.indexOf(base) !== 0) return page
    var rest = path.slice(base.length).replace(/(^|\\/)index(\\.html)?$/, '').replace(/\\.html$/, '').replace(/\\/$/, '')
    return '/' + rest
  }

  function showChanged(paths) {
    var current = paths === '*' || page === '*' || paths.indexOf(currentPage()) !== -1
    if (paths !== '*' && page !== '*') {
      var event = new CustomEvent('docsgen:pages-changed', {
        cancelable: true,
        detail: { current: current, pathnames: paths.map(function (key) { return base + key.slice(1) }) },
      })
      if (!document.dispatchEvent(event)) return false
    }
    if (current) reload()
    return current
  }

  function samePath(href, path) {
    try { return new URL(href, location.href).pathname === new URL(path, location.href).pathname } catch (e) { return false }
  }

  function swapCss(changes) {
    var links = Array.prototype.slice.call(document.querySelectorAll('link[rel="stylesheet"]'))
    var swapped = 0
    changes.forEach(function (change) {
      links.forEach(function (link) {
        if (!samePath(link.getAttribute('href') || '', change.from)) return
        var next = link.cloneNode()
        next.href = change.to
        next.addEventListener('load', function () { link.remove() })
        next.addEventListener('error', function () { link.remove() })
        link.after(next)
        swapped++
      })
    })
    return swapped
  }

  function text(tag, value, style) {
    var el = document.createElement(tag)
    el.textContent = value
    if (style) el.setAttribute('style', style)
    return el
  }

  function showErrors(diagnostics) {
    hideErrors()
    var box = document.createElement('div')
    box.id = OVERLAY_ID
    box.setAttribute('role', 'alert')
    box.setAttribute('style', 'position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2rem;' +
      'background:rgba(20,20,24,.92);color:#f4f4f5;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace')
    box.appendChild(text('h2', 'Build failed: the last good build is shown underneath', 'margin:0 0 1rem;color:#fca5a5;font-size:18px'))
    var list = document.createElement('ol')
    list.setAttribute('style', 'margin:0;padding-left:1.5rem')
    diagnostics.forEach(function (d) {
      var item = document.createElement('li')
      item.setAttribute('style', 'margin-bottom:1rem')
      var where = d.file ? d.file + (d.line ? ':' + d.line + (d.column ? ':' + d.column : '') : '') : ''
      item.appendChild(text('div', (where ? where + '  ' : '') + d.severity + '  ' + d.message + (d.code ? '  ' + d.code : ''), 'white-space:pre-wrap'))
      if (d.hint) item.appendChild(text('div', 'hint: ' + d.hint, 'color:#a1a1aa;white-space:pre-wrap'))
      list.appendChild(item)
    })
    box.appendChild(list)
    var close = text('button', 'Dismiss', 'margin-top:1rem;font:inherit;padding:.25rem .75rem;cursor:pointer')
    close.type = 'button'
    close.addEventListener('click', hideErrors)
    box.appendChild(close)
    document.body.appendChild(box)
  }

  function hideErrors() {
    var old = document.getElementById(OVERLAY_ID)
    if (old) old.remove()
  }

  function onMessage(event) {
    var msg
    try { msg = JSON.parse(event.data) } catch (e) { return }
    retry = 500
    if (msg.type === 'hello') {
      if (msg.stale) reload()
    } else if (msg.type === 'reload') {
      if (showChanged(msg.paths)) return
      rev = msg.revision
    } else if (msg.type === 'css') {
      if (swapCss(msg.changes) === 0 && page !== '*') return reload()
      rev = msg.revision
    } else if (msg.type === 'error') {
      showErrors(msg.diagnostics)
    } else if (msg.type === 'ok') {
      hideErrors()
    }
  }

  function connect() {
    source = new EventSource('${EVENTS_PATH}?rev=' + rev + '&page=' + encodeURIComponent(page) + '&boot=' + encodeURIComponent(boot))
    source.onmessage = onMessage
    source.onerror = function () {
      source.close()
      setTimeout(connect, retry)
      retry = Math.min(retry * 2, 5000)
    }
  }
  connect()
  window.addEventListener('pagehide', function () { if (source) source.close() })
  window.addEventListener('pageshow', function (event) { if (event.persisted) connect() })
})()
`
