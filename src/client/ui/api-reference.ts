import { API_REFERENCE, type ApiServerChoice } from '../../model/api-reference.js'
import { attributeSelector } from '../../model/markup.js'
import { onEveryPage } from '../page-events.js'
import { readStorage, writeStorage } from '../storage.js'

/** The reader's server choice: which server, and a value per variable. */
interface Choice {
  server: number
  values: Record<string, string>
}

const BASE = attributeSelector(API_REFERENCE.attr.base)

/** The URL of `server` with the chosen (else default) value of each variable. */
function urlOf(server: ApiServerChoice, values: Record<string, string>): string {
  const byName = new Map(server.variables.map((v) => [v.name, v]))
  return server.url.replace(/\{([^{}]+)\}/g, (whole, name: string) => {
    const variable = byName.get(name)
    if (!variable) return whole
    const value = values[name]
    return value !== undefined && (variable.enum.length === 0 || variable.enum.includes(value))
      ? value
      : variable.default
  })
}

function readChoice(key: string, servers: readonly ApiServerChoice[]): Choice {
  try {
    const stored = JSON.parse(readStorage(key) ?? 'null') as Partial<Choice> | null
    const server = typeof stored?.server === 'number' && servers[stored.server] ? stored.server : 0
    const values = stored?.values && typeof stored.values === 'object' ? stored.values : {}
    return { server, values }
  } catch {
    return { server: 0, values: {} }
  }
}

function option(value: string, label: string, selected: boolean): HTMLOptionElement {
  const element = document.createElement('option')
  element.value = value
  element.textContent = label
  element.selected = selected
  return element
}

/**
 * The server picker: a select per server variable (and one for the server when there are
 * several); the chosen URL replaces the default one everywhere the page shows it (base URL,
 * samples) and is remembered per reference page.
 */
function setupServerPicker(picker: HTMLElement): void {
  let servers: ApiServerChoice[]
  try {
    servers = JSON.parse(picker.getAttribute(API_REFERENCE.attr.servers) ?? '[]') as ApiServerChoice[]
  } catch {
    return
  }
  if (servers.length === 0) return
  const key = API_REFERENCE.storageKey(window.location.pathname)
  const choice = readChoice(key, servers)
  const apply = () => {
    const server = servers[choice.server] ?? servers[0]
    if (!server) return
    const url = urlOf(server, choice.values)
    for (const element of document.querySelectorAll(BASE)) if (element.textContent !== url) element.textContent = url
  }
  const render = () => {
    const server = servers[choice.server] ?? servers[0]
    const controls: HTMLElement[] = []
    if (servers.length > 1) {
      const select = document.createElement('select')
      select.setAttribute(API_REFERENCE.attr.server, '')
      servers.forEach((s, i) => {
        select.append(option(String(i), s.url, i === choice.server))
      })
      select.addEventListener('change', () => {
        choice.server = Number(select.value)
        choice.values = {}
        writeStorage(key, JSON.stringify(choice))
        render()
      })
      controls.push(labelled('Server', select))
    }
    for (const variable of server?.variables ?? []) {
      if (variable.enum.length === 0) continue
      const select = document.createElement('select')
      select.setAttribute(API_REFERENCE.attr.variable, variable.name)
      const current = choice.values[variable.name] ?? variable.default
      for (const value of variable.enum) select.append(option(value, value, value === current))
      select.addEventListener('change', () => {
        choice.values[variable.name] = select.value
        writeStorage(key, JSON.stringify(choice))
        apply()
      })
      controls.push(labelled(variable.name, select))
    }
    picker.replaceChildren(...controls)
    picker.hidden = controls.length === 0
    apply()
  }
  render()
}

function labelled(text: string, select: HTMLSelectElement): HTMLLabelElement {
  const label = document.createElement('label')
  label.append(`${text} `, select)
  return label
}

interface Target {
  element: HTMLElement
  link: HTMLAnchorElement
}

/**
 * The navigation follows the reading position: the entry of the operation (tag, schema) at the
 * top of the window is marked, scrolled into view inside the navigation, and put in the URL's
 * fragment without adding a history entry.
 */
function setupReadingPosition(nav: HTMLElement): () => void {
  const targets: Target[] = []
  for (const link of nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')) {
    const element = document.getElementById(decodeURIComponent(link.hash.slice(1)))
    if (element) targets.push({ element, link })
  }
  targets.sort((a, b) => (a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
  let active: Target | undefined
  let scrolled = false
  const current = (): Target | undefined => {
    // The reading line: a little below the navbar (or the window's top while it is hidden).
    const navbar = Math.max(0, document.querySelector<HTMLElement>('.navbar')?.getBoundingClientRect().bottom ?? 0)
    const top = navbar + Math.min(200, window.innerHeight * 0.3)
    let found: Target | undefined
    for (const target of targets) {
      if (target.element.getBoundingClientRect().top <= top) found = target
      else break
    }
    return found
  }
  const mark = () => {
    const next = current()
    if (next === active) return
    active?.link.classList.remove(API_REFERENCE.navActive)
    active?.link.removeAttribute('aria-current')
    active = next
    if (!next) return
    next.link.classList.add(API_REFERENCE.navActive)
    next.link.setAttribute('aria-current', 'location')
    revealInside(nav.parentElement, next.link)
    // Only once the reader scrolls: opening /openapi/#x keeps its fragment as it is.
    if (scrolled && window.location.hash !== next.link.hash) {
      window.history.replaceState(window.history.state, '', next.link.hash)
    }
  }
  let frame = 0
  const onScroll = () => {
    scrolled = true
    if (!frame)
      frame = window.requestAnimationFrame(() => {
        frame = 0
        mark()
      })
  }
  window.addEventListener('scroll', onScroll, { passive: true })
  mark()
  return () => window.removeEventListener('scroll', onScroll)
}

/** Scroll `container` (not the page) so that `element` is in view. */
function revealInside(container: HTMLElement | null, element: HTMLElement): void {
  if (!container || container.scrollHeight <= container.clientHeight) return
  const box = container.getBoundingClientRect()
  const rect = element.getBoundingClientRect()
  if (rect.top < box.top) container.scrollTop -= box.top - rect.top + 8
  else if (rect.bottom > box.bottom) container.scrollTop += rect.bottom - box.bottom + 8
}

/** On narrow screens, "Contents" opens and closes the navigation; choosing an entry closes it. */
function setupNavigationMenu(layout: HTMLElement): (() => void) | undefined {
  const button = layout.querySelector<HTMLButtonElement>('.api-nav-toggle')
  const panel = document.getElementById(button?.getAttribute('aria-controls') ?? '')
  if (!button || !panel) return undefined
  const toggle = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open))
    panel.toggleAttribute('data-open', open)
  }
  const isOpen = () => button.getAttribute('aria-expanded') === 'true'
  button.addEventListener('click', () => toggle(!isOpen()))
  panel.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a') && button.offsetParent !== null) toggle(false)
  })
  // Escape on the button or in the menu closes it; so does a click anywhere else (it lies over the page).
  layout.addEventListener('keydown', (event) => {
    const target = event.target instanceof Node ? event.target : null
    if (event.key !== 'Escape' || !isOpen() || !(button.contains(target) || panel.contains(target))) return
    toggle(false)
    button.focus()
  })
  // Focus leaving both (Tab past the last operation) closes it: it would cover what gets focus.
  layout.addEventListener('focusout', (event) => {
    const to = event.relatedTarget
    if (isOpen() && to instanceof Node && !button.contains(to) && !panel.contains(to)) toggle(false)
  })
  const outside = (event: MouseEvent) => {
    const target = event.target instanceof Node ? event.target : null
    if (isOpen() && button.offsetParent !== null && !button.contains(target) && !panel.contains(target)) toggle(false)
  }
  document.addEventListener('click', outside)
  return () => document.removeEventListener('click', outside)
}

let stop: (() => void) | undefined

/** The API reference page's behaviours (nothing on other pages). */
export function setupApiReference(): void {
  onEveryPage(() => {
    stop?.()
    stop = undefined
    const layout = document.querySelector<HTMLElement>('.api-layout')
    if (!layout) return
    const picker = layout.querySelector<HTMLElement>(`.${API_REFERENCE.picker}`)
    if (picker) setupServerPicker(picker)
    const menu = setupNavigationMenu(layout)
    const nav = layout.querySelector<HTMLElement>('nav.api-sidebar')
    const reading = nav ? setupReadingPosition(nav) : undefined
    stop = () => {
      menu?.()
      reading?.()
    }
  })
}
