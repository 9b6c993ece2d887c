// Debian's Chromium and the flags of every headless Chromium here: the browser tests
// (test/helpers/chromium.ts), the bench's dev-server figures (bench/dev-peers.js) and Lighthouse
// (bench/lighthouse.js, bench/report.js). Plain JavaScript, typed by chromium-flags.d.ts, so that
// the bench scripts import it as it is.

/** Debian's Chromium: nothing here ever downloads a browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium'

/** The command-line flags Chromium is launched with. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
