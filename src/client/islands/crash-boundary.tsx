import { Component, type ReactNode } from 'react'
import { errorMessage } from './error-message.js'

interface CrashBoundaryState {
  error: unknown
  crashed: boolean
}

/**
 * Around every island: when its React part throws while rendering, show "This page crashed.",
 * the error message and "Try again", which renders the part again from scratch.
 */
export class CrashBoundary extends Component<{ children: ReactNode }, CrashBoundaryState> {
  override state: CrashBoundaryState = { error: undefined, crashed: false }

  static getDerivedStateFromError(error: unknown): CrashBoundaryState {
    return { error, crashed: true }
  }

  override componentDidCatch(error: unknown): void {
    console.error(error)
  }

  override render(): ReactNode {
    if (!this.state.crashed) return this.props.children
    return (
      <div className="island-crash" role="alert">
        <p className="island-crash-title">This page crashed.</p>
        <p className="island-crash-message">{errorMessage(this.state.error)}</p>
        <button type="button" className="button" onClick={() => this.setState({ error: undefined, crashed: false })}>
          Try again
        </button>
      </div>
    )
  }
}
