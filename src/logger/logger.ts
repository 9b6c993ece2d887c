/** Output for people, with levels; stages log through `ctx.logger`, never `console`. */
export interface Logger {
  info(message: string): void
  warn(message: string): void
  /** Only with `--debug`. */
  debug(namespace: string, message: string): void
}

/** A logger that writes to stderr/stdout; `debug` lines only when asked. */
export function createConsoleLogger(options: { debug?: boolean; quiet?: boolean } = {}): Logger {
  return {
    info: (message) => {
      if (!options.quiet) process.stdout.write(`${message}\n`)
    },
    warn: (message) => process.stderr.write(`${message}\n`),
    debug: (namespace, message) => {
      if (options.debug) process.stderr.write(`docsgen:${namespace} ${message}\n`)
    },
  }
}

/** A logger that keeps lines in memory (tests). */
export function createMemoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = []
  return {
    lines,
    info: (m) => lines.push(m),
    warn: (m) => lines.push(m),
    debug: (ns, m) => lines.push(`docsgen:${ns} ${m}`),
  }
}
