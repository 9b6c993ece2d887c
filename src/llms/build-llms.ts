import { createHash } from 'node:crypto'
import type { ResolvedConfig } from '../config/index.js'
import { markdownLinkTarget, withBase } from '../links/index.js'
import { LLMS_FILES, type PageBodies, type PageMeta, type RouteGraph, type RoutePath } from '../model/index.js'
import { sidebarAreas } from '../search/index.js'
import { type LlmsSection, llmsSections } from './llms-sections.js'
import {
  escapeLabel,
  type MarkdownPage,
  type MarkdownSite,
  markdownBytes,
  markdownPage,
  markdownUrlOf,
} from './markdown-page.js'

/** What the Markdown files are made from: the routes, the pages' metadata and bodies, the settings. */
export interface LlmsInput {
  graph: RouteGraph
  /** Compiled pages by route (Markdown and OpenAPI). */
  pages: ReadonlyMap<RoutePath, PageMeta>
  bodies: PageBodies
  config: ResolvedConfig
}

/** What was written. */
export interface LlmsStats {
  /** Pages with a Markdown form. */
  pages: number
  sections: number
  /** Bytes of `/llms.txt`, of `/llms-full.txt`, and of the `.md` pages together. */
  llmsTxtBytes: number
  fullBytes: number
  pageBytes: number
}

const NEWLINE = Buffer.from('\n')
const LLMS_TXT = LLMS_FILES.index
const LLMS_FULL_TXT = LLMS_FILES.full

/** Hands one of the files to the writer (written at once, then let go). */
export type EmitLlmsFile = (file: { fileName: string; contents: string | Uint8Array }) => Promise<void>

/**
 * The llms stage: every page's Markdown form at `<route>.md` (see `markdownPage`), `/llms.txt`
 * (the llms.txt convention: an H1 with the site's title, its tagline as a `>` summary, then a `## `
 * section per part of the sidebars with `- [Title](url.md): description` per page) and
 * `/llms-full.txt` (every page, in the order of `/llms.txt`).
 *
 * Made page by page: `page` is called for each route as the render stage reaches it and writes
 * that page's `.md` while this thread waits on the render workers; `finish` makes any page not
 * reached, then the two site-wide files. A page's body is read once, and only its part of
 * `/llms-full.txt` kept.
 */
export class LlmsBuilder {
  readonly #input: LlmsInput
  readonly #site: MarkdownSite
  readonly #sections: LlmsSection[]
  /**
   * Each page's part of `/llms-full.txt` as UTF-8 (see `markdownBytes`), by route (a route here
   * was made): at 10000 pages they are 90 MB, kept as bytes rather than as strings and joined
   * only as bytes.
   */
  readonly #parts = new Map<RoutePath, readonly Buffer[]>()
  /** Routes listed in `/llms.txt` (only they get a `.md`). */
  readonly #listed: Set<RoutePath>
  #pageBytes = 0

  constructor(input: LlmsInput) {
    this.#input = input
    this.#site = { graph: input.graph, baseUrl: input.config.baseUrl }
    this.#sections = llmsSections(input.graph, input.config)
    this.#listed = new Set(this.#sections.flatMap((section) => section.routes))
  }

  /** The `.md` of the page at `route`, if `/llms.txt` lists it. */
  async page(route: RoutePath, emit: EmitLlmsFile): Promise<void> {
    if (this.#listed.has(route) && !this.#parts.has(route)) await this.#make(route, emit)
  }

  /** Pages not reached by `page`, then `/llms.txt` and `/llms-full.txt`. */
  async finish(emit: EmitLlmsFile): Promise<LlmsStats> {
    const { config } = this.#input
    const head = `# ${config.title}\n\n${config.tagline ? `> ${config.tagline}\n\n` : ''}`
    const full: Buffer[] = [Buffer.from(head)]
    let pages = 0
    for (const section of this.#sections) {
      for (const route of section.routes) {
        if (!this.#parts.has(route)) await this.#make(route, emit)
        const part = this.#parts.get(route)
        if (!part || part.length === 0) continue
        if (pages++ > 0) full.push(NEWLINE)
        full.push(...part)
      }
    }
    this.#parts.clear()
    const index = llmsTxt(this.#sections, this.#input, this.#site)
    const everything = Buffer.concat(full)
    full.length = 0
    await emit({ fileName: LLMS_TXT, contents: index })
    await emit({ fileName: LLMS_FULL_TXT, contents: everything })
    return {
      pages,
      sections: this.#sections.length,
      llmsTxtBytes: Buffer.byteLength(index),
      fullBytes: everything.byteLength,
      pageBytes: this.#pageBytes,
    }
  }

  async #make(route: RoutePath, emit: EmitLlmsFile): Promise<void> {
    const made = pageOf(route, this.#input, this.#site)
    // An empty part marks a route without a Markdown form as done.
    if (!made) {
      this.#parts.set(route, [])
      return
    }
    const { document, fullPart } = markdownBytes(made)
    this.#parts.set(route, fullPart)
    this.#pageBytes += document.byteLength
    await emit({ fileName: made.node.markdownFile ?? '', contents: document })
  }
}

function pageOf(route: RoutePath, input: LlmsInput, site: MarkdownSite): MarkdownPage | undefined {
  const node = input.graph.routes.get(route)
  const page = input.pages.get(route)
  if (!node?.markdownFile || !page) return undefined
  const markdown = input.bodies.markdown(page.source) ?? ''
  return markdownPage({ node, page, markdown, site })
}

function llmsTxt(sections: readonly LlmsSection[], input: LlmsInput, site: MarkdownSite): string {
  const { config, graph } = input
  const lines = [`# ${config.title}`, '']
  if (config.tagline) lines.push(`> ${config.tagline}`, '')
  lines.push(
    `Every page below is Markdown, at its page's URL followed by \`.md\`; [${LLMS_FULL_TXT}](${withBase(site.baseUrl, `/${LLMS_FULL_TXT}`)}) has them all in one file.`,
  )
  for (const section of sections) {
    lines.push('', `## ${section.title}`, '')
    for (const route of section.routes) {
      const node = graph.routes.get(route)
      if (!node?.markdownFile) continue
      const about = node.description.replace(/\s+/g, ' ').trim()
      const url = markdownUrlOf(route, site) ?? route
      lines.push(`- [${escapeLabel(node.title)}](${url})${about === '' ? '' : `: ${about}`}`)
    }
  }
  return `${lines.join('\n')}\n`
}

/**
 * Everything the files are made from, as one hash, from the pages' metadata (a body is read only
 * for a page without a `bodyHash`, the API reference): a warm build whose key is unchanged keeps
 * the previous files instead of reading every body again.
 */
export function llmsFilesKey(input: LlmsInput): string {
  const { graph, config } = input
  const hash = createHash('sha1')
  hash.update(JSON.stringify([LLMS_FORMAT, config.title, config.tagline, config.baseUrl]))
  hash.update(JSON.stringify([...graph.sidebars]))
  // The sections' titles: each sidebar's area is named by the navbar item leading to it. And the
  // blog's posts, newest first: a post whose date changed moves without any other change.
  hash.update(
    JSON.stringify([
      [...sidebarAreas(graph, config)],
      config.blog === false ? null : config.blog.title,
      graph.blogPosts ?? [],
    ]),
  )
  // The section titles of versioned sidebars name their version.
  if (graph.versions) hash.update(JSON.stringify(graph.versions.map((v) => [v.name, v.label, v.last])))
  for (const node of graph.routes.values()) {
    if (node.markdownFile === undefined) continue
    const page = input.pages.get(node.path)
    const body =
      page?.bodyHash ??
      createHash('sha1')
        .update(page ? (input.bodies.markdown(page.source) ?? '') : '')
        .digest('base64')
    // What a page's `.md` links resolve to (the sidebars and every page's Markdown file are hashed).
    const targets = (page?.links ?? []).map((link) =>
      link.targetSource === undefined ? '' : (markdownLinkTarget(link, graph.sourceToRoute) ?? '\0'),
    )
    hash.update(
      JSON.stringify([
        node.path,
        node.kind,
        node.title,
        node.description,
        node.sidebar,
        node.markdownFile,
        body,
        targets,
      ]),
    )
  }
  return hash.digest('hex')
}

/** Bumped when the files change shape for the same pages (the key then changes too). */
const LLMS_FORMAT = 2
