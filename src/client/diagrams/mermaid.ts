import { attributeSelector, MERMAID } from '../../model/markup.js'
import { importAgainable } from '../import-again.js'

/** What docsgen uses of mermaid's browser module (mermaid 10 and later). */
interface Mermaid {
  initialize(config: Record<string, unknown>): void
  render(id: string, text: string): Promise<{ svg: string; bindFunctions?: (element: Element) => void }>
}

const modules = new Map<string, Promise<Mermaid>>()
const importers = new Map<string, () => Promise<{ default: Mermaid }>>()

/**
 * Mermaid's module, loaded once (a failed load is forgotten, so the next page tries again, with
 * a URL of its own: see `importAgainable`).
 */
function loadMermaid(url: string): Promise<Mermaid> {
  let module = modules.get(url)
  if (!module) {
    let load = importers.get(url)
    if (!load) {
      load = importAgainable(() => import(/* webpackIgnore: true */ url) as Promise<{ default: Mermaid }>)
      importers.set(url, load)
    }
    module = load().then((loaded) => loaded.default)
    module.catch(() => modules.delete(url))
    modules.set(url, module)
  }
  return module
}

const themeNow = (): string => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'default')

let count = 0
let drawing: Promise<void> = Promise.resolve()
/** The theme mermaid was last set up with (it keeps one configuration at a time). */
let configured: string | undefined

/**
 * Draw each diagram of `wrappers` still in the page, each in the colour mode of the moment: the
 * diagram goes into the wrapper's `div.mermaid-diagram` and the wrapper gets `data-drawn` (the
 * CSS then hides the code); a diagram mermaid cannot read keeps its code, with the reason under it.
 */
async function draw(wrappers: HTMLElement[], base: string): Promise<void> {
  const first = wrappers[0]?.getAttribute(MERMAID.attr.wrapper)
  if (!first) return
  let mermaid: Mermaid
  try {
    mermaid = await loadMermaid(new URL(`${base}${first}`, window.location.href).href)
  } catch (error) {
    for (const wrapper of wrappers) showError(wrapper, 'This diagram could not be drawn: mermaid did not load.', error)
    return
  }
  for (const wrapper of wrappers) {
    // Left behind by a navigation: not worth the wait of the page now shown.
    if (!wrapper.isConnected) continue
    const theme = themeNow()
    if (theme !== configured) {
      mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', suppressErrorRendering: true, theme })
      configured = theme
    }
    const source = wrapper.querySelector('pre')?.textContent ?? ''
    count += 1
    const id = `docsgen-mermaid-${count}`
    try {
      const { svg, bindFunctions } = await mermaid.render(id, source)
      let diagram = wrapper.querySelector<HTMLElement>(`.${MERMAID.diagram}`)
      if (!diagram) {
        diagram = document.createElement('div')
        diagram.className = MERMAID.diagram
        wrapper.append(diagram)
      }
      diagram.innerHTML = svg
      bindFunctions?.(diagram)
      wrapper.querySelector(`.${MERMAID.error}`)?.remove()
      wrapper.setAttribute(MERMAID.attr.drawn, '')
    } catch (error) {
      // What mermaid left in the page while it tried (older versions draw a "syntax error" there).
      for (const left of [document.getElementById(`d${id}`), document.getElementById(id)]) left?.remove()
      // The code shows again, not a drawing of an earlier version of it.
      wrapper.querySelector(`.${MERMAID.diagram}`)?.remove()
      wrapper.removeAttribute(MERMAID.attr.drawn)
      showError(wrapper, 'This diagram could not be drawn:', error)
    }
  }
}

/** Say under the code why the diagram is not drawn: `title`, then mermaid's words (a parse error points at its place). */
function showError(wrapper: HTMLElement, title: string, error: unknown): void {
  const box = document.createElement('div')
  box.className = MERMAID.error
  const heading = document.createElement('p')
  heading.textContent = title
  const details = document.createElement('pre')
  details.textContent = error instanceof Error ? error.message : String(error)
  box.append(heading, details)
  wrapper.querySelector(`.${MERMAID.error}`)?.remove()
  wrapper.append(box)
}

/** Diagrams are drawn one batch after another: mermaid keeps one configuration at a time. */
function queue(wrappers: HTMLElement[], base: string): void {
  if (wrappers.length === 0) return
  drawing = drawing.then(() => draw(wrappers, base)).catch((error: unknown) => console.error(error))
}

const selector = attributeSelector(MERMAID.attr.wrapper)
let watching = false

/**
 * Draw the diagrams of the page not drawn yet, with the site's copy of mermaid (this chunk is
 * loaded by pages that have one, see `mermaid-loader.ts`); from the first call on, every diagram
 * of the page is drawn again when the reader switches between light and dark (also one being
 * drawn at that moment, in the colour it started with).
 */
export function drawDiagrams(base: string): void {
  queue([...document.querySelectorAll<HTMLElement>(`${selector}:not([${MERMAID.attr.drawn}])`)], base)
  if (watching) return
  watching = true
  let theme = themeNow()
  new MutationObserver(() => {
    // The colour mode switched for a print and back (see color-mode.ts): nothing to redraw.
    if (themeNow() === theme || document.documentElement.hasAttribute('data-printing')) return
    theme = themeNow()
    queue([...document.querySelectorAll<HTMLElement>(selector)], base)
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
}
