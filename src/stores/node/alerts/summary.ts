import { atom } from 'nanostores'
import { lazyModule } from '../../../lib/lazy-module.ts'
import type { NodeScope } from '../../nodes/scope.ts'
import { spr } from '../status.ts'

// What the first screen needs of the alerts: their count and worst severity. The rule engine and
// the inbox load later (`alertEngine`), once a node has answered.

export type AlertLevel = 'notice' | 'warning' | 'critical'

/** Open alerts on every watched node, and the worst of them; written by the engine. */
export const $alertCount = atom<{ open: number; level: AlertLevel | null }>({
  open: 0,
  level: null,
})

export const alertEngine = lazyModule(() => import('./engine.ts'))

/** Loads the rule engine and starts watching the nodes; any number of calls start it once. */
export function startAlerts(): Promise<void> {
  return alertEngine.load().then(
    (engine) => engine.watchAlerts(),
    () => {
      // The chunk did not load (offline): the next node answer tries again.
    },
  )
}

/** Starts the alerts after the scope's node first answers (the page already asked it). */
export function startAlertsWhenAnswered(scope: NodeScope): () => void {
  const $spr = spr.of(scope)
  if (($spr.value ?? { state: 'loading' }).state !== 'loading') {
    void startAlerts()
    return () => {}
  }
  const stop = $spr.observe(() => {
    stop()
    void startAlerts()
  })
  return stop
}
