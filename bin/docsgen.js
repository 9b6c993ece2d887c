#!/usr/bin/env node
// The `docsgen` executable: makes sure dist/ is built from the current sources, then runs the CLI.
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const dist = path.join(root, 'dist', 'cli.js')

function newestMtime(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs)
  }
  return newest
}

const src = path.join(root, 'src')
// dist/ bundles the dependencies too: an `npm install` (which rewrites this file) also makes it stale.
const installed = path.join(root, 'node_modules', '.package-lock.json')
const stale = () => {
  const built = statSync(dist).mtimeMs
  if (existsSync(src) && newestMtime(src) > built) return true
  return existsSync(installed) && statSync(installed).mtimeMs > built
}
if (!existsSync(dist) || stale()) {
  const { buildSelf } = await import('./build-self.js')
  await buildSelf()
}
const { main } = await import(pathToFileURL(dist).href)
process.exitCode = await main(process.argv.slice(2))
