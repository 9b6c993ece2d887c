/** Per-page work: wiring that depends on the current page's markup. */
export type PageSetup = () => void

const setups: PageSetup[] = []

/** Run `setup` for the first page and again after every client-side navigation. */
export function onEveryPage(setup: PageSetup): void {
  setups.push(setup)
}

/** The page setups, in order, for the client entry to run on the first page a task at a time. */
export function pageSetups(): readonly PageSetup[] {
  return setups
}

/** Run every page setup; one failing behaviour must not take the others down. */
export function runPageSetups(): void {
  for (const setup of setups) {
    try {
      setup()
    } catch (error) {
      console.error(error)
    }
  }
}
