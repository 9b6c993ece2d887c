import { onEveryPage } from '../page-events.js'
import { setCurrent } from './current-link.js'

interface Entry {
  heading: HTMLElement
  links: HTMLAnchorElement[]
}

let entries: Entry[] = []
let active: Entry | undefined

function collect(): Entry[] {
  const byId = new Map<string, Entry>()
  for (const link of document.querySelectorAll<HTMLAnchorElement>('.toc a[href^="#"]')) {
    const id = decodeURIComponent(link.hash.slice(1))
    const heading = document.getElementById(id)
    if (!heading) continue
    const entry = byId.get(id) ?? { heading, links: [] }
    entry.links.push(link)
    byId.set(id, entry)
  }
  return [...byId.values()].sort((a, b) =>
    a.heading.compareDocumentPosition(b.heading) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  )
}

/**
 * The section being read: the first heading below the navbar when it sits in the top half of the
 * window, else the one before it; the last heading once the page is scrolled to the end.
 */
function current(): Entry | undefined {
  const navbarBottom = document.querySelector<HTMLElement>('.navbar')?.getBoundingClientRect().bottom ?? 0
  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2
  if (atBottom) return entries[entries.length - 1]
  const index = entries.findIndex((entry) => entry.heading.getBoundingClientRect().top >= Math.max(0, navbarBottom))
  if (index === -1) return entries[entries.length - 1]
  const rect = entries[index]?.heading.getBoundingClientRect()
  if (rect && rect.bottom < window.innerHeight / 2) return entries[index]
  return entries[index - 1] ?? entries[0]
}

function highlight(): void {
  const next = current()
  if (next === active) return
  for (const link of active?.links ?? []) setCurrent(link, undefined)
  for (const link of next?.links ?? []) setCurrent(link, 'location')
  active = next
}

/** Highlight the table-of-contents link of the section being read (`aria-current="location"`). */
export function setupTocHighlight(): void {
  let frame = 0
  const schedule = () => {
    if (!frame)
      frame = window.requestAnimationFrame(() => {
        frame = 0
        highlight()
      })
  }
  window.addEventListener('scroll', schedule, { passive: true })
  window.addEventListener('resize', schedule, { passive: true })
  onEveryPage(() => {
    entries = collect()
    active = undefined
    // In the next frame: measuring headings now would force a layout inside the start-up task.
    schedule()
  })
}
