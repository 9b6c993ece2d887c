import type { ReactNode } from 'react'

/** What a field's control gets: its id, and its error state tied to the errors below it. */
export interface ControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby'?: string
}

/** A labelled control with its problems below it, tied to it by `aria-describedby`. */
export function Field(props: {
  id: string
  label: ReactNode
  errors: string[]
  children: (control: ControlProps) => ReactNode
}) {
  const { id, label, errors, children } = props
  const invalid = errors.length > 0
  return (
    <div className="api-try-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': invalid, ...(invalid ? { 'aria-describedby': `${id}-error` } : {}) })}
      <FieldErrorList id={`${id}-error`} errors={errors} />
    </div>
  )
}

export function FieldErrorList({ id, errors }: { id: string; errors: string[] }) {
  if (errors.length === 0) return null
  return (
    <ul className="api-try-errors" id={id}>
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  )
}
