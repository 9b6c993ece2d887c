// The run's logger: levels, `--debug` namespaces, a console logger for the CLI and a memory
// logger for tests.
export { createConsoleLogger, createMemoryLogger, type Logger } from './logger.js'
