import { useId, type ReactNode } from 'react'
import css from './field.css?inline'
import { StyleSheet } from '../../styles/style-sheet.tsx'

/** What a control inside a FieldFrame puts on itself to be labelled and described. */
export interface FieldControlProps {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
}

interface FieldFrameProps {
  label: string
  hint?: string
  /** A validation message; marks the control invalid. Spoken politely when it appears. */
  error?: string
  className?: string
  children: (control: FieldControlProps) => ReactNode
}

/** Label above, control, hint and error below; wires them with for/id and aria-describedby. */
export function FieldFrame({ label, hint, error, className, children }: FieldFrameProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ')
  return (
    <div className={className ? `vault-field ${className}` : 'vault-field'}>
      <StyleSheet name="field" css={css} />
      <label className="vault-field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className="vault-field__hint">
          {hint}
        </p>
      )}
      <p id={errorId} className="vault-field__error" aria-live="polite">
        {error}
      </p>
    </div>
  )
}
