import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/** Reads the Markdown files pages include, by path relative to the content folder. */
export interface SnippetReader {
  /** The file's text, or undefined when there is no such file. */
  read(source: string): string | undefined
  /** Markdown files in a folder (relative to the content folder), for "did you mean" hints. */
  list?(dir: string): string[]
  /**
   * The site folder, relative to the content folder (`..` for `content/`), for imports from the
   * site root (`/docs/snippets/x.md`, `@site/docs/snippets/x.md`). Paths read may go up to it.
   * @default '' (the content folder is the site folder)
   */
  siteRoot?: string
}

/**
 * A reader over the content folder that keeps the texts it read, so a snippet included by a
 * hundred pages is read once. The compile stage keeps one compiler (and so one reader) for the
 * whole process, and the dev server edits files between builds: each read checks the file's size
 * and modification time (one `stat`, far cheaper than reading and decoding it again).
 */
export function createSnippetReader(contentRoot: string, siteRoot = ''): SnippetReader {
  const texts = new Map<string, { stamp: string; text: string }>()
  return {
    siteRoot,
    read(source) {
      const file = path.join(contentRoot, source)
      const stats = statSync(file, { throwIfNoEntry: false })
      if (!stats?.isFile()) return undefined
      const stamp = `${stats.size}:${stats.mtimeMs}`
      const cached = texts.get(source)
      if (cached?.stamp === stamp) return cached.text
      try {
        const text = readFileSync(file, 'utf8')
        texts.set(source, { stamp, text })
        return text
      } catch {
        return undefined
      }
    },
    list(dir) {
      try {
        return readdirSync(path.join(contentRoot, dir)).filter((name) => /\.mdx?$/i.test(name))
      } catch {
        return []
      }
    },
  }
}
