import { randomBytes } from 'node:crypto'
import {
  ACCEPTED_LANGUAGES,
  type BlockHighlighter,
  type CodeHighlighter,
  createPlainHighlighter,
} from './highlighter.js'
import { marksKey } from './line-marks.js'

/** One code block to highlight: its code, an accepted language, the lines to mark (1-based) with their classes. */
export interface HighlightJob {
  code: string
  lang: string
  marked: [line: number, classes: string][]
}

/**
 * Highlights blocks somewhere else (a worker thread that holds the grammars): the HTML of each
 * job's `<pre>`, in the order of the jobs.
 */
export interface HighlightService {
  highlight(jobs: readonly HighlightJob[]): Promise<string[]>
}

/** A highlighter whose blocks are highlighted by a `HighlightService` while pages go on compiling. */
export interface DeferredHighlighter extends BlockHighlighter {
  /**
   * `html` (a compiled body) with the placeholder `highlightHtml` gave each block replaced by the
   * block's highlighted `<pre>`: sends the blocks not sent yet, and waits for those not back.
   */
  fill(html: string): Promise<string>
}

/**
 * Opens and closes a placeholder. Markdown, raw HTML and MDX strings all read U+0000 as U+FFFD,
 * so no page can write one; and each highlighter's placeholders carry a nonce of their own, so
 * not even HTML a site's component renders can name one of its blocks.
 */
const MARK = '\u0000'

/** Whether `text` is a placeholder a deferred highlighter gave a block (filled by its `fill`). */
export function isCodePlaceholder(text: string): boolean {
  return text.startsWith(`${MARK}docsgen-code-`) && text.endsWith(MARK)
}

interface Block {
  job: HighlightJob
  /** The highlighted `<pre>`, once back. */
  html?: string
  /** Settles when `html` is set (or the service failed); undefined while the block is not sent. */
  sent?: Promise<void>
}

/**
 * A highlighter for compiling on one thread while another highlights: `highlightHtml` returns a
 * placeholder at once (the same one for the same block, so a processor's memo of blocks stays
 * right), and `fill` puts the highlighted blocks into a body. A page's tree is thus built and
 * serialized while the blocks of the pages before it are highlighted elsewhere, and each block is
 * highlighted once per build however many pages repeat it.
 *
 * `batch`: blocks are sent as soon as this many wait, not only by `fill` (one large page, such as
 * an API reference, is highlighted elsewhere while the rest of it is built).
 */
export function createDeferredHighlighter(
  service: HighlightService,
  options: { batch?: number } = {},
): DeferredHighlighter {
  const prefix = `${MARK}docsgen-code-${randomBytes(6).toString('hex')}-`
  const placeholders = new RegExp(`${prefix}(\\d+)${MARK}`, 'g')
  const ids = new Map<string, number>()
  const blocks: Block[] = []
  let unsent: number[] = []
  const send = (): void => {
    if (unsent.length === 0) return
    const batch = unsent
    unsent = []
    const done = service.highlight(batch.map((id) => (blocks[id] as Block).job)).then((htmls) => {
      batch.forEach((id, index) => {
        const html = htmls[index]
        if (html !== undefined) (blocks[id] as Block).html = html
      })
    })
    // Its failure reaches the pages that wait for these blocks; none may be left to wait.
    done.catch(() => undefined)
    for (const id of batch) (blocks[id] as Block).sent = done
  }
  return {
    languages: ACCEPTED_LANGUAGES,
    load: () => Promise.resolve(),
    highlightHtml(code, lang, marked) {
      const key = `${lang}\0${marksKey(marked)}\0${code}`
      let id = ids.get(key)
      if (id === undefined) {
        id = blocks.length
        blocks.push({ job: { code, lang, marked: [...marked] } })
        ids.set(key, id)
        unsent.push(id)
        if (options.batch !== undefined && unsent.length >= options.batch) send()
      }
      return `${prefix}${id}${MARK}`
    },
    async fill(html) {
      if (!html.includes(MARK)) return html
      send()
      const waits = new Set<Promise<void>>()
      for (const match of html.matchAll(placeholders)) {
        const block = blocks[Number(match[1])]
        if (block?.html === undefined && block?.sent) waits.add(block.sent)
      }
      await Promise.all(waits)
      return html.replace(placeholders, (_placeholder, id: string) => {
        const highlighted = blocks[Number(id)]?.html
        if (highlighted === undefined) throw new Error(`Internal error: code block ${id} was not highlighted`)
        return highlighted
      })
    },
  }
}

/**
 * The `<pre>` of each job, made by `highlighter` (what a `HighlightService` runs where the grammars
 * are), loading each language's grammar the first time a job needs it.
 */
export async function highlightJobs(highlighter: CodeHighlighter, jobs: readonly HighlightJob[]): Promise<string[]> {
  await highlighter.load(new Set(jobs.map((job) => job.lang)))
  return jobs.map(({ code, lang, marked }) => {
    const marks = new Map(marked)
    // Shiki always makes a <pre>; should it not, the block is shown as plain text.
    return highlighter.highlightHtml(code, lang, marks) ?? plain.highlightHtml(code, 'text', marks) ?? ''
  })
}

const plain = createPlainHighlighter()
