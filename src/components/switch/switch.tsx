import type { ButtonHTMLAttributes } from 'react'
import css from './switch.css?inline'
import { StyleSheet } from '../../styles/style-sheet.tsx'

type SwitchProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'role' | 'type'> & {
  checked: boolean
  onChange: (checked: boolean) => void
  /** Waiting for an answer: shows `checked` (the value asked for) and ignores presses. */
  busy?: boolean
}

/**
 * An on/off switch (a button with role `switch`): name it with `aria-label` or a `<label for>`.
 * Busy is aria-disabled rather than disabled so a focused switch keeps focus while it waits.
 */
export function Switch({ checked, onChange, busy = false, className, ...rest }: SwitchProps) {
  return (
    <>
      <StyleSheet name="switch" css={css} />
      <button
        {...rest}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        className={className ? `vault-switch ${className}` : 'vault-switch'}
        onClick={() => {
          if (!busy) onChange(!checked)
        }}
      >
        <span className="vault-switch__thumb" aria-hidden="true" />
      </button>
    </>
  )
}
