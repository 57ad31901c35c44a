import { atom } from 'nanostores'
import { lazyModule } from '../../../lib/lazy-module.ts'
import type { NodeScope } from '../../nodes/scope.ts'
import { HEALTH_INTERVAL, spr } from '../status.ts'

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

/**
 * How long after the node first answers the rule engine loads: one status poll later, once the
 * first screen has loaded (the engine's bytes are not the dashboard's first load). It then judges
 * what the page has heard meanwhile, so a condition that began before is dated from then on.
 */
export const ENGINE_START_DELAY_MS = HEALTH_INTERVAL

/** Starts the alerts shortly after the scope's node first answers (the page already asked it). */
export function startAlertsWhenAnswered(scope: NodeScope): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const start = () => {
    timer ??= setTimeout(() => void startAlerts(), ENGINE_START_DELAY_MS)
  }
  const $spr = spr.of(scope)
  const stop = $spr.observe(() => start())
  if (($spr.value ?? { state: 'loading' }).state !== 'loading') start()
  return () => {
    stop()
    if (alertEngine.loaded() === undefined) clearTimeout(timer)
  }
}
