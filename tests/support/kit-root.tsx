import type { ReactNode } from 'react'
import { TimerContext } from '../../src/components/timer/timer-context.ts'
import { browserTransport } from '../../src/platform/transport.ts'

/** What an element's root gives the kit: the platform's timer (which a test's fake clock drives). */
export function KitRoot({ children }: { children: ReactNode }) {
  return <TimerContext value={browserTransport.setTimer}>{children}</TimerContext>
}
