export { DocsgenError, DocsgenErrors } from './error.js'
export { diagnosticsToJson, formatDiagnostic, formatLocation } from './format.js'
export { DiagnosticSink, sortDiagnostics } from './sink.js'
export { closestMatch, editDistance } from './suggest.js'
