import { onMount } from 'nanostores'
import { lazyModule } from '../../../lib/lazy-module.ts'
import type { NodeScope } from '../../nodes/scope.ts'
import { afterIdle } from '../../page/after-idle.ts'
import { getEnvironment } from '../../page/environment.ts'
import { spr } from '../status.ts'
import { keptAlertCount, severityRank, type AlertCount } from './kept-count.ts'
import type { AlertLevel } from '../../../monitoring/rule-ids.ts'
import { overFleet } from './over-fleet.ts'
import { ENGINE_START_DELAY_MS } from '../../cadences.ts'

// What the first screen needs of the alerts: their count and worst severity, as kept in short
// beside them. The rule engine and the inbox load later (`alertEngine`), once a node has answered;
// they keep the counts equal to the stored alerts (`count-sync.ts`), as does the page a while
// after it is idle when no node answers.

/** Open alerts the inbox shows on every known node, and the worst of them. */
export const $alertCount = overFleet(keptAlertCount.of, (nodes) => {
  let open = 0
  let level: AlertLevel | null = null
  for (const count of nodes) {
    open += count.open
    if (severityRank(count.level) > severityRank(level)) level = count.level
  }
  return { open, level } satisfies AlertCount
})

/** The stored alerts' code, which keeps the counts equal to them: not the first load. */
const countSync = lazyModule(() => import('./count-sync.ts'))

onMount($alertCount, () => {
  let stopSync: (() => void) | undefined
  let stopped = false
  const sync = () =>
    countSync.load().then(
      ({ syncAlertCounts }) => {
        if (!stopped) stopSync = syncAlertCounts()
      },
      () => {
        // The chunk did not load (offline): the bell shows the counts as kept.
      },
    )
  const cancelStart = afterIdle(ENGINE_START_DELAY_MS, sync)
  return () => {
    stopped = true
    cancelStart()
    stopSync?.()
  }
})

export const alertEngine = lazyModule(() => import('./engine.ts'))

/**
 * Judges every known node while the caller lasts, starting shortly after the scope's node first
 * answers (the page already asked it). Returns the function that stops it.
 */
export function startAlertsWhenAnswered(scope: NodeScope): () => void {
  let cancelTimer: (() => void) | undefined
  let stopJudging: (() => void) | undefined
  let stopped = false
  const judge = () => {
    alertEngine.load().then(
      (engine) => {
        if (!stopped) stopJudging ??= engine.$inbox.listen(() => {})
      },
      () => {
        // The chunk did not load (offline): the next node answer tries again.
        cancelTimer = undefined
      },
    )
  }
  const start = () => {
    cancelTimer ??= getEnvironment().setTimer(judge, ENGINE_START_DELAY_MS)
  }
  const $spr = spr.of(scope)
  const stop = $spr.observe(() => start())
  if (($spr.value ?? { state: 'loading' }).state !== 'loading') start()
  return () => {
    stopped = true
    stop()
    cancelTimer?.()
    stopJudging?.()
  }
}
