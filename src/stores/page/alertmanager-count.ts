import { atom, computed, onMount } from 'nanostores'
import { lazyModule } from '../../lib/lazy-module.ts'
import { NO_ALERTS, severityRank, type AlertCount } from '../node/alerts/kept-count.ts'
import { $alertCount } from '../node/alerts/summary.ts'
import type { ManagerAlert } from './alertmanager-mapping.ts'
import { $alertmanager } from './monitoring.ts'

/** Alertmanager's alerts and their client: loaded only once an Alertmanager is set. */
const managerAlerts = lazyModule(() => import('./alertmanager-alerts.ts'))

function countOf(alerts: readonly ManagerAlert[]): AlertCount {
  let level: AlertCount['level'] = null
  for (const alert of alerts)
    if (severityRank(alert.severity) > severityRank(level)) level = alert.severity
  return { open: alerts.length, level }
}

/** Alertmanager's firing alerts the browser does not show (one per node and condition). */
const $managerOnlyCount = atom<AlertCount>(NO_ALERTS)

onMount($managerOnlyCount, () => {
  let stopSplit: (() => void) | undefined
  let stopped = false
  const stopServer = $alertmanager.subscribe((server) => {
    stopSplit?.()
    stopSplit = undefined
    $managerOnlyCount.set(NO_ALERTS)
    if (!server) return
    managerAlerts.load().then(
      ({ $managerSplit }) => {
        if (stopped || $alertmanager.get() !== server) return
        stopSplit = $managerSplit.subscribe((split) =>
          $managerOnlyCount.set(countOf(split.onlyManager)),
        )
      },
      () => {
        // The chunk did not load (offline): the bell counts the browser's alerts.
      },
    )
  })
  return () => {
    stopped = true
    stopServer()
    stopSplit?.()
  }
})

/** The bell: the browser's open alerts and Alertmanager's that the browser does not show. */
export const $bellCount = computed(
  [$alertCount, $managerOnlyCount],
  (browser, manager): AlertCount => ({
    open: browser.open + manager.open,
    level:
      severityRank(manager.level) > severityRank(browser.level) ? manager.level : browser.level,
  }),
)
