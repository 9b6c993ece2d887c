import { readFileSync } from 'node:fs'
import path from 'node:path'
import { LineCounter, parseDocument } from 'yaml'
import { DocsgenErrors } from '../diagnostics/index.js'
import { toPosix } from '../files/index.js'
import type { BlogAuthor } from '../model/route-graph.js'

/** The keys of an author entry, in the authors file and in a post's front matter (Docusaurus's names). */
const AUTHOR_FIELDS: Readonly<Record<string, keyof BlogAuthor>> = {
  name: 'name',
  title: 'title',
  url: 'url',
  image_url: 'imageUrl',
  imageURL: 'imageUrl',
  email: 'email',
}

/** An author entry (a mapping of strings) as docsgen keeps it; undefined when it is not a mapping. */
export function authorOf(value: unknown): BlogAuthor | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const author: BlogAuthor = {}
  for (const [key, field] of Object.entries(value)) {
    const name = AUTHOR_FIELDS[key]
    if (name && typeof field === 'string' && field !== '') author[name] = field
  }
  return author
}

/**
 * The blog's authors by key, from its authors file (`blog/authors.yml`, YAML or JSON): each key a
 * mapping of `name`, `title`, `url`, `image_url`, `email`. A missing file has none; one that does
 * not parse, or is not a mapping of mappings, stops the build with its line.
 */
export function readBlogAuthors(
  rootDir: string,
  blog: { dir: string; authorsFile: string },
): Record<string, BlogAuthor> {
  const abs = path.resolve(rootDir, blog.dir, blog.authorsFile)
  const file = toPosix(path.relative(rootDir, abs))
  let text: string
  try {
    text = readFileSync(abs, 'utf8')
  } catch {
    return {}
  }
  const lines = new LineCounter()
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false })
  const [error] = document.errors
  if (error) {
    const at = lines.linePos(error.pos[0])
    throw invalid(file, `is not valid YAML: ${error.message.split('\n')[0]}`, { line: at.line, column: at.col })
  }
  const value: unknown = document.toJS()
  if (value === null || value === undefined) return {}
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid(file, 'is not a mapping of author keys')
  const authors: Record<string, BlogAuthor> = {}
  for (const [key, entry] of Object.entries(value)) {
    const author = authorOf(entry)
    if (!author) throw invalid(file, `"${key}" is not a mapping (name, title, url, image_url)`)
    authors[key] = author
  }
  return authors
}

function invalid(file: string, what: string, position?: { line: number; column: number }): DocsgenErrors {
  return new DocsgenErrors(
    [
      {
        severity: 'error',
        code: 'config/invalid',
        file,
        ...(position ? { position } : {}),
        message: `${file} ${what}`,
        hint: 'Each key of the authors file names an author: `jane:` then, indented, `name: Jane Doe`, `title`, `url`, `image_url`.',
      },
    ],
    2,
  )
}
