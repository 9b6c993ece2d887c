import type {
  Element,
  ElementContent,
  Nodes as HastNodes,
  Root as HastRoot,
  RootContent as HastRootContent,
  Text,
} from 'hast'
import type { Definition, FootnoteDefinition, Nodes as MdastNodes, Root as MdastRoot } from 'mdast'
import { defaultHandlers, type Handlers, type Options, type State, toHast } from 'mdast-util-to-hast'
import type { Plugin } from 'unified'
import { position } from 'unist-util-position'

/**
 * `remark-rehype` (mutate mode) with the same handlers and the same result, without
 * `mdast-util-to-hast`'s set-up walk. That walk looks for definitions through
 * `unist-util-visit`, which defines a function name for every node it passes: half of the
 * conversion's time in the compile profile. Here one plain loop finds the definitions, and the
 * state the handlers get is the library's, method for method (`createState` in
 * `mdast-util-to-hast/lib/state.js`, version 13).
 *
 * A tree with footnotes goes to `toHast` itself: their section at the end of the page is made by
 * a function the package does not export.
 */
export const remarkToHast: Plugin<[Options], MdastRoot, HastRoot> = (options) => (tree, file) =>
  mdastToHast(tree, { file, ...options })

/** `toHast(tree, options)` of `mdast-util-to-hast`: the same hast tree. */
export function mdastToHast(tree: MdastRoot, options: Options): HastRoot {
  const definitionById = new Map<string, Definition>()
  if (collectDefinitions(tree, definitionById)) return toHast(tree, options) as HastRoot
  const state = createState(options, definitionById)
  const node = state.one(tree, undefined)
  if (Array.isArray(node)) return { type: 'root', children: node }
  return (node as HastRoot | undefined) ?? { type: 'root', children: [] }
}

type Parent = Extract<MdastNodes, { children: unknown }>

/** Fill `byId` with the tree's definitions, first one per id wins; true when the tree has footnotes. */
function collectDefinitions(tree: MdastRoot, byId: Map<string, Definition>): boolean {
  const stack: MdastNodes[] = [tree]
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    const type = node.type
    if (type === 'definition') {
      const id = String(node.identifier).toUpperCase()
      if (!byId.has(id)) byId.set(id, node)
    } else if (type === 'footnoteDefinition' || type === 'footnoteReference') return true
    const children = (node as Partial<Parent>).children
    // Pushed last to first, so definitions are met in document order, as `visit` meets them.
    if (children) for (let index = children.length - 1; index >= 0; index--) stack.push(children[index] as MdastNodes)
  }
  return false
}

const own = Object.prototype.hasOwnProperty

function createState(options: Options, definitionById: Map<string, Definition>): State {
  const handlers = { ...defaultHandlers, ...options.handlers } as Handlers
  const state: State = {
    all,
    applyData,
    definitionById,
    footnoteById: new Map<string, FootnoteDefinition>(),
    footnoteCounts: new Map<string, number>(),
    footnoteOrder: [],
    handlers,
    one,
    options,
    patch,
    wrap,
  }
  return state

  function one(node: MdastNodes, parent: Parent | undefined): ElementContent[] | ElementContent | undefined {
    const type = node.type
    const handle = state.handlers[type]
    if (own.call(state.handlers, type) && handle) {
      return (
        handle as (
          state: State,
          node: MdastNodes,
          parent: Parent | undefined,
        ) => ElementContent[] | ElementContent | undefined
      )(state, node, parent)
    }
    if (state.options.passThrough?.includes(type)) {
      if ('children' in node) {
        const { children: _children, ...shallow } = node
        return { ...structuredClone(shallow), children: state.all(node) } as unknown as ElementContent
      }
      return structuredClone(node) as unknown as ElementContent
    }
    const unknown = state.options.unknownHandler ?? defaultUnknownHandler
    return unknown(state, node, parent)
  }

  function all(parent: MdastNodes): ElementContent[] {
    const values: ElementContent[] = []
    if (!('children' in parent)) return values
    const nodes = parent.children
    for (let index = 0; index < nodes.length; index++) {
      const result = state.one(nodes[index] as MdastNodes, parent)
      if (!result) continue
      if (index && nodes[index - 1]?.type === 'break') {
        if (!Array.isArray(result) && result.type === 'text') result.value = trimMarkdownSpaceStart(result.value)
        if (!Array.isArray(result) && result.type === 'element') {
          const head = result.children[0]
          if (head && head.type === 'text') head.value = trimMarkdownSpaceStart(head.value)
        }
      }
      if (Array.isArray(result)) values.push(...result)
      else values.push(result)
    }
    return values
  }
}

function patch(from: MdastNodes, to: HastNodes): undefined {
  if (from.position) to.position = position(from)
}

function applyData<Type extends HastNodes>(from: MdastNodes, to: Type): Element | Type {
  let result: Element | Type = to
  const data = from?.data as
    | { hName?: unknown; hProperties?: Element['properties']; hChildren?: ElementContent[] }
    | undefined
  if (!data) return result
  const { hChildren, hName, hProperties } = data
  if (typeof hName === 'string') {
    if (result.type === 'element') result.tagName = hName
    else {
      const children = 'children' in result ? result.children : [result]
      result = { type: 'element', tagName: hName, properties: {}, children: children as ElementContent[] }
    }
  }
  if (result.type === 'element' && hProperties) Object.assign(result.properties, structuredClone(hProperties))
  if ('children' in result && result.children && hChildren !== null && hChildren !== undefined)
    result.children = hChildren
  return result
}

function defaultUnknownHandler(state: State, node: MdastNodes): Element | Text {
  const data = node.data ?? {}
  const result: Element | Text =
    'value' in node && !(own.call(data, 'hProperties') || own.call(data, 'hChildren'))
      ? { type: 'text', value: node.value }
      : { type: 'element', tagName: 'div', properties: {}, children: state.all(node) }
  state.patch(node, result)
  return state.applyData(node, result) as Element | Text
}

function wrap<Type extends HastRootContent>(nodes: Type[], loose?: boolean): Array<Text | Type> {
  const result: Array<Text | Type> = []
  if (loose) result.push({ type: 'text', value: '\n' })
  for (let index = 0; index < nodes.length; index++) {
    if (index) result.push({ type: 'text', value: '\n' })
    result.push(nodes[index] as Type)
  }
  if (loose && nodes.length > 0) result.push({ type: 'text', value: '\n' })
  return result
}

function trimMarkdownSpaceStart(value: string): string {
  let index = 0
  let code = value.charCodeAt(index)
  while (code === 9 || code === 32) {
    index++
    code = value.charCodeAt(index)
  }
  return value.slice(index)
}
