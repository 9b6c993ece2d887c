/** Every key docsgen stores in the browser starts with this prefix. */
export const STORAGE_PREFIX = 'docsgen.'

/** Read a stored value; storage that throws (private mode, disabled) reads as nothing. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(STORAGE_PREFIX + key)
  } catch {
    return null
  }
}

/** Store a value; failures (quota, private mode) are ignored so the page keeps working. */
export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(STORAGE_PREFIX + key, value)
  } catch {
    // Storage is a nicety: the page works without it.
  }
}

/** Forget a stored value; failures are ignored like in `writeStorage`. */
export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(STORAGE_PREFIX + key)
  } catch {
    // Nothing to forget when storage is unavailable.
  }
}
