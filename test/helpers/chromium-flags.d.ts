/** Debian's Chromium: nothing here ever downloads a browser. */
export declare const CHROMIUM_PATH: string

/** The command-line flags Chromium is launched with. */
export declare const CHROMIUM_FLAGS: readonly string[]
