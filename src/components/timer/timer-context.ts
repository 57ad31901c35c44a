import { createContext, useContext } from 'react'
import type { SetTimer } from '../../api/http.ts'

/**
 * The platform's timer for the kit's UI timings (a toast's 3 s, an overlay's exit, the copy
 * confirmation), provided by the element's root from the environment, so a test's clock drives
 * them as it drives the stores'.
 */
export const TimerContext = createContext<SetTimer | null>(null)

export function useTimer(): SetTimer {
  const setTimer = useContext(TimerContext)
  if (!setTimer) throw new Error('A vault component rendered without a TimerContext.')
  return setTimer
}
