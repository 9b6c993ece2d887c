import { setupColorMode } from './color-mode.js'
import { preloadIslands, setupIslands } from './island-loader.js'
import { setupMermaid } from './mermaid-loader.js'
import { setupPrefetch } from './navigation/prefetch.js'
import { setupNavigation } from './navigation/router.js'
import { pageSetups } from './page-events.js'
import { setupSearch } from './search-loader.js'
import { setupAnnouncementBar } from './ui/announcement-bar.js'
import { setupApiReference } from './ui/api-reference.js'
import { setupBackToTop } from './ui/back-to-top.js'
import { setupCodeCopy } from './ui/code-copy.js'
import { setupCopyPage } from './ui/copy-page.js'
import { setupDocsVersion } from './ui/docs-version.js'
import { setupMobileMenu } from './ui/mobile-menu.js'
import { setupNavbarMenus } from './ui/navbar-menus.js'
import { setupNavbarHideOnScroll } from './ui/navbar-scroll.js'
import { setupSearchShortcut } from './ui/search-shortcut.js'
import { setupSidebar } from './ui/sidebar.js'
import { setupTabs } from './ui/tabs.js'
import { setupTocHighlight } from './ui/toc-highlight.js'
import { setupTryIt } from './ui/try-it.js'

// The page is complete without this script; it only adds behaviour to marked elements.
// This module is always `<base>assets/main.[hash].js`, so its URL gives the site's base path.
const base = new URL('..', import.meta.url).pathname

/**
 * Start-up is cut into short tasks: after each setup, once the current task has run longer than
 * this, the rest waits for the next task. A phone four times slower than this machine then never
 * sees one long task (over 50 ms) that would delay a tap: total blocking time stays near zero.
 */
const SLICE_MS = 4

function start(setup: () => void): void {
  try {
    setup()
  } catch (error) {
    console.error(error)
  }
}

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

let sliceStart = performance.now()

async function run(setup: () => void): Promise<void> {
  if (performance.now() - sliceStart > SLICE_MS) {
    await nextTask()
    sliceStart = performance.now()
  }
  start(setup)
}

async function startAll(): Promise<void> {
  for (const setup of [
    setupColorMode,
    setupMobileMenu,
    setupSidebar,
    setupAnnouncementBar,
    setupNavbarHideOnScroll,
    setupNavbarMenus,
    setupTabs,
    setupCodeCopy,
    setupCopyPage,
    setupDocsVersion,
    setupTocHighlight,
    setupBackToTop,
    setupTryIt,
    setupApiReference,
    () => setupMermaid(base),
    () => setupSearchShortcut(setupSearch(base)),
    setupIslands,
    () => setupPrefetch(base),
  ]) {
    await run(setup)
  }
  // The first page's setups, registered (`onEveryPage`) by the setups above.
  for (const setup of pageSetups()) await run(setup)
  // Last: from here on, client-side navigation runs the page setups after each page it swaps in.
  await run(() => setupNavigation({ base, preload: preloadIslands }))
  // Styles for behaviours that only work with this script key off this attribute, so a page whose
  // script failed to load keeps its no-JavaScript fallbacks (CSS-only mobile menu, and so on).
  document.documentElement.setAttribute('data-client-ready', '')
}

void startAll()
