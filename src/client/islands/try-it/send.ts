import {
  type FailureKind,
  failureMessage,
  isMixedContent,
  type PreparedRequest,
  prettyBody,
  statusLine,
  TIMEOUT_MS,
} from './request.js'

/** What came back: the answer, or the one sentence saying why there is none. */
export type Outcome =
  | {
      kind: 'response'
      status: number
      statusLine: string
      ms: number
      headers: [string, string][]
      body: { text: string; json: boolean }
    }
  | { kind: 'failure'; message: string }

/** CSP violation events are queued as tasks: wait one so a blocked request's event has arrived. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Send a request from the browser straight to the server: CORS mode, no cookies or other
 * credentials (only the headers the reader typed), no cache. Resolves with the status, the time
 * until the whole body arrived, the headers the browser exposes and the body; or with why the
 * browser got no answer. `signal` aborts it (the form closed); the result is then not wanted.
 */
export async function sendRequest(request: PreparedRequest, signal: AbortSignal): Promise<Outcome> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, TIMEOUT_MS)
  const stop = () => controller.abort()
  signal.addEventListener('abort', stop)
  const origin = new URL(request.url).origin
  let blockedByPolicy = false
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (event.blockedURI.startsWith(origin)) blockedByPolicy = true
  }
  document.addEventListener('securitypolicyviolation', onViolation)
  const started = performance.now()
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      mode: 'cors',
      credentials: 'omit',
      cache: 'no-store',
      signal: controller.signal,
    })
    const text = await response.text()
    return {
      kind: 'response',
      status: response.status,
      statusLine: statusLine(response.status, response.statusText),
      ms: Math.round(performance.now() - started),
      headers: [...response.headers],
      body: prettyBody(text, response.headers.get('content-type')),
    }
  } catch (error) {
    await nextTask()
    let kind: FailureKind = 'network'
    if (timedOut) kind = 'timeout'
    else if (blockedByPolicy) kind = 'csp'
    else if (isMixedContent(request.url, location.protocol)) kind = 'mixed-content'
    else if (!(error instanceof TypeError) && error instanceof Error && error.name !== 'AbortError') {
      return { kind: 'failure', message: `The request failed: ${error.message}` }
    }
    return { kind: 'failure', message: failureMessage(kind, request.url, location.origin) }
  } finally {
    clearTimeout(timer)
    signal.removeEventListener('abort', stop)
    document.removeEventListener('securitypolicyviolation', onViolation)
  }
}
