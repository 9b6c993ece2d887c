import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { API_REFERENCE, type TryItOperation } from '../../../model/api-reference.js'
import type { PartProps } from '../parts.js'
import { Field, FieldErrorList } from './field.js'
import { type FieldErrors, type HeaderRow, parameterKey, prepareRequest, sendable } from './request.js'
import { Result, type Status } from './result.js'
import { sendRequest } from './send.js'

/** The chosen server's URL as the page shows it (the server picker keeps it up to date). */
function pageBaseUrl(): string {
  const code = document.querySelector(`code.api-base-url[${API_REFERENCE.attr.base}]`)
  return code?.textContent?.trim() ?? ''
}

function isOperation(value: unknown): value is TryItOperation {
  if (typeof value !== 'object' || value === null) return false
  const { method, path, parameters } = value as Record<string, unknown>
  return typeof method === 'string' && typeof path === 'string' && Array.isArray(parameters)
}

/** The operation's data, written by the openapi stage into `script.api-try-data`. */
function readOperation(host: HTMLElement): TryItOperation | undefined {
  try {
    const data: unknown = JSON.parse(host.querySelector(`.${API_REFERENCE.tryData}`)?.textContent ?? '')
    return isOperation(data) ? data : undefined
  } catch {
    return undefined
  }
}

const EMPTY_HEADER: HeaderRow = { name: '', value: '' }

/**
 * "Try it" for one operation of the API reference (`div.api-try`): a form (server URL, parameters,
 * extra headers, JSON body) checked before sending, and the answer (status, time, headers, body).
 * The host's "Try it" button opens and closes it; it opens when loaded.
 */
export default function TryIt({ host }: PartProps) {
  const [operation] = useState(() => readOperation(host))
  const button = host.querySelector<HTMLButtonElement>(`.${API_REFERENCE.tryOpen}`)
  if (!operation) {
    return (
      <p className="island-error" role="alert">
        This operation's "Try it" data is missing or damaged: reload the page, and report it if it stays so.
      </p>
    )
  }
  return <TryItForm operation={operation} button={button} />
}

function TryItForm({ operation, button }: { operation: TryItOperation; button: HTMLButtonElement | null }) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [open, setOpen] = useState(true)
  const [server, setServer] = useState(pageBaseUrl)
  // Typed by the reader: then the page's server picker no longer changes it.
  const serverEdited = useRef(false)
  const [params, setParams] = useState<Record<string, string>>(() =>
    Object.fromEntries(operation.parameters.map((p) => [parameterKey(p), p.example ?? ''])),
  )
  const [headers, setHeaders] = useState<HeaderRow[]>([EMPTY_HEADER])
  const [body, setBody] = useState(operation.body?.example ?? '')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const focusInvalid = useRef(false)
  const inFlight = useRef<AbortController | null>(null)
  const name = `${operation.method} ${operation.path}`

  // The page's button opens and closes the form; it says which, and what it controls.
  useEffect(() => {
    if (!button) return
    const toggle = () => setOpen((was) => !was)
    button.addEventListener('click', toggle)
    button.setAttribute('aria-controls', `${id}-form`)
    return () => button.removeEventListener('click', toggle)
  }, [button, id])
  useEffect(() => {
    button?.setAttribute('aria-expanded', String(open))
    if (!open) return
    // The reader may have picked another server since: follow it unless they typed their own.
    if (!serverEdited.current) setServer(pageBaseUrl())
    formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus()
  }, [open, button])
  useEffect(() => () => inFlight.current?.abort(), [])
  // After a refused send has rendered its errors: focus the first field marked.
  useEffect(() => {
    if (!focusInvalid.current) return
    focusInvalid.current = false
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  })

  const clear = (key: string) => {
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest)
  }
  const close = () => {
    setOpen(false)
    button?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      close()
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const base = serverEdited.current ? server : pageBaseUrl()
    if (!serverEdited.current) setServer(base)
    const prepared = prepareRequest(operation, { server: base, params, headers, body })
    if (!prepared.ok) {
      focusInvalid.current = true
      setErrors(prepared.errors)
      setStatus({ kind: 'invalid', count: Object.values(prepared.errors).flat().length })
      return
    }
    setErrors({})
    setStatus({ kind: 'sending' })
    inFlight.current?.abort()
    const controller = new AbortController()
    inFlight.current = controller
    const outcome = await sendRequest(prepared.request, controller.signal)
    if (!controller.signal.aborted) setStatus(outcome)
  }

  const field = (key: string) => ({ id: `${id}-${key}`, errors: errors[key] ?? [] })
  const cookies = operation.parameters.filter((p) => !sendable(p))
  const parameters = operation.parameters.filter(sendable)

  return (
    <div className="api-try-panel" hidden={!open}>
      <form
        id={`${id}-form`}
        ref={formRef}
        className="api-try-form"
        aria-label={`Try it: ${name}`}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onKeyDown={onKeyDown}
      >
        <div className="api-try-head">
          <p className="api-try-title">Try it</p>
          <button type="button" className="button api-try-close" onClick={close}>
            Close
          </button>
        </div>
        <Field label="Server URL" {...field('server')}>
          {(props) => (
            <input
              {...props}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="http://localhost:1337/api"
              value={server}
              onChange={(event) => {
                setServer(event.target.value)
                serverEdited.current = true
                clear('server')
              }}
            />
          )}
        </Field>
        {parameters.length > 0 ? (
          <fieldset className="api-try-group">
            <legend>Parameters</legend>
            {parameters.map((parameter) => {
              const key = parameterKey(parameter)
              return (
                <Field
                  key={key}
                  label={
                    <>
                      <code>{parameter.name}</code> <span className="api-try-in">{parameter.in}</span>
                      {parameter.required ? <span className="api-try-required"> (required)</span> : null}
                    </>
                  }
                  {...field(key)}
                >
                  {(props) => (
                    <input
                      {...props}
                      type="text"
                      autoComplete="off"
                      spellCheck={false}
                      required={parameter.required}
                      value={params[key] ?? ''}
                      onChange={(event) => {
                        const value = event.target.value
                        setParams((was) => ({ ...was, [key]: value }))
                        clear(key)
                      }}
                    />
                  )}
                </Field>
              )
            })}
            {cookies.length > 0 ? (
              <p className="api-try-hint">
                Cookie parameters ({cookies.map((p) => p.name).join(', ')}) cannot be set from the browser and are not
                sent.
              </p>
            ) : null}
          </fieldset>
        ) : null}
        <fieldset className="api-try-group">
          <legend>Headers</legend>
          <p className="api-try-hint" id={`${id}-headers-hint`}>
            Such as <code>Authorization: Bearer …</code>; sent with this request only and never stored.
          </p>
          {headers.map((row, i) => {
            const { id: rowId, errors: rowErrors } = field(`header-${i}`)
            const described = [`${id}-headers-hint`, ...(rowErrors.length > 0 ? [`${rowId}-error`] : [])].join(' ')
            const update = (change: Partial<HeaderRow>) => {
              setHeaders((was) => was.map((other, j) => (j === i ? { ...other, ...change } : other)))
              clear(`header-${i}`)
            }
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
              <div className="api-try-header" key={i}>
                <input
                  id={rowId}
                  type="text"
                  aria-label={`Header ${i + 1} name`}
                  aria-invalid={rowErrors.length > 0}
                  aria-describedby={described}
                  placeholder="Authorization"
                  autoComplete="off"
                  spellCheck={false}
                  value={row.name}
                  onChange={(event) => update({ name: event.target.value })}
                />
                <input
                  type="text"
                  aria-label={`Header ${i + 1} value`}
                  aria-describedby={described}
                  placeholder="Bearer …"
                  autoComplete="off"
                  spellCheck={false}
                  value={row.value}
                  onChange={(event) => update({ value: event.target.value })}
                />
                <button
                  type="button"
                  className="button api-try-remove"
                  aria-label={`Remove header ${i + 1}`}
                  onClick={() => {
                    setHeaders((was) => (was.length === 1 ? [EMPTY_HEADER] : was.filter((_, j) => j !== i)))
                    setErrors({})
                  }}
                >
                  ×
                </button>
                <FieldErrorList id={`${rowId}-error`} errors={rowErrors} />
              </div>
            )
          })}
          <button
            type="button"
            className="button api-try-add"
            onClick={() => setHeaders((was) => [...was, EMPTY_HEADER])}
          >
            Add header
          </button>
        </fieldset>
        {operation.body ? (
          <Field
            label={
              <>
                Body <code>{operation.body.type}</code>
                {operation.body.required ? <span className="api-try-required"> (required)</span> : null}
              </>
            }
            {...field('body')}
          >
            {(props) => (
              <textarea
                {...props}
                className="api-try-body-input"
                spellCheck={false}
                autoComplete="off"
                rows={Math.min(16, Math.max(4, body.split('\n').length + 1))}
                value={body}
                onChange={(event) => {
                  setBody(event.target.value)
                  clear('body')
                }}
              />
            )}
          </Field>
        ) : null}
        <div className="api-try-actions">
          <button type="submit" className="button button-primary api-try-send" disabled={status.kind === 'sending'}>
            {status.kind === 'sending' ? 'Sending…' : 'Send request'}
          </button>
          {operation.body?.example !== undefined && body !== operation.body.example ? (
            <button
              type="button"
              className="button"
              onClick={() => {
                setBody(operation.body?.example ?? '')
                clear('body')
              }}
            >
              Reset body
            </button>
          ) : null}
        </div>
      </form>
      <Result status={status} />
    </div>
  )
}
