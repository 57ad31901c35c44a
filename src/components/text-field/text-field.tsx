import type { InputHTMLAttributes } from 'react'
import { FieldFrame } from './field-frame.tsx'

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-describedby'> & {
  label: string
  hint?: string
  error?: string
}

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export function TextField({ label, hint, error, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => <input {...input} {...control} />}
    </FieldFrame>
  )
}
