import { type ReactNode, useEffect, useRef } from 'react'
import type { Outcome } from './send.js'

/** Where the form is: nothing sent yet, sending, refused before sending, or the outcome. */
export type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'invalid'; count: number } | Outcome

function statusClass(status: number): string {
  return `api-try-code api-try-code-${status >= 200 && status < 600 ? `${String(status)[0]}xx` : 'other'}`
}

/** The answer: one live line (status and time, or why nothing came back), then headers and body. */
export function Result({ status }: { status: Status }) {
  // The answer is brought into view when it comes: it is below the form, often past the bottom
  // of the samples column, which scrolls on its own.
  const box = useRef<HTMLDivElement>(null)
  const done = status.kind === 'response' || status.kind === 'failure'
  useEffect(() => {
    if (!done) return
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    box.current?.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' })
  }, [done])
  let line: ReactNode = null
  if (status.kind === 'sending') line = 'Sending…'
  else if (status.kind === 'invalid') {
    line = `Not sent: fix the ${status.count === 1 ? 'problem' : `${status.count} problems`} marked above.`
  } else if (status.kind === 'failure') line = status.message
  else if (status.kind === 'response') {
    line = (
      <>
        <span className={statusClass(status.status)}>{status.statusLine}</span> in{' '}
        <span className="api-try-time">{status.ms} ms</span>
      </>
    )
  }
  const problem = status.kind === 'failure' || status.kind === 'invalid'
  return (
    <div className="api-try-result" ref={box}>
      <p className={`api-try-status${problem ? ' api-try-problem' : ''}`} role="status" aria-live="polite">
        {line}
      </p>
      {status.kind === 'response' ? (
        <>
          <details className="api-try-headers" open>
            <summary>Response headers ({status.headers.length})</summary>
            {status.headers.length > 0 ? (
              <dl>
                {status.headers.map(([name, value]) => (
                  <div key={name}>
                    <dt>{name}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="api-try-hint">The server exposes none to this site.</p>
            )}
          </details>
          <p className="api-try-subtitle">Response body</p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling body must be reachable by keyboard */}
          <pre className="api-try-response" tabIndex={0}>
            <code className={status.body.json ? 'language-json' : undefined}>
              {status.body.text === '' ? '(empty)' : status.body.text}
            </code>
          </pre>
        </>
      ) : null}
    </div>
  )
}
