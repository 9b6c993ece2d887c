/** Shown only when a navigation takes longer than this (ms). */
export const PROGRESS_DELAY = 200
/** Where the bar starts (0 to 1). */
export const PROGRESS_MINIMUM = 0.08
/** Duration of each move of the bar (ms). */
export const PROGRESS_SPEED = 200
/** How often the bar creeps forward while waiting (ms). */
export const PROGRESS_TRICKLE = 800

/** nprogress's trickle: big steps at first, ever smaller ones, never reaching the end. */
function trickleStep(value: number): number {
  if (value < 0.2) return 0.1
  if (value < 0.5) return 0.04
  if (value < 0.8) return 0.02
  if (value < 0.99) return 0.005
  return 0
}

let bar: HTMLElement | undefined
let fill: HTMLElement | undefined
let value = 0
let delayTimer: number | undefined
let trickleTimer: number | undefined
let removeTimer: number | undefined
let generation = 0

function set(next: number): void {
  if (!bar || !fill) return
  value = Math.min(1, Math.max(PROGRESS_MINIMUM, next))
  bar.setAttribute('aria-valuenow', String(Math.round(value * 100)))
  fill.style.transform = `translateX(${(value - 1) * 100}%)`
}

function show(): void {
  window.clearTimeout(removeTimer)
  if (!bar) {
    bar = document.createElement('div')
    bar.id = 'docsgen-progress'
    bar.className = 'nav-progress'
    bar.setAttribute('role', 'progressbar')
    bar.setAttribute('aria-label', 'Loading page')
    bar.setAttribute('aria-valuemin', '0')
    bar.setAttribute('aria-valuemax', '100')
    fill = document.createElement('div')
    fill.className = 'nav-progress-fill'
    fill.style.transition = `transform ${PROGRESS_SPEED}ms ease`
    bar.append(fill)
    document.body.append(bar)
  }
  bar.style.opacity = '1'
  set(PROGRESS_MINIMUM)
  trickleTimer = window.setInterval(() => set(value + trickleStep(value)), PROGRESS_TRICKLE)
}

/**
 * Start the navigation progress bar (no spinner). It appears only if `done` has not been called
 * within `PROGRESS_DELAY`. Returns `done`, which completes the bar and fades it out.
 */
export function startProgress(): () => void {
  const mine = ++generation
  window.clearTimeout(delayTimer)
  window.clearInterval(trickleTimer)
  delayTimer = window.setTimeout(show, PROGRESS_DELAY)
  return () => {
    // A navigation that was overtaken by a newer one leaves the bar to the newer one.
    if (mine !== generation) return
    window.clearTimeout(delayTimer)
    window.clearInterval(trickleTimer)
    if (!bar) return
    set(1)
    const shown = bar
    removeTimer = window.setTimeout(() => {
      shown.style.opacity = '0'
      removeTimer = window.setTimeout(() => {
        shown.remove()
        if (bar === shown) bar = fill = undefined
      }, PROGRESS_SPEED)
    }, PROGRESS_SPEED)
  }
}
