export { createConsoleLogger, createMemoryLogger, type Logger } from './logger.js'
