import { existsSync } from 'node:fs'
import { type Browser, chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium-flags.js'

export { CHROMIUM_PATH }

/** Launch headless Chromium, or fail with how to install it (a missing browser is never a skip). */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Browser tests need Debian's Chromium at ${CHROMIUM_PATH}. Install it with: apt-get update && apt-get install -y chromium`,
    )
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] })
}
