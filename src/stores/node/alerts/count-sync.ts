import { keptAlertCount, severityRank, type AlertCount } from './kept-count.ts'
import { keptAlerts, shownAlert, type NodeAlertState } from './stored-alerts.ts'
import { overFleet } from './over-fleet.ts'

/** A node's open alerts the inbox shows, and the worst of them. */
export function countAlerts({ alerts, muted }: NodeAlertState): AlertCount {
  let open = 0
  let level: AlertCount['level'] = null
  for (const alert of alerts) {
    if (alert.resolvedAt !== null || !shownAlert(alert, muted)) continue
    open += 1
    if (severityRank(alert.severity) > severityRank(level)) level = alert.severity
  }
  return { open, level }
}

const $keptAlerts = overFleet(keptAlerts.of, (nodes) => nodes)

/**
 * Keeps each known node's count (`keptAlertCount`) equal to its stored alerts while the caller
 * lasts; returns the stop.
 */
export function syncAlertCounts(): () => void {
  return $keptAlerts.subscribe((nodes) => {
    for (const node of nodes) {
      const count = countAlerts(node)
      const $kept = keptAlertCount.of(node.scope)
      const kept = $kept.get()
      if (kept.open !== count.open || kept.level !== count.level) $kept.set(count)
    }
  })
}
