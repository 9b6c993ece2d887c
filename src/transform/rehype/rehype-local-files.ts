import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Root } from 'hast'
import type { VFile } from 'vfile'
import { LOCAL_FILES_DIR } from '../../model/page.js'
import { pageData } from '../page-data.js'
import { walkHast } from '../walk.js'

/** A link that names a file beside the page: no scheme, not from the site's root, not a `.md` page. */
const RELATIVE = /^(?![a-z][a-z+.-]*:|\/|#)/i
const PAGE_FILE = /\.mdx?$/i
const HAS_EXTENSION = /\.[A-Za-z0-9]+$/

/** What `rehypeLocalFiles` needs: where the content folder is on disk, and the site's base URL. */
export interface LocalFilesOptions {
  /** Absolute path of the content folder; without it (sites compiled in memory) nothing is published. */
  contentRoot: string | undefined
  baseUrl: string
}

/**
 * Files kept beside a page (`![Banner](./banner.png)`, `[the data](./data.csv)`, an `<img>` or `<a>`
 * in raw HTML), published as Docusaurus's webpack does: under `assets/files/`, named by their
 * content (`banner-3f2a1b9c.png`, so a changed file gets a new URL and an unchanged one is never
 * fetched again), the link pointing there. The page records each file (`CompiledPage.files`, the
 * write stage copies them) and depends on it (a changed file compiles its pages again). A name
 * that matches no file stays as written: the link check reports it.
 */
export function rehypeLocalFiles(options: LocalFilesOptions) {
  const { contentRoot } = options
  const names = new Map<string, string | undefined>()
  return (tree: Root, file: VFile): void => {
    if (contentRoot === undefined) return
    const data = pageData(file)
    const folder = path.dirname(path.join(contentRoot, data.source))
    walkHast(tree, (node) => {
      if (node.type !== 'element') return
      const attribute = node.tagName === 'img' ? 'src' : node.tagName === 'a' ? 'href' : undefined
      if (attribute === undefined) return
      const url = node.properties[attribute]
      if (typeof url !== 'string' || url === '' || !RELATIVE.test(url)) return
      const cut = url.search(/[?#]/)
      const written = cut === -1 ? url : url.slice(0, cut)
      // A link without a file extension is a route (`./install`): no file to look for on disk.
      if (written === '' || PAGE_FILE.test(written) || (node.tagName === 'a' && !HAS_EXTENSION.test(written))) return
      const abs = path.resolve(folder, safeDecode(written))
      const source = path.relative(contentRoot, abs).split(path.sep).join('/')
      // Depended on when missing too: the page is made again when the file appears.
      data.dependencies.add(source)
      const name = publishedName(abs, names)
      if (name === undefined) return
      node.properties[attribute] = `${options.baseUrl}${LOCAL_FILES_DIR}/${name}${cut === -1 ? '' : url.slice(cut)}`
      data.localFiles.set(source, `${LOCAL_FILES_DIR}/${name}`)
    })
  }
}

/**
 * The file's published name (`name-<8 hex of its SHA-1>.ext`), undefined when it is not a file;
 * remembered while its size and times stay the same (one compiler serves every dev rebuild).
 */
function publishedName(abs: string, names: Map<string, string | undefined>): string | undefined {
  const stats = statSync(abs, { throwIfNoEntry: false })
  if (!stats?.isFile()) return undefined
  const key = `${abs}\0${stats.size}\0${stats.mtimeMs}\0${stats.ctimeMs}`
  if (names.has(key)) return names.get(key)
  const hash = createHash('sha1').update(readFileSync(abs)).digest('hex').slice(0, 8)
  const ext = path.extname(abs)
  const name = `${path.basename(abs, ext).replace(/[^\w.-]+/g, '-')}-${hash}${ext}`
  names.set(key, name)
  return name
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
