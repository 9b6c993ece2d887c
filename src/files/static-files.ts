import { existsSync } from 'node:fs'
import path from 'node:path'
import fg from 'fast-glob'

/** Files under the static folders (`static/`) as site paths (`/img/logo.svg`), for link checks. */
export async function listStaticFiles(staticDirs: string | readonly string[]): Promise<Set<string>> {
  const found = new Set<string>()
  for (const dir of typeof staticDirs === 'string' ? [staticDirs] : staticDirs) {
    if (!existsSync(dir)) continue
    for (const f of await fg('**/*', { cwd: dir, onlyFiles: true, dot: false }))
      found.add(`/${f.split(path.sep).join('/')}`)
  }
  return found
}
