import { createHash } from 'node:crypto'
import type { ResolvedConfig } from '../config/index.js'
import { withBase } from '../links/index.js'
import { LLMS_FILES, type PageBodies, type PageMeta, type RouteGraph, type RoutePath } from '../model/index.js'
import { type LlmsSection, llmsSections } from './llms-sections.js'
import {
  escapeLabel,
  fullTextPart,
  type MarkdownPage,
  type MarkdownSite,
  markdownDocument,
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

const LLMS_TXT = LLMS_FILES.index
const LLMS_FULL_TXT = LLMS_FILES.full

/**
 * The llms stage: every page's Markdown form at `<route>.md` (see `markdownPage`), `/llms.txt`
 * (the llms.txt convention: an H1 with the site's title, its tagline as a `>` summary, then a `## `
 * section per part of the sidebars with `- [Title](url.md): description` per page) and
 * `/llms-full.txt` (every page, in the order of `/llms.txt`). Files go to `emit` as they are made;
 * a page's body is read once, and only its Markdown form kept, for `/llms-full.txt`.
 */
export async function buildLlmsFiles(
  input: LlmsInput,
  emit: (file: { fileName: string; contents: string }) => Promise<void>,
): Promise<LlmsStats> {
  const { graph, config } = input
  const site: MarkdownSite = { graph, baseUrl: config.baseUrl }
  const sections = llmsSections(graph, config)
  const full: string[] = []
  let pageBytes = 0
  let pages = 0
  for (const section of sections) {
    for (const route of section.routes) {
      const made = pageOf(route, input, site)
      if (!made) continue
      const document = markdownDocument(made)
      pageBytes += Buffer.byteLength(document)
      pages++
      full.push(fullTextPart(made))
      await emit({ fileName: made.node.markdownFile ?? '', contents: document })
    }
  }
  const index = llmsTxt(sections, input, site)
  const everything = `# ${config.title}\n\n${config.tagline ? `> ${config.tagline}\n\n` : ''}${full.join('\n')}`
  await emit({ fileName: LLMS_TXT, contents: index })
  await emit({ fileName: LLMS_FULL_TXT, contents: everything })
  return {
    pages,
    sections: sections.length,
    llmsTxtBytes: Buffer.byteLength(index),
    fullBytes: Buffer.byteLength(everything),
    pageBytes,
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
      link.targetSource === undefined ? '' : (graph.sourceToRoute.get(link.targetSource) ?? '\0'),
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
const LLMS_FORMAT = 1
