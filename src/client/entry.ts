import { setupColorMode } from './color-mode.js'
import { preloadIslands, setupIslands } from './island-loader.js'
import { setupPrefetch } from './navigation/prefetch.js'
import { setupNavigation } from './navigation/router.js'
import { runPageSetups } from './page-events.js'
import { setupAnnouncementBar } from './ui/announcement-bar.js'
import { setupCodeCopy } from './ui/code-copy.js'
import { setupDocsVersion } from './ui/docs-version.js'
import { setupMobileMenu } from './ui/mobile-menu.js'
import { setupNavbarHideOnScroll } from './ui/navbar-scroll.js'
import { setupSearchShortcut } from './ui/search-shortcut.js'
import { setupSidebar } from './ui/sidebar.js'
import { setupTabs } from './ui/tabs.js'
import { setupTocHighlight } from './ui/toc-highlight.js'

// The page is complete without this script; it only adds behaviour to marked elements.
// This module is always `<base>assets/main.[hash].js`, so its URL gives the site's base path.
const base = new URL('..', import.meta.url).pathname

function start(setup: () => void): void {
  try {
    setup()
  } catch (error) {
    console.error(error)
  }
}

start(setupColorMode)
start(setupAnnouncementBar)
start(setupSidebar)
start(setupMobileMenu)
start(setupNavbarHideOnScroll)
start(setupTabs)
start(setupCodeCopy)
start(setupDocsVersion)
start(setupTocHighlight)
start(setupSearchShortcut)
start(setupIslands)
start(() => setupPrefetch(base))
start(() => setupNavigation({ base, preload: preloadIslands }))
runPageSetups()
// Styles for behaviours that only work with this script key off this attribute, so a page whose
// script failed to load keeps its no-JavaScript fallbacks (CSS-only mobile menu, and so on).
document.documentElement.setAttribute('data-client-ready', '')
