import { existsSync } from 'node:fs'
import path from 'node:path'
import fg from 'fast-glob'

/** Files under `static/` as site paths (`/img/logo.svg`), for link checks. */
export async function listStaticFiles(staticDir: string): Promise<Set<string>> {
  if (!existsSync(staticDir)) return new Set()
  const found = await fg('**/*', { cwd: staticDir, onlyFiles: true, dot: false })
  return new Set(found.map((f) => `/${f.split(path.sep).join('/')}`))
}
