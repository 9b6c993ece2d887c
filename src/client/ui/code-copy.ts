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

/** What a button said before `say` (its label and text), while it says something else. */
const before = new WeakMap<HTMLElement, { label: string | null; text: string }>()
const timers = new WeakMap<HTMLElement, number>()

/** The button says `message` (in place of its text, and as its label) for a moment. */
function say(button: HTMLElement, message: string): void {
  if (!before.has(button))
    before.set(button, { label: button.getAttribute('aria-label'), text: button.textContent ?? '' })
  button.setAttribute('aria-label', message)
  button.textContent = message
  button.dataset.copied = message
  window.clearTimeout(timers.get(button))
  timers.set(
    button,
    window.setTimeout(() => {
      const was = before.get(button)
      before.delete(button)
      if (was?.label) button.setAttribute('aria-label', was.label)
      else button.removeAttribute('aria-label')
      button.textContent = was?.text ?? ''
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
