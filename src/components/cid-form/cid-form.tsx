import { useId, type FormEvent, type ReactNode } from 'react'
import css from './cid-form.css?inline'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import { Card } from '../card/card.tsx'

interface CidFormProps {
  title: string
  submitLabel: string
  value: string
  onValueChange: (value: string) => void
  onSubmit: () => void
  /** While true the submit button is disabled. */
  busy?: boolean
  /** Shown as an alert and marks the field invalid. */
  error?: string | null
  /** Shown after a submit went well. */
  result?: ReactNode
  /** Shown below, outside the announced outcome (a progress that changes every second). */
  children?: ReactNode
  /** More fields of the form, after its button (a choice of how to fetch). */
  options?: ReactNode
}

/** A card with one CID field and a submit button; what happened shows below the field. */
export function CidForm({
  title,
  submitLabel,
  value,
  onValueChange,
  onSubmit,
  busy = false,
  error,
  result,
  children,
  options,
}: CidFormProps) {
  const fieldId = useId()
  const outcomeId = useId()

  function submit(event: FormEvent) {
    event.preventDefault()
    onSubmit()
  }

  return (
    <Card title={title} className="vault-cid-form" part="base">
      <StyleSheet name="cid-form" css={css} />
      <form className="vault-cid-form__form" noValidate onSubmit={submit}>
        <label className="vault-visually-hidden" htmlFor={fieldId}>
          CID
        </label>
        <input
          id={fieldId}
          className="vault-cid-form__input"
          part="input"
          value={value}
          placeholder="CID"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={error ? outcomeId : undefined}
          onChange={(event) => onValueChange(event.currentTarget.value)}
        />
        <button className="vault-cid-form__button" part="button" type="submit" disabled={busy}>
          {submitLabel}
        </button>
        {options}
      </form>
      <div id={outcomeId} aria-live="polite">
        {result && <p className="vault-cid-form__result">{result}</p>}
        {error && (
          <p className="vault-cid-form__error" role="alert">
            {error}
          </p>
        )}
      </div>
      {children}
    </Card>
  )
}
