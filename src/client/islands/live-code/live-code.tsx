import { Component, type ReactNode, useLayoutEffect, useMemo, useState } from 'react'
import { createPortal } from 'react-dom'
import type { PartProps } from '../parts.js'
import { evaluateLiveCode } from './evaluate.js'

/** Errors thrown while rendering the reader's code show in place of the result. */
class ResultBoundary extends Component<{ children: ReactNode }, { error: string | undefined }> {
  override state = { error: undefined as string | undefined }
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
  override render(): ReactNode {
    return this.state.error === undefined ? this.props.children : <LiveError message={this.state.error} />
  }
}

function LiveError({ message }: { message: string }) {
  return (
    <pre className="live-error" role="alert">
      {message}
    </pre>
  )
}

/** The result panel: the block's `[data-live-result]`, or a new one after the code. */
function resultPanel(host: HTMLElement): HTMLElement {
  let panel = host.querySelector<HTMLElement>('[data-live-result]')
  if (!panel && host.nextElementSibling?.matches('[data-live-result]')) panel = host.nextElementSibling as HTMLElement
  if (!panel) {
    panel = document.createElement('div')
    panel.className = 'live-result'
    panel.dataset.liveResult = ''
    host.append(panel)
  }
  // The server's placeholder ("the result appears with JavaScript") gives way to the result.
  panel.replaceChildren()
  return panel
}

/**
 * A live code block (`div.code-block[data-live]`): the code becomes an editable textarea and the
 * result renders below as the reader types; an error in the code shows instead of the result.
 */
export default function LiveCode({ host }: PartProps) {
  const pre = host.querySelector('pre')
  const [code, setCode] = useState(() => (pre?.textContent ?? '').replace(/\n$/, ''))
  const [panel] = useState(() => resultPanel(host))
  const outcome = useMemo(() => evaluateLiveCode(code), [code])
  useLayoutEffect(() => {
    // The highlighted code stays in the page for readers without JavaScript and for printing.
    if (pre) pre.hidden = true
    host.setAttribute('data-live-ready', '')
    return () => {
      if (pre) pre.hidden = false
      host.removeAttribute('data-live-ready')
    }
  }, [host, pre])
  return (
    <>
      <textarea
        className="live-editor"
        aria-label="Live code editor"
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        value={code}
        rows={Math.max(3, code.split('\n').length + 1)}
        wrap="off"
        onChange={(event) => setCode(event.target.value)}
      />
      {createPortal(
        <div className="live-preview">
          {outcome.ok ? (
            <ResultBoundary key={code}>{outcome.element}</ResultBoundary>
          ) : (
            <LiveError message={outcome.error} />
          )}
        </div>,
        panel,
      )}
    </>
  )
}
