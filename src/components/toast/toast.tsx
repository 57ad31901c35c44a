import { useEffect, useEffectEvent, useState } from 'react'
import css from './toast.css?inline'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import { Button } from '../button/button.tsx'
import { Icon } from '../icon/icon.tsx'
import type { ToastMessage, ToastVariant } from '../../lib/toast-message.ts'

export const TOAST_DURATION_MS = 3000

export type { ToastMessage, ToastVariant }

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
  const paused = hovered || focused

  useEffect(() => {
    if (paused) return undefined
    const timer = setTimeout(() => dismiss(), duration)
    return () => clearTimeout(timer)
  }, [paused, duration])

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

/**
 * The corner where toasts stack, newest last (errors below successes). Render it once per element,
 * near the root. Its two live regions stay mounted, so screen readers announce each new toast:
 * errors assertively, successes politely. They are aria-live regions rather than role alert/status
 * so a feature's own `[role=alert]` stays the first one in the element.
 */
export function ToastStack({
  toasts,
  onDismiss,
  duration,
}: {
  toasts: readonly ToastMessage[]
  onDismiss: (id: string) => void
  duration?: number
}) {
  const group = (variant: ToastVariant) =>
    toasts.map(
      (toast) =>
        toast.variant === variant && (
          <Toast
            key={toast.id}
            variant={toast.variant}
            message={toast.message}
            duration={duration}
            onDismiss={() => onDismiss(toast.id)}
          />
        ),
    )
  return (
    <section className="vault-toasts" aria-label="Notifications">
      <StyleSheet name="toast" css={css} />
      <div className="vault-toasts__region" aria-live="polite">
        {group('success')}
      </div>
      <div className="vault-toasts__region" aria-live="assertive">
        {group('error')}
      </div>
    </section>
  )
}
