import { attributeSelector, CODE_BLOCK } from '../../model/markup.js'

/** How long the button says "Copied" (ms). */
const COPIED_FOR = 2000

/** The code of a block as the reader sees it: the live editor's text, or the highlighted code. */
function codeOf(block: Element): string {
  const editor = block.querySelector('textarea')
  if (editor) return editor.value
  return block.querySelector('pre code, pre')?.textContent ?? ''
}

/** Copy with the async Clipboard API, or with a hidden textarea where it is missing or refused. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    return
  } catch {
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.position = 'fixed'
    area.style.opacity = '0'
    document.body.append(area)
    area.select()
    const copied = document.execCommand('copy')
    area.remove()
    if (!copied) throw new Error('Copying is not allowed here')
  }
}

const labels = new WeakMap<HTMLElement, string | null>()
const timers = new WeakMap<HTMLElement, number>()

function say(button: HTMLElement, message: string): void {
  if (!labels.has(button)) labels.set(button, button.getAttribute('aria-label'))
  button.setAttribute('aria-label', message)
  button.dataset.copied = message
  window.clearTimeout(timers.get(button))
  timers.set(
    button,
    window.setTimeout(() => {
      const label = labels.get(button)
      if (label) button.setAttribute('aria-label', label)
      else button.removeAttribute('aria-label')
      delete button.dataset.copied
    }, COPIED_FOR),
  )
}

const COPY = attributeSelector(CODE_BLOCK.attr.copy)

/** Copy buttons (`button.code-copy[data-copy]` in `.code-block`): copy the code and say so. */
export function setupCodeCopy(): void {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(COPY) : null
    const block = button?.closest(`.${CODE_BLOCK.block}`)
    if (!button || !block) return
    copyText(codeOf(block)).then(
      () => say(button, 'Copied'),
      () => say(button, 'Copy failed'),
    )
  })
}
