import { useEffect, useState } from 'react'

export type Presence = 'open' | 'closing' | 'closed'

/**
 * Keeps an overlay rendered for `exitMs` after `open` turns false, so it can animate out.
 * Reopening while it closes cancels the exit.
 */
export function usePresence(open: boolean, exitMs: number): Presence {
  const [rendered, setRendered] = useState(open)
  if (open && !rendered) setRendered(true)

  useEffect(() => {
    if (open || !rendered) return undefined
    const timer = setTimeout(() => setRendered(false), exitMs)
    return () => clearTimeout(timer)
  }, [open, rendered, exitMs])

  if (open) return 'open'
  return rendered ? 'closing' : 'closed'
}
