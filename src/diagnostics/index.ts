// Diagnostics shared by every stage: DocsgenError for problems that stop a run, the sink that
// collects the others, their formatting (file:line:col, hint) and "did you mean" suggestions.
export { DocsgenError, DocsgenErrors } from './error.js'
export { diagnosticsToJson, formatDiagnostic, formatLocation } from './format.js'
export { DiagnosticSink, sortDiagnostics } from './sink.js'
export { closestMatch, editDistance } from './suggest.js'
