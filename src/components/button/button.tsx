import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react'
import css from './button.css?inline'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import { Icon, type IconName } from '../icon/icon.tsx'
import { Spinner } from '../spinner/spinner.tsx'

export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'danger'

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Reaches the inner <button> (React 19 passes ref as a prop), e.g. to move focus to it. */
  ref?: Ref<HTMLButtonElement>
  variant?: ButtonVariant
  size?: 'medium' | 'small'
  icon?: IconName
  /**
   * Busy: ignores presses and shows a spinner in place of the icon. It is aria-disabled rather than
   * disabled so a focused button keeps focus while it works.
   */
  loading?: boolean
  children?: ReactNode
}

/**
 * A button. An icon-only button must be given an `aria-label`. Defaults to type="button" so it
 * never submits a form by accident.
 */
export function Button({
  variant = 'primary',
  size = 'medium',
  icon,
  loading = false,
  disabled,
  className,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const classes = ['vault-button', `vault-button--${variant}`]
  if (size === 'small') classes.push('vault-button--small')
  if (!children) classes.push('vault-button--icon')
  if (className) classes.push(className)
  return (
    <>
      <StyleSheet name="button" css={css} />
      <button
        type={type}
        className={classes.join(' ')}
        disabled={disabled}
        aria-disabled={loading && !disabled ? true : undefined}
        aria-busy={loading || undefined}
        onClick={(event) => {
          if (loading) event.preventDefault()
          else onClick?.(event)
        }}
        {...rest}
      >
        {loading ? <Spinner /> : icon && <Icon name={icon} size={size === 'small' ? 16 : 18} />}
        {children}
      </button>
    </>
  )
}
