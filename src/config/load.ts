import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import * as z from 'zod'
import { closestMatch, DocsgenError, DocsgenErrors } from '../diagnostics/index.js'
import { toPosix } from '../files/index.js'
import type { Diagnostic } from '../model/diagnostic.js'
import { readBlogAuthors } from './blog-authors.js'
import { normalizeContentDir } from './content-path.js'
import { findDocusaurusConfig, readDocusaurusSite } from './docusaurus/index.js'
import { evaluateConfigFile } from './evaluate.js'
import { issueToDiagnostic } from './issues.js'
import type { ConfigSources } from './navbar-schema.js'
import { type ResolvedConfig, siteConfigSchema } from './schema.js'
import { checkVersionDocs } from './version-docs.js'

/** Config file names looked for in the site root, in order. */
export const CONFIG_FILES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'] as const

/** Options for `loadConfig`. */
export interface LoadConfigOptions {
  rootDir: string
  /** Explicit config path (relative to the cwd or absolute); it must exist. */
  configFile?: string | undefined
  /** `false`: compile the config file even when `.docsgen-cache/` has it compiled (`--no-cache`). */
  cache?: boolean | undefined
}

/**
 * Find, evaluate and validate the site config. Without a config file, defaults apply and the
 * title comes from the folder name. Every invalid field is reported at once (exit code 2).
 */
export async function loadConfig(options: LoadConfigOptions): Promise<ResolvedConfig> {
  const rootDir = path.resolve(options.rootDir)
  checkSiteFolder(rootDir, options.rootDir)
  const cache = options.cache ?? true
  const file = findConfigFile(rootDir, options.configFile)
  const docusaurus = findDocusaurusConfig(rootDir)
  if (!file && docusaurus) {
    const site = await readDocusaurusSite({ file: docusaurus, rootDir, cache })
    return withVersionDocs(
      resolveConfig(site.raw, {
        rootDir,
        configFile: docusaurus.rel,
        flavour: 'docusaurus',
        sidebarsFile: site.sidebarsFile,
        sources: site.sources,
        notes: site.notes,
        codeHash: site.codeHash,
      }),
    )
  }
  const evaluated = file ? await evaluateConfigFile({ file, rootDir, cache }) : undefined
  const notes: Diagnostic[] =
    file && docusaurus
      ? [
          {
            severity: 'info',
            code: 'config/docusaurus-ignored',
            file: docusaurus.rel,
            message: `${docusaurus.rel} was not read: ${file.rel} configures this site`,
            hint: `Remove ${file.rel} to build the site from ${docusaurus.rel}.`,
          },
        ]
      : []
  const raw = withContentDir(evaluated?.value ?? {}, rootDir)
  return withVersionDocs(resolveConfig(raw, { rootDir, configFile: file?.rel, notes, codeHash: evaluated?.codeHash }))
}

/** The config, once each docs version it builds is found to have a page (see `checkVersionDocs`). */
function withVersionDocs(config: ResolvedConfig): ResolvedConfig {
  checkVersionDocs(config)
  return config
}

/** Where a config came from, besides the raw object: see `ResolvedConfig`. */
export interface ConfigOrigin {
  rootDir: string
  configFile?: string | undefined
  /** @default 'docsgen' */
  flavour?: ResolvedConfig['flavour'] | undefined
  sidebarsFile?: string | undefined
  sources?: ConfigSources | undefined
  /** @default [] */
  notes?: readonly Diagnostic[] | undefined
  /** A hash of the config file's code as bundled: the config's `functionsKey` when it holds a function. */
  codeHash?: string | undefined
}

/**
 * Zero set-up for plain folders of Markdown: when the config does not name a content folder and
 * there is no `content/`, the site root itself is the content folder.
 */
function withContentDir(raw: unknown, rootDir: string): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw
  const docs = (raw as { docs?: unknown }).docs
  if (docs !== undefined && (typeof docs !== 'object' || docs === null || 'contentDir' in docs)) return raw
  if (existsSync(path.join(rootDir, 'content'))) return raw
  return { ...raw, docs: { ...(docs as object | undefined), contentDir: '.' } }
}

/** Validate a raw config object and fill in defaults. Throws `DocsgenErrors` (exit code 2). */
export function resolveConfig(raw: unknown, where: ConfigOrigin): ResolvedConfig {
  const label = where.configFile ?? 'site.config.ts'
  const result = siteConfigSchema.safeParse(raw, { reportInput: true })
  if (!result.success) {
    // zod goes on checking a value of the wrong type (a string's length on an array): after
    // "expected a string", anything more about the same field only confuses.
    const wrongType = new Set(
      result.error.issues.filter((issue) => issue.code === 'invalid_type').map((issue) => issue.path.join('\0')),
    )
    const issues = result.error.issues.filter(
      (issue) => issue.code === 'invalid_type' || !wrongType.has(issue.path.join('\0')),
    )
    const diagnostics: Diagnostic[] = issues.flatMap((issue) => issueToDiagnostic(issue, label, knownKeysAt))
    throw new DocsgenErrors(diagnostics, 2)
  }
  const value = result.data
  const contentDir = normalizeContentDir(value.docs.contentDir)
  const pagesDir = value.pagesDir === false ? (false as const) : normalizeContentDir(value.pagesDir)
  if (pagesDir !== false && holds(pagesDir, contentDir)) {
    throw new DocsgenErrors(
      [
        {
          severity: 'error',
          code: 'config/invalid',
          file: label,
          message: `${label}: pagesDir: "${pagesDir || '.'}" holds the content folder "${contentDir || '.'}"`,
          hint: 'Give the standalone pages a folder of their own (a Docusaurus site: src/pages), not the content folder or one around it.',
        },
      ],
      2,
    )
  }
  const customCss = value.customCss.map((file) => path.resolve(where.rootDir, file))
  const missing = customCss.flatMap((abs, i): Diagnostic[] =>
    existsSync(abs)
      ? []
      : [
          {
            severity: 'error',
            code: 'config/not-found',
            file: label,
            message: `${label}: customCss[${i}]: "${value.customCss[i]}" does not exist`,
            hint: 'Paths in customCss are relative to the site folder (src/css/custom.css); check the name, or remove the entry.',
          },
        ],
  )
  if (missing.length > 0) throw new DocsgenErrors(missing, 2)
  checkVersions({ ...value.docs, contentDir }, label)
  const blogDir = value.blog === false ? undefined : normalizeContentDir(value.blog.dir)
  if (blogDir !== undefined && holds(blogDir, contentDir)) {
    throw new DocsgenErrors(
      [
        {
          severity: 'error',
          code: 'config/invalid',
          file: label,
          message: `${label}: blog.dir: "${blogDir || '.'}" holds the content folder "${contentDir || '.'}"`,
          hint: 'Give the blog posts a folder of their own (Docusaurus: blog), not the content folder or one around it.',
        },
      ],
      2,
    )
  }
  const blog =
    value.blog === false || blogDir === undefined
      ? (false as const)
      : {
          ...value.blog,
          dir: blogDir,
          authors: readBlogAuthors(where.rootDir, { dir: blogDir, authorsFile: value.blog.authorsFile }),
        }
  const resolved = {
    ...value,
    docs: { ...value.docs, contentDir },
    customCss,
    pagesDir,
    blog,
    title: value.title ?? titleFromFolder(where.rootDir),
    rootDir: where.rootDir,
    ...(where.configFile ? { configFile: where.configFile } : {}),
    flavour: where.flavour ?? 'docsgen',
    ...(where.sidebarsFile ? { sidebarsFile: where.sidebarsFile } : {}),
    ...(where.sources ? { sources: where.sources } : {}),
    notes: where.notes ?? [],
    ...(where.codeHash && holdsFunction(value) ? { functionsKey: where.codeHash } : {}),
  }
  return deepFreeze(resolved)
}

/** Whether a config holds a function (an `editUrl` function), which its JSON leaves out. */
function holdsFunction(value: { editUrl?: unknown; blog: false | { editUrl?: unknown } }): boolean {
  return typeof value.editUrl === 'function' || (value.blog !== false && typeof value.blog.editUrl === 'function')
}

/** Whether folder `outer` (relative to the site root, `''` for the root) is `inner` or holds it. */
function holds(outer: string, inner: string): boolean {
  return outer === '' || outer === inner || inner.startsWith(`${outer}/`)
}

/**
 * The site folder must be a folder: a mistyped path would otherwise be made, and an empty site
 * built into it (or served, or checked) without a word.
 */
function checkSiteFolder(rootDir: string, given: string): void {
  let folder: boolean | undefined
  try {
    folder = statSync(rootDir).isDirectory()
  } catch {
    folder = undefined
  }
  if (folder) return
  throw new DocsgenError(
    {
      severity: 'error',
      code: 'config/no-site-folder',
      message: folder === false ? `"${given}" is a file, not a site folder` : `There is no folder "${given}"`,
      hint: 'Give the folder that holds the site (its site.config.ts or docusaurus.config.js, or its Markdown), or run docsgen inside it with no path.',
    },
    { exitCode: 2 },
  )
}

function findConfigFile(rootDir: string, explicit: string | undefined): { abs: string; rel: string } | undefined {
  if (explicit) {
    const abs = path.resolve(explicit)
    if (!existsSync(abs)) {
      throw new DocsgenError(
        {
          severity: 'error',
          code: 'config/not-found',
          message: `Config file "${explicit}" does not exist`,
          hint: 'Check the --config path, or leave it out to use site.config.ts in the site folder.',
        },
        { exitCode: 2 },
      )
    }
    return { abs, rel: toPosix(path.relative(rootDir, abs)) }
  }
  for (const name of CONFIG_FILES) {
    const abs = path.join(rootDir, name)
    if (existsSync(abs)) return { abs, rel: name }
  }
  return undefined
}

/** Keys the schema allows at a path, for "did you mean" hints on unknown keys. */
function knownKeysAt(at: readonly PropertyKey[]): readonly string[] {
  let schema: z.core.$ZodType = siteConfigSchema
  for (const seg of at) {
    schema = unwrap(schema)
    if (typeof seg === 'number' && schema instanceof z.ZodArray) schema = schema.element as z.core.$ZodType
    else if (typeof seg === 'string' && schema instanceof z.ZodObject) {
      const next = (schema.shape as Record<string, z.core.$ZodType>)[seg]
      if (!next) return []
      schema = next
    } else if (typeof seg === 'string' && schema instanceof z.ZodRecord) schema = schema.valueType as z.core.$ZodType
  }
  schema = unwrap(schema)
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : []
}

function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  let s = schema
  for (let i = 0; i < 10; i++) {
    const def = s._zod.def as {
      innerType?: z.core.$ZodType
      in?: z.core.$ZodType
      getter?: () => z.core.$ZodType
      schema?: z.core.$ZodType
    }
    const next = def.innerType ?? def.in ?? def.schema ?? def.getter?.()
    if (!next) return s
    s = next
  }
  return s
}

function titleFromFolder(rootDir: string): string {
  const base = path.basename(rootDir)
  return base.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()) || 'Documentation'
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value)) deepFreeze(v)
  }
  return value
}

/**
 * Each docs version named once, at a path of its own, from a folder of its own (not the docs
 * folder, nor one holding it), and `lastVersion` one of them.
 */
function checkVersions(
  docs: {
    contentDir: string
    versions: readonly { name: string; path: string; contentDir?: string | undefined }[]
    lastVersion?: string | undefined
  },
  label: string,
): void {
  const problems: Diagnostic[] = []
  const names = new Set<string>()
  const paths = new Set<string>()
  const folders = new Set<string>()
  docs.versions.forEach((version, i) => {
    const folder = version.contentDir === undefined ? undefined : normalizeContentDir(version.contentDir)
    const problem = names.has(version.name)
      ? `name "${version.name}" is used by an earlier version`
      : paths.has(version.path)
        ? `path "${version.path}" is used by an earlier version`
        : folder === undefined
          ? undefined
          : holds(folder, docs.contentDir)
            ? `contentDir "${folder || '.'}" holds the docs folder "${docs.contentDir || '.'}"`
            : folders.has(folder)
              ? `contentDir "${folder}" is used by an earlier version`
              : undefined
    names.add(version.name)
    paths.add(version.path)
    if (folder !== undefined) folders.add(folder)
    if (problem)
      problems.push({
        severity: 'error',
        code: 'config/invalid',
        file: label,
        message: `${label}: docs.versions[${i}]: ${problem}`,
        hint: 'Give each version a name, a path and a folder of its own (the docs folder holds the version without a contentDir).',
      })
  })
  if (docs.lastVersion !== undefined && !names.has(docs.lastVersion)) {
    const suggestion = closestMatch(docs.lastVersion, [...names])
    problems.push({
      severity: 'error',
      code: 'config/invalid',
      file: label,
      message: `${label}: docs.lastVersion: "${docs.lastVersion}" is not the name of a version`,
      hint: suggestion ? `Did you mean "${suggestion}"?` : `Use one of: ${[...names].join(', ')}.`,
    })
  }
  if (problems.length > 0) throw new DocsgenErrors(problems, 2)
}
