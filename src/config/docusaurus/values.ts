import path from 'node:path'
import { toPosix } from '../../files/index.js'
// Reading untyped values of a Docusaurus config (a JavaScript object of any shape).

export type Obj = Record<string, unknown>

export function isObject(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)
export const bool = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined)

/** A plugin's `routeBasePath` as a route prefix: `docs/` gives `/docs`, `/` gives `/`. */
export const routeBase = (value: string): string => `/${value.replace(/^\/+|\/+$/g, '')}`

/** A plugin's `path` option (relative to the site folder, or absolute) as a site-relative `/`-separated path. */
export const siteRelative = (rootDir: string, value: string): string =>
  toPosix(path.relative(rootDir, path.resolve(rootDir, value)))
