import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'

/** A site's files (path -> text) written into a new temporary folder; its path. */
export function writeSiteFiles(files: Readonly<Record<string, string>>, prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    writeFileSync(path.join(dir, rel), text)
  }
  return dir
}

/** The search dialog. */
export const searchModal = (page: Page) => page.locator('dialog[data-search-modal]')

/**
 * Open the search dialog (Ctrl+K), type `query`, and the hrefs of its results once they are this
 * query's; the dialog is closed again.
 */
export async function searchHrefs(page: Page, query: string): Promise<string[]> {
  const modal = searchModal(page)
  await page.keyboard.press('Control+k')
  await modal.getByRole('combobox').fill(query)
  await page.waitForFunction(
    (q) =>
      document.querySelector('dialog[data-search-modal] [role="listbox"]')?.getAttribute('aria-label') ===
      `Results for ${q}`,
    query,
  )
  const hrefs = await modal
    .getByRole('option')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  // A search field's first Escape may clear it; the next closes the dialog.
  for (let i = 0; i < 3 && (await modal.evaluate((el) => (el as HTMLDialogElement).open)); i++)
    await page.keyboard.press('Escape')
  return hrefs
}
