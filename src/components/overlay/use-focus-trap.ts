import { useEffect, useLayoutEffect, type KeyboardEvent, type RefObject } from 'react'
import { deepActiveElement, tabbables } from './tabbable.ts'

/** Open traps, innermost last: only the innermost one holds focus, so stacked overlays don't fight. */
const traps: HTMLElement[] = []

/**
 * Focus handling of a modal surface rendered inside the element's own (shadow) root: moves focus
 * into `ref` when mounted (to `[data-autofocus]`, else the container itself), brings focus back if
 * it leaves, and on unmount gives focus back to whatever had it before. Returns the keydown
 * handler to put on the container: Tab and Shift+Tab wrap, Escape calls `onEscape`. It is a React
 * handler so that a child (an open dropdown) can keep Escape for itself with stopPropagation.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  onEscape: () => void,
): (event: KeyboardEvent) => void {
  useLayoutEffect(() => {
    const container = ref.current
    if (!container) return undefined
    const opener = deepActiveElement(container)
    traps.push(container)
    const target = container.querySelector<HTMLElement>('[data-autofocus]') ?? container
    target.focus({ preventScroll: true })
    return () => {
      traps.splice(traps.indexOf(container), 1)
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true })
    }
  }, [ref])

  useEffect(() => {
    const container = ref.current
    if (!container) return undefined
    const root = container.getRootNode() as Document | ShadowRoot
    const onFocusIn = (event: Event) => {
      if (traps.at(-1) !== container) return
      const target = event.composedPath()[0]
      if (target instanceof Node && !container.contains(target)) container.focus()
    }
    root.addEventListener('focusin', onFocusIn)
    return () => root.removeEventListener('focusin', onFocusIn)
  }, [ref])

  return (event: KeyboardEvent) => {
    const container = ref.current
    if (!container || traps.at(-1) !== container) return
    if (event.key === 'Escape') {
      event.stopPropagation()
      onEscape()
    } else if (event.key === 'Tab') {
      wrapTab(container, event)
    }
  }
}

function wrapTab(container: HTMLElement, event: KeyboardEvent) {
  const items = tabbables(container)
  const first = items[0]
  const last = items.at(-1)
  const active = deepActiveElement(container)
  if (!first || !last) {
    event.preventDefault()
    container.focus()
  } else if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}
