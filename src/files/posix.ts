import path from 'node:path'

/** A file-system path with `/` separators, as docsgen uses in messages, routes and output names. */
export function toPosix(p: string): string {
  return p.split(path.sep).join('/')
}
