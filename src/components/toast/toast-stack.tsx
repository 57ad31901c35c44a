import { Suspense } from 'react'
import { lazyComponent } from '../lazy/lazy-component.ts'
import type { ToastMessage, ToastVariant } from '../../lib/toast-message.ts'

export type { ToastMessage, ToastVariant }

// The toasts themselves (with the button, the icons and their styles) load with the first one:
// an element that never shows a toast costs only the two empty live regions.
const ToastGroup = lazyComponent(() => import('./toast.tsx'), 'ToastGroup')

/** Loads the toasts' code now, so the next toast renders without waiting for it. */
export const preloadToasts = (): Promise<void> => ToastGroup.preload().then(() => undefined)

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
  const group = (variant: ToastVariant) => {
    const shown = toasts.filter((toast) => toast.variant === variant)
    return (
      shown.length > 0 && (
        <Suspense>
          <ToastGroup toasts={shown} onDismiss={onDismiss} duration={duration} />
        </Suspense>
      )
    )
  }
  return (
    <section className="vault-toasts" aria-label="Notifications">
      <div className="vault-toasts__region" aria-live="polite">
        {group('success')}
      </div>
      <div className="vault-toasts__region" aria-live="assertive">
        {group('error')}
      </div>
    </section>
  )
}
