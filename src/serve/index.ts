export { type PreviewOptions, startPreviewServer } from './preview.js'
export { createStaticHandler } from './static-handler.js'
