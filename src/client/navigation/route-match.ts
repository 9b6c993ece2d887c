/** Route parameters by name: `/dev-docs/:slug*` matched against `/dev-docs/api/rest` gives `{ slug: 'api/rest' }`. */
export type RouteParams = Record<string, string>

/** How a pattern must cover the path. */
export interface RouteMatchOptions {
  /** `true`: the whole path; `false`: a prefix ending at a segment boundary. @default true */
  exact?: boolean
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Compile a route pattern into a matcher. Segments: `:name` (one segment), `:name?` (optional),
 * `:name*` or `*` (any number of segments, including none). A trailing slash never matters.
 * `compileRoute('/user-docs', { exact: false })` matches `/user-docs` and `/user-docs/intro`.
 */
export function compileRoute(pattern: string, options: RouteMatchOptions = {}): (path: string) => RouteParams | null {
  const names: string[] = []
  let source = ''
  for (const segment of pattern.split('/')) {
    if (segment === '') continue
    const param = /^:(\w+)([?*])?$/.exec(segment)
    if (segment === '*' || param?.[2] === '*') {
      names.push(param?.[1] ?? '*')
      source += '(?:/(.*?))?'
    } else if (param?.[1]) {
      names.push(param[1])
      source += param[2] === '?' ? '(?:/([^/]+))?' : '/([^/]+)'
    } else {
      source += `/${escapeRegExp(segment)}`
    }
  }
  const regex = new RegExp(`^${source}${options.exact === false ? '(?=/|$)' : '/?$'}`)
  return (path) => {
    const match = regex.exec(path)
    if (!match) return null
    const params: RouteParams = {}
    names.forEach((name, index) => {
      const value = match[index + 1]
      if (value !== undefined) params[name] = safeDecode(value)
    })
    return params
  }
}

/** Match one path against one pattern (see `compileRoute`). */
export function matchRoute(pattern: string, path: string, options: RouteMatchOptions = {}): RouteParams | null {
  return compileRoute(pattern, options)(path)
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
