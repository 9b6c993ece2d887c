import type { CompiledPage, PageBodies, PageBody, PageMeta, PageSearchText } from '../model/page.js'
import {
  type BodyFile,
  bodyParts,
  readBody,
  readBodyHtml,
  readBodySearchText,
  readMarkdown,
  type StoredBody,
  serializeBody,
} from './body-file.js'

/** Where a compiled page's body is: held in memory, or at a byte range of a body file. */
export type BodyRef = { readonly body: PageBody } | StoredBody

/**
 * A compiled page as the compile stage and its cache keep it: the metadata every later stage
 * reads, and where its body is (read only when asked for, through a `BodyStore`).
 */
export interface CompiledEntry {
  meta: PageMeta
  body: BodyRef
}

/** The body of pages compiled without one (`check-links` reads links and anchors only). */
export const NO_BODY: BodyRef = { body: { html: '', sections: [] } }

/** Whether a body is in a body file (rather than in memory). */
export function isStored(ref: BodyRef): ref is StoredBody {
  return 'file' in ref
}

/** The body a reference points to: from memory, or read from its file now. */
export function readBodyRef(ref: BodyRef): PageBody {
  return isStored(ref) ? readBody(ref) : ref.body
}

/**
 * A body in the format of body files: copied from its file when it is stored (into `into` if it
 * is large enough; the view is then valid until `into` is used again), else serialised.
 */
export function serializedBody(ref: BodyRef, into?: Buffer): Buffer {
  return isStored(ref) ? ref.file.read(ref.start, ref.end, into) : serializeBody(ref.body)
}

/** The serialised size of a stored body; undefined for one in memory. */
export function storedSize(ref: BodyRef): number | undefined {
  return isStored(ref) ? ref.end - ref.start : undefined
}

/** A compiled page split into its metadata and its body, kept in `file` when given, else in memory. */
export function entryOf(page: CompiledPage, file?: BodyFile): CompiledEntry {
  const { html: _html, sections: _sections, searchTerms: _terms, markdown: _markdown, ...meta } = page
  const body: PageBody = bodyParts(page)
  return { meta, body: file ? { file, ...file.append(serializeBody(body)) } : { body } }
}

/**
 * The bodies of one run's pages, by source: what the compile stage hands to the stages that read
 * HTML (links, render). `get` reads a stored body from its file on every call; nothing is cached
 * here, so a caller keeps a body only as long as it needs it.
 */
export class BodyStore implements PageBodies {
  readonly #refs = new Map<string, BodyRef>()

  set(source: string, ref: BodyRef): void {
    this.#refs.set(source, ref)
  }

  get(source: string): PageBody | undefined {
    const ref = this.#refs.get(source)
    return ref && readBodyRef(ref)
  }

  html(source: string): string | undefined {
    const ref = this.#refs.get(source)
    return ref && (isStored(ref) ? readBodyHtml(ref) : ref.body.html)
  }

  searchText(source: string): PageSearchText | undefined {
    const ref = this.#refs.get(source)
    if (!ref) return undefined
    if (isStored(ref)) return readBodySearchText(ref)
    const { sections, searchTerms } = ref.body
    return searchTerms ? { sections, searchTerms } : { sections }
  }

  markdown(source: string): string | undefined {
    const ref = this.#refs.get(source)
    if (!ref) return undefined
    return isStored(ref) ? readMarkdown(ref) : ref.body.markdown
  }
}
