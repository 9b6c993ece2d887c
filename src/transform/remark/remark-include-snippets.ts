import type { Root } from 'mdast'
import type { Point } from 'unist'
import type { VFile } from 'vfile'
import { includeLineBase } from '../include-lines.js'
import { type PageImport, pageData } from '../page-data.js'
import type { PrepareOptions } from '../prepare-markdown.js'
import { resolveSnippetImports, type SnippetImportsInput } from '../snippet-imports.js'
import type { SnippetReader } from '../snippet-reader.js'
import { inlineContent, parseSnippet } from '../snippet-tree.js'
import { walkMdast } from '../walk.js'

export interface IncludeSnippetsOptions {
  reader: SnippetReader
  /** Parse a snippet body and run the plugins that come before this one on it. */
  prepare: (file: VFile) => Root
  /** Claims imports of the site's component modules, which are then no snippets (see `site-components.ts`). */
  claim?: SnippetImportsInput['claim']
  /** The text rewrites of snippet bodies (see `prepareMarkdown`). */
  text: PrepareOptions
}

/** Where the includes being expanded come from: the page, or a snippet inside it. */
interface Scope {
  source: string
  imports: readonly PageImport[]
  lineBase: number
  /** Files being included, outermost first (the page itself first). */
  chain: readonly string[]
  /** Where the outermost include tag is in the page. */
  site: Point | undefined
}

/**
 * Replace `<Name />` by the Markdown of the snippet imported as `Name`, parsed on its own (its
 * front matter dropped) with the earlier plugins run on it, so tabs, admonitions and code in it work:
 *
 * ```md
 * import InstallCommand from '/snippets/install-npm-yarn.md'
 *
 * <InstallCommand />
 * ```
 *
 * Snippets may include snippets; a cycle is an error showing the chain. Inside a line of text
 * (`<summary><InstallCommand /></summary>`) a one-paragraph snippet is spliced in as text.
 * Problems inside a snippet point into the snippet file (see `include-lines.ts`).
 */
export function remarkIncludeSnippets(options: IncludeSnippetsOptions) {
  return (tree: Root, file: VFile): void => {
    const data = pageData(file)
    if (data.imports.length === 0) return
    const scope: Scope = {
      source: data.source,
      imports: data.imports,
      lineBase: 0,
      chain: [data.source],
      site: undefined,
    }
    expand({ tree, file, scope, options })
  }
}

/** What `expand` works on: a tree (the page's, or a snippet's inside it) and where its includes come from. */
interface ExpandInput {
  tree: Root
  /** The page's file: messages and page data go there, for snippets too. */
  file: VFile
  scope: Scope
  options: IncludeSnippetsOptions
}

function expand({ tree, file, scope, options }: ExpandInput): void {
  const data = pageData(file)
  const snippets = resolveSnippetImports({
    ...scope,
    from: scope.source,
    file,
    reader: options.reader,
    dependencies: data.dependencies,
    ...(options.claim ? { claim: options.claim } : {}),
  })
  if (snippets.size === 0) return
  walkMdast(tree, (node, index, parent) => {
    const snippet = node.type === 'component' ? snippets.get(node.name) : undefined
    if (!snippet || node.type !== 'component') return
    if (scope.chain.includes(snippet.source)) {
      const chain = [...scope.chain.slice(scope.chain.indexOf(snippet.source)), snippet.source].join(' → ')
      const message = file.message(`Snippet include cycle: ${chain}`, {
        place: node.position,
        source: 'includes',
        ruleId: 'cycle',
      })
      message.note = `remove the import of ${snippet.source} from ${scope.source}`
      message.fatal = true
      parent.children.splice(index, 1)
      return index
    }
    const lineBase = includeLineBase(data.includes.length)
    const snippetTree = parseSnippet({
      ...snippet,
      prepare: options.prepare,
      pageFile: file,
      lineBase,
      rewrites: options.text,
    })
    const site = scope.site ?? node.position?.start
    data.includes.push({ source: snippet.source, lineOffset: snippetTree.lineOffset, site })
    if (snippetTree.data.hasComponents) data.hasComponents = true
    const chain = [...scope.chain, snippet.source]
    const { tree: inner, data: innerData } = snippetTree
    const innerScope: Scope = { source: snippet.source, imports: innerData.imports, lineBase, chain, site }
    expand({ tree: inner, file, scope: innerScope, options })
    const inParagraph = parent.type === 'paragraph' || parent.type === 'heading'
    const content = node.inline ? inlineContent(inner.children, inParagraph) : inner.children
    if (inParagraph && inner.children.some((child) => child.type !== 'paragraph')) {
      const message = file.message(`Snippet ${snippet.source} holds more than text; only its text fits in this line`, {
        place: node.position,
        source: 'includes',
        ruleId: 'blocks-in-line',
      })
      message.note = 'put the tag on a line of its own, with blank lines around it, to include the whole snippet'
    }
    parent.children.splice(index, 1, ...(content as typeof parent.children))
    return index + content.length
  })
}
