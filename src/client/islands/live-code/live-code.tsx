import { Component, type ReactNode, useLayoutEffect, useMemo, useState } from 'react'
import { createPortal } from 'react-dom'
import { attributeSelector, CODE_BLOCK } from '../../../model/markup.js'
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
    <pre className={CODE_BLOCK.liveError} role="alert">
      {message}
    </pre>
  )
}

/**
 * Where the result renders: the block's `[data-live-output]`, under the "Result" title the
 * transform wrote (`CODE_BLOCK` in `src/model/markup.ts`); a block without one (HTML written by
 * hand) gets a result panel after its code.
 */
function resultOutput(host: HTMLElement): HTMLElement {
  const output = host.querySelector<HTMLElement>(attributeSelector(CODE_BLOCK.attr.liveOutput))
  if (output) {
    output.replaceChildren()
    return output
  }
  const panel = document.createElement('div')
  panel.className = CODE_BLOCK.liveResult
  panel.setAttribute(CODE_BLOCK.attr.liveResult, '')
  host.append(panel)
  return panel
}

/**
 * A live code block (`div.code-block[data-live]`): the code becomes an editable textarea and the
 * result renders below as the reader types; an error in the code shows instead of the result.
 */
export default function LiveCode({ host }: PartProps) {
  const pre = host.querySelector('pre')
  const [code, setCode] = useState(() => (pre?.textContent ?? '').replace(/\n$/, ''))
  const [panel] = useState(() => resultOutput(host))
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
        className={CODE_BLOCK.liveEditor}
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
