import { readStorage, writeStorage } from '../storage.js'

/**
 * The announcement bar's close button. Dismissal is stored (`docsgen.announcement.dismiss`) with
 * the bar's id (`docsgen.announcement.id`); a bar with another id shows again. The inline head
 * script hides a dismissed bar before first paint (`data-announcement-dismissed` on `<html>`).
 */
export function setupAnnouncementBar(): void {
  const bar = document.querySelector<HTMLElement>('[data-announcement-bar]')
  if (!bar) return
  const id = bar.dataset.announcementBar ?? ''
  const hide = () => {
    document.documentElement.setAttribute('data-announcement-dismissed', '')
    bar.hidden = true
  }
  if (readStorage('announcement.id') !== id) {
    writeStorage('announcement.id', id)
    writeStorage('announcement.dismiss', 'false')
    document.documentElement.removeAttribute('data-announcement-dismissed')
  } else if (readStorage('announcement.dismiss') === 'true') {
    hide()
  }
  bar.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-announcement-close]')) return
    writeStorage('announcement.dismiss', 'true')
    hide()
  })
}
