import { useEffect, useEffectEvent, useState } from 'react'
import css from './toast.css?inline'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import { Button } from '../button/button.tsx'
import { Icon } from '../icon/icon.tsx'
import { useTimer } from '../timer/timer-context.ts'
import type { ToastMessage, ToastVariant } from '../../lib/toast-message.ts'

export const TOAST_DURATION_MS = 3000

interface ToastProps {
  variant: ToastVariant
  message: string
  onDismiss: () => void
  duration?: number
}

/**
 * One notification: title `success` or `error`, then the message (rendered as text). It dismisses
 * itself after `duration`; the countdown restarts while the pointer or focus is on it, so nobody
 * loses a message they are reading.
 */
function Toast({ variant, message, onDismiss, duration = TOAST_DURATION_MS }: ToastProps) {
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const dismiss = useEffectEvent(onDismiss)
  const setTimer = useTimer()
  const paused = hovered || focused

  useEffect(() => {
    if (paused) return undefined
    return setTimer(() => dismiss(), duration)
  }, [paused, duration, setTimer])

  return (
    <div
      className={`vault-toast vault-toast--${variant}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <Icon className="vault-toast__icon" name={variant === 'error' ? 'error' : 'check-circle'} />
      <div className="vault-toast__body">
        <p className="vault-toast__title">{variant}</p>
        <p className="vault-toast__message">{message}</p>
      </div>
      <Button variant="ghost" size="small" icon="close" aria-label="Dismiss" onClick={onDismiss} />
    </div>
  )
}

interface ToastGroupProps {
  toasts: readonly ToastMessage[]
  onDismiss: (id: string) => void
  duration?: number
}

/**
 * The toasts of one live region, with the kit's toast stylesheet (which also places the stack):
 * loaded with the page's first toast (toast-stack.tsx).
 */
export function ToastGroup({ toasts, onDismiss, duration }: ToastGroupProps) {
  return (
    <>
      <StyleSheet name="toast" css={css} />
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          variant={toast.variant}
          message={toast.message}
          duration={duration}
          onDismiss={() => onDismiss(toast.id)}
        />
      ))}
    </>
  )
}
