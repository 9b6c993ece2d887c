// File-system helpers more than one stage needs (the render workers and the writer both make
// page folders).
export { filesIn, folderStamps } from './folder-stamps.js'
export { makeFolder } from './make-folder.js'
export { toPosix } from './posix.js'
export { stampOf } from './stamp.js'
export { listStaticFiles } from './static-files.js'
export { isRunning, writeTempModule } from './temp-module.js'
