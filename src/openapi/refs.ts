import { isObject } from './narrow.js'
import { parseLocalRef, type Tokens } from './pointer.js'

/** The result of walking a pointer: the value, or how far the walk got. */
export type PointerLookup =
  | { found: true; value: unknown }
  | { found: false /** Tokens that did resolve. */; depth: number /** The last value reached. */; parent: unknown }

/** Walk `tokens` from `root`. */
export function lookupPointer(root: unknown, tokens: Tokens): PointerLookup {
  let current = root
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? ''
    const next = childOf(current, token)
    if (next === undefined) return { found: false, depth: i, parent: current }
    current = next
  }
  return { found: true, value: current }
}

function childOf(value: unknown, token: string): unknown {
  if (Array.isArray(value)) return /^(0|[1-9]\d*)$/.test(token) ? value[Number(token)] : undefined
  if (isObject(value) && Object.hasOwn(value, token)) return value[token]
  return undefined
}

/** A value with its `$ref`s followed. */
export interface Followed {
  /** The target; `undefined` when the reference is circular or does not resolve. */
  value: unknown
  /** Name of the last component followed (`Post` for `#/components/schemas/Post`). */
  name?: string
  /** References being expanded, outermost first, including those followed here. */
  chain: readonly string[]
  /** The reference that points back into `chain`. */
  circular?: string
  /** The reference that could not be resolved (reported by validation). */
  unresolved?: string
}

/**
 * Follow `$ref` (and `$ref` to `$ref`) from `value`. `chain` holds the references already being
 * expanded by the caller, so recursive schemas stop instead of looping.
 */
export function followRef(root: unknown, value: unknown, chain: readonly string[] = []): Followed {
  let current = value
  let name: string | undefined
  let seen = chain
  while (isObject(current) && typeof current.$ref === 'string') {
    const ref = current.$ref
    if (seen.includes(ref)) return { value: undefined, chain: seen, circular: ref, ...(name ? { name } : {}) }
    const tokens = parseLocalRef(ref)
    const lookup = tokens ? lookupPointer(root, tokens) : undefined
    if (!tokens || !lookup?.found) return { value: undefined, chain: seen, unresolved: ref }
    seen = [...seen, ref]
    name = tokens[tokens.length - 1]
    current = lookup.value
  }
  return name === undefined ? { value: current, chain: seen } : { value: current, name, chain: seen }
}

/** The last token of a reference (`Post`), for "circular reference to Post". */
export function refName(ref: string): string {
  return parseLocalRef(ref)?.at(-1) ?? ref
}
