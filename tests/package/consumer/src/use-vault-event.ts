import { useEffect, useRef, type RefObject } from 'react'
import type { VaultEventMap } from 'codex-vault'

/**
 * Listens to a `vault-*` event on the element the returned ref is put on: what React 18 needs
 * (it adds no listeners to custom elements), and what a component uses to listen from a parent.
 */
export function useVaultEvent<Name extends keyof VaultEventMap>(
  name: Name,
  listener: (event: VaultEventMap[Name]) => void,
): RefObject<HTMLElement | null> {
  const ref = useRef<HTMLElement>(null)
  const latest = useRef(listener)
  useEffect(() => {
    latest.current = listener
  })
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const listen = (event: VaultEventMap[Name]) => latest.current(event)
    element.addEventListener(name, listen)
    return () => element.removeEventListener(name, listen)
  }, [name])
  return ref
}
