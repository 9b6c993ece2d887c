/** Run `update` once per frame in which the page scrolled (the scroll events of a frame coalesced). */
export function onScrollFrame(update: () => void): void {
  let frame = 0
  window.addEventListener(
    'scroll',
    () => {
      if (frame) return
      frame = window.requestAnimationFrame(() => {
        frame = 0
        update()
      })
    },
    { passive: true },
  )
}
