import { copyText } from './code-copy.js'

/** How long the control says "Copied" (ms). */
const COPIED_FOR = 2000

const CONTROL = 'a[data-copy-page]'
const LABEL = '.copy-page-label'

/**
 * "Copy page" (`a[data-copy-page]`, a link to the page's Markdown form beside the edit link): a
 * plain click copies that Markdown and says so in the label (a live region); a modified click
 * (new tab, download) still opens it, as does any click without this script.
 */
export function setupCopyPage(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(CONTROL) : null
    if (!link) return
    event.preventDefault()
    copyMarkdown(link.href).then(
      () => say(link, 'Copied'),
      () => say(link, 'Copy failed'),
    )
  })
}

/**
 * Copy the Markdown at `url`. The clipboard is asked for at once, with the text still on its way
 * (a `ClipboardItem` of a promise), so browsers that allow copying only during the click
 * (Safari) allow it; where that is missing or refused, the text is copied once it arrived.
 */
async function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url, { cache: 'no-cache' }).then((response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`)
    return response.text()
  })
  if (typeof ClipboardItem === 'function' && navigator.clipboard?.write) {
    try {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }))
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })])
      return
    } catch {
      // Copied below, once the text is here.
    }
  }
  await copyText(await text)
}

const timers = new WeakMap<HTMLElement, number>()

function say(link: HTMLElement, message: string): void {
  const label = link.querySelector<HTMLElement>(LABEL)
  if (!label) return
  label.dataset.label ??= label.textContent ?? ''
  label.textContent = message
  link.dataset.copied = message
  window.clearTimeout(timers.get(link))
  timers.set(
    link,
    window.setTimeout(() => {
      label.textContent = label.dataset.label ?? ''
      delete link.dataset.copied
    }, COPIED_FOR),
  )
}
