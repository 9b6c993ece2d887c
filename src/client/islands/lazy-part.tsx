import { type ComponentType, useEffect, useState } from 'react'
import { errorMessage } from './error-message.js'
import type { IslandName } from './names.js'
import { loadPart, type PartProps } from './parts.js'

type PartState =
  | { status: 'loading' }
  | { status: 'loaded'; Part: ComponentType<PartProps> }
  | { status: 'error'; error: unknown }

/**
 * A part loaded on demand: loading, then loaded, or error with the error text and Retry, which
 * loads it again. `data-state` exposes the state to styles and tests.
 */
export function LazyPart({ name, host }: { name: IslandName } & PartProps) {
  const [state, setState] = useState<PartState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Retry trigger
  useEffect(() => {
    let current = true
    setState({ status: 'loading' })
    loadPart(name).then(
      (Part) => current && setState({ status: 'loaded', Part }),
      (error: unknown) => current && setState({ status: 'error', error }),
    )
    return () => {
      current = false
    }
  }, [name, attempt])

  if (state.status === 'loaded') return <state.Part host={host} />
  if (state.status === 'loading') {
    return (
      <p className="island-loading" role="status" data-state="loading">
        Loading…
      </p>
    )
  }
  return (
    <div className="island-error" role="alert" data-state="error">
      <p>{errorMessage(state.error)}</p>
      <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
        Retry
      </button>
    </div>
  )
}
