import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/** Every `.md` and `.mdx` file under `dir`, sorted, as absolute paths (fixtures and content folders). */
export function markdownFiles(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir).sort()) {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) out.push(...markdownFiles(file))
    else if (/\.mdx?$/.test(name)) out.push(file)
  }
  return out
}
