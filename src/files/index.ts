// File-system helpers more than one stage needs (the render workers and the writer both make
// page folders), and the installed packages' files a site publishes (mermaid, KaTeX's stylesheet).
// Nothing here loads the Markdown compiler: a warm `check-links` never does.
export { filesIn, folderStamps } from './folder-stamps.js'
export { makeFolder } from './make-folder.js'
export { type MermaidPackage, mermaidPackage } from './mermaid-package.js'
export { katexStylesheet } from './package-assets.js'
export { toPosix } from './posix.js'
export { stampOf } from './stamp.js'
export { listStaticFiles } from './static-files.js'
export { isRunning, writeTempModule } from './temp-module.js'
