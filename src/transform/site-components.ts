import { posix } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { VFile } from 'vfile'
import type { RenderSiteComponent, SiteComponentRef, SiteComponentsModule } from '../model/site-components.js'
import type { PageImport } from './page-data.js'
import { pageData } from './page-data.js'
import { importedNames } from './remark/remark-mdx-imports.js'

/** The site's components as the compiler uses them: imports resolved, names bound, components rendered. */
export interface SiteComponents {
  /** Names registered in `src/theme/MDXComponents.js` (known on every page). */
  global: ReadonlySet<string>
  /** Admonition types rendered by the site's own components (`src/theme/Admonition/Types.js`). */
  admonitionTypes: ReadonlySet<string>
  render: RenderSiteComponent
  /** Claim an import of a component module (see `claimComponentImport`). */
  claim: (input: ClaimInput) => boolean
}

/** An import line to claim, and where it is written. */
export interface ClaimInput {
  entry: PageImport
  /** The importing file, relative to the content folder. */
  from: string
  file: VFile
  /** The import line, on the page's lines. */
  place: { line: number; column: number } | undefined
}

/** Paths written from the site folder, the importing file, or the site root (`/src/…`, as webpack's roots). */
const SITE_PATH = /^(?:\.{0,2}\/|@site\/)/
/** Module files, or a path without an extension (`../components/Request`). */
const MODULE_PATH = /(?:\.(?:jsx?|tsx?|mjs)|\/[^./]+)$/
const EXTENSIONS = ['.js', '.jsx', '.ts', '.tsx', '.mjs']

/**
 * Import the bundled module (made by the site-components stage) and make the compiler's view of
 * it. `contentDir`: the content folder relative to the site folder, to resolve page imports.
 */
export async function loadSiteComponents(info: SiteComponentsModule, contentDir: string): Promise<SiteComponents> {
  const mod = (await import(pathToFileURL(info.module).href)) as { render: RenderSiteComponent }
  const files = new Set(info.files)
  return {
    global: new Set(info.global),
    admonitionTypes: new Set(info.admonitionTypes),
    render: mod.render,
    claim: (input) => claimComponentImport(input, { files, contentDir }),
  }
}

/**
 * Whether an import is of a component module (`../../src/components/Thing.js`, `@site/src/…`,
 * `/src/…`, with or without the extension), which the snippet includes then leave alone. Those of
 * a bundled file bind their names on the page (`PageData.siteComponents`); others give a warning
 * (their tags show their children).
 */
function claimComponentImport(
  { entry, from, file, place }: ClaimInput,
  site: { files: ReadonlySet<string>; contentDir: string },
): boolean {
  if (!SITE_PATH.test(entry.specifier) || !MODULE_PATH.test(entry.specifier)) return false
  const target = siteRelative(entry.specifier, from, site.contentDir)
  const found = candidates(target).find((candidate) => site.files.has(candidate))
  if (!found) {
    const message = file.message(
      `Component "${entry.specifier}" imported by ${from} is not one of the site's components; its tags show their children`,
      { place, source: 'components', ruleId: 'not-bundled' },
    )
    message.fatal = false
    message.note = `docsgen renders the components of src/components/ (looked for ${target})`
    return true
  }
  const bindings = pageData(file).siteComponents
  for (const [name, exported] of importBindings(entry)) bindings.set(name, { file: found, export: exported })
  return true
}

/** The import's path relative to the site folder. */
function siteRelative(specifier: string, from: string, contentDir: string): string {
  if (specifier.startsWith('@site/')) return posix.normalize(specifier.slice('@site/'.length))
  if (specifier.startsWith('/')) return posix.normalize(specifier.slice(1))
  return posix.normalize(posix.join(contentDir, posix.dirname(from), specifier))
}

function candidates(target: string): string[] {
  return [target, ...EXTENSIONS.map((ext) => target + ext), ...EXTENSIONS.map((ext) => `${target}/index${ext}`)]
}

/** Local name -> exported name: `A` (default), `{ B, C as D }`; `* as E` binds nothing (`<E.X>` is not supported). */
function importBindings(entry: PageImport): [string, string][] {
  const clause = entry.name.trim()
  const out: [string, string][] = []
  const defaultName = /^([\w$]+)\s*(?:,|$)/.exec(clause)?.[1]
  if (defaultName) out.push([defaultName, 'default'])
  const named = /\{([^}]*)\}/.exec(clause)?.[1]
  for (const part of named?.split(',') ?? []) {
    const [exported, local] = part.split(/\s+as\s+/).map((s) => s.trim())
    if (exported) out.push([local || exported, exported])
  }
  return out.filter(([name]) => importedNames(entry).includes(name))
}

/** The component a tag names on this page: an import of a bundled file, else a global one. */
export function siteComponentOf(name: string, file: VFile, site: SiteComponents): SiteComponentRef | undefined {
  return pageData(file).siteComponents.get(name) ?? (site.global.has(name) ? { global: name } : undefined)
}
