// `docsgen serve` (build in memory, watch, rebuild what changed, live reload over SSE, error
// overlay) and `docsgen preview` (serve a built folder as production would).
export { type DevBuildEvent, type DevServer, type DevServerOptions, startDevServer } from './dev-server.js'
export type { OverlayDiagnostic, ReloadMessage } from './events.js'
export { createHostGuard, type HostGuard, isLoopbackHost } from './host-check.js'
export { type PreviewOptions, type PreviewServer, startPreviewServer } from './preview.js'
export { CLIENT_PATH, EVENTS_PATH } from './reload-client.js'
export { createStaticHandler, type StaticHandlerOptions } from './static-handler.js'
export { pageKeyOf, resolveUrl, type UrlDecision } from './url-rules.js'
