/**
 * Memoised line tokenizing for TextMate grammars.
 *
 * A TextMate grammar tokenizes a line from the state the previous line ended in. The tokens and
 * the end state depend on nothing else: the line's text, that state, the grammar and the theme.
 * Documentation repeats lines all the time: imports, install commands, config keys, closing
 * braces. So `(state, line)` -> `(tokens, end state)` is remembered per grammar, and a repeated
 * line costs a map lookup instead of a run of the regular expression engine. On the benchmark
 * corpus this skips most of the tokenizing.
 *
 * States are compared by what makes them tokenize alike, the fields vscode-textmate's own
 * `StateStack.equals` compares plus `beginRuleCapturedEOL`: per frame of the stack, the rule,
 * its end pattern and the scope lists with their token attributes. Two equal states get the
 * same small number; the number of a state object is kept in a `WeakMap`.
 *
 * Only valid while the grammar's theme does not change: `memoiseLineTokens` is for a highlighter
 * that uses a single theme.
 */

/** The part of vscode-textmate's `AttributedScopeStack` the key reads. */
interface ScopeList {
  readonly parent: ScopeList | null
  readonly scopeName: string
  readonly tokenAttributes: number
}

/** The part of vscode-textmate's `StateStackImpl` the key reads. */
interface StateFrame {
  readonly parent: StateFrame | null
  readonly ruleId: number
  readonly endRule: string | null
  readonly beginRuleCapturedEOL: boolean
  readonly nameScopesList: ScopeList | null
  readonly contentNameScopesList: ScopeList | null
}

interface LineResult {
  tokens: Uint32Array
  ruleStack: unknown
  stoppedEarly: boolean
}

/** A grammar as shiki hands it out (`getLanguage`): what the memo wraps. */
export interface TokenizingGrammar {
  tokenizeLine2(lineText: string, prevState: unknown, timeLimit?: number): LineResult
}

/** Entries kept per grammar before the memo starts again (a few MB at most). */
export const LINE_MEMO_LIMIT = 50_000

const MEMOISED = Symbol('docsgen.lineMemo')

/** Make `grammar.tokenizeLine2` remember its results (once per grammar object). */
export function memoiseLineTokens(grammar: TokenizingGrammar): void {
  const target = grammar as TokenizingGrammar & { [MEMOISED]?: true }
  if (target[MEMOISED]) return
  target[MEMOISED] = true
  const tokenize = grammar.tokenizeLine2.bind(grammar)
  const states = new StateNumbers()
  let memo = new Map<string, LineResult>()
  grammar.tokenizeLine2 = (lineText, prevState, timeLimit) => {
    const key = `${states.numberOf(prevState)}\u0000${lineText}`
    const known = memo.get(key)
    if (known) return known
    const result = tokenize(lineText, prevState, timeLimit)
    // A line cut short by a time limit is not the line's real tokens: never remember it.
    if (result.stoppedEarly) return result
    if (memo.size >= LINE_MEMO_LIMIT) memo = new Map()
    memo.set(key, result)
    return result
  }
}

/** Numbers states so that equal states (see the module comment) get the same number. */
class StateNumbers {
  private readonly byObject = new WeakMap<object, number>()
  private readonly byKey = new Map<string, number>()

  /** 0 for "no state" (the first line of a block), which vscode-textmate treats alike. */
  numberOf(state: unknown): number {
    if (!isStateFrame(state) || isNullState(state)) return 0
    const known = this.byObject.get(state)
    if (known !== undefined) return known
    const parent = state.parent === null ? 0 : this.numberOf(state.parent)
    const key = [
      parent,
      state.ruleId,
      state.endRule ?? '',
      state.beginRuleCapturedEOL ? 1 : 0,
      scopesKey(state.nameScopesList),
      scopesKey(state.contentNameScopesList),
    ].join('\u0001')
    let number = this.byKey.get(key)
    if (number === undefined) {
      number = this.byKey.size + 1
      this.byKey.set(key, number)
    }
    this.byObject.set(state, number)
    return number
  }
}

function scopesKey(list: ScopeList | null): string {
  const parts: string[] = []
  for (let scope = list; scope !== null; scope = scope.parent) parts.push(`${scope.scopeName}:${scope.tokenAttributes}`)
  return parts.join(' ')
}

function isStateFrame(state: unknown): state is StateFrame {
  return typeof state === 'object' && state !== null && 'ruleId' in state && 'nameScopesList' in state
}

/** vscode-textmate's `INITIAL`: rule 0 and no scopes. */
function isNullState(state: StateFrame): boolean {
  return state.parent === null && state.nameScopesList === null && state.ruleId === 0
}
