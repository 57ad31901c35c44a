import { useEffect, useState } from 'react'
import { useTimer } from '../timer/timer-context.ts'

export type Presence = 'open' | 'closing' | 'closed'

/**
 * Keeps an overlay rendered for `exitMs` after `open` turns false, so it can animate out.
 * Reopening while it closes cancels the exit.
 */
export function usePresence(open: boolean, exitMs: number): Presence {
  const setTimer = useTimer()
  const [rendered, setRendered] = useState(open)
  if (open && !rendered) setRendered(true)

  useEffect(() => {
    if (open || !rendered) return undefined
    return setTimer(() => setRendered(false), exitMs)
  }, [open, rendered, exitMs, setTimer])

  if (open) return 'open'
  return rendered ? 'closing' : 'closed'
}
