import { computed, onMount, type ReadableAtom } from 'nanostores'
import { $alertNotifications, $alertThresholds } from '../../page/alert-settings.ts'
import { getEnvironment } from '../../page/environment.ts'
import { $leadingTab } from '../../page/tab-lead.ts'
import { perNode, type NodeScope } from '../../nodes/scope.ts'
import type { AlertEventDetail } from './alert-event.ts'
import { recordTransitions } from './alert-transitions.ts'
import { syncAlertCounts } from './count-sync.ts'
import { judgeAlerts, newTracking, type Judged } from './judge.ts'
import { overFleet } from './over-fleet.ts'
import type { RuleId } from '../../../monitoring/rule-ids.ts'
import { conditionsOf } from './rules.ts'
import { readFacts, watchFacts } from './signals.ts'
import {
  keptAlerts,
  mutedRules,
  nodeAlerts,
  shownAlert,
  type NodeAlertState,
  type StoredAlert,
} from './stored-alerts.ts'

// The rule engine (lazy: loaded once a node has answered, or with the inbox). Each known node's
// alerts are judged while its `judgedAlerts` store is watched; `$inbox` watches them all.

const nodeLabel = (scope: NodeScope) => scope.binding.name ?? scope.binding.url

function detailOf(
  scope: NodeScope,
  kind: Judged['transitions'][number]['kind'],
  alert: StoredAlert,
) {
  const detail: AlertEventDetail = {
    state: kind,
    id: alert.id,
    rule: alert.rule,
    severity: alert.severity,
    title: alert.title,
    node: { key: scope.binding.key, name: scope.binding.name, url: scope.binding.url },
    startedAt: alert.startedAt,
    resolvedAt: alert.resolvedAt,
  }
  return detail
}

/** Judges one node now, from the answers the page already has; only this tab tells what it changed. */
function judge(
  scope: NodeScope,
  tracking: ReturnType<typeof newTracking>,
  downloadsSeen: Set<string>,
): void {
  const now = getEnvironment().now()
  const thresholds = $alertThresholds.get()
  const $alerts = nodeAlerts.of(scope)
  const { alerts, transitions } = judgeAlerts(
    $alerts.get(),
    tracking,
    conditionsOf(readFacts(scope, downloadsSeen), thresholds, now),
    new Set(mutedRules.of(scope).get()),
    thresholds,
    now,
    scope.binding.key,
  )
  if (alerts === $alerts.get()) return
  $alerts.set(alerts)
  recordTransitions(transitions.map(({ kind, alert }) => detailOf(scope, kind, alert)))
}

/**
 * Each opening is handled once, by the leading tab, whichever tab opened it: notified while the
 * page is hidden or not focused (warnings and critical alerts, when the user asked), else only
 * marked, so no tab notifies it later. The mark is kept on the alert, seen by every tab.
 */
function notifyOpenings(scope: NodeScope): void {
  if (!$leadingTab.get()) return
  const $alerts = nodeAlerts.of(scope)
  const pending = $alerts
    .get()
    .filter((alert) => alert.resolvedAt === null && alert.notifiedAt === null)
  if (pending.length === 0) return
  const environment = getEnvironment()
  const unseen = !environment.pageVisible() || !environment.pageFocused()
  const muted = mutedRules.of(scope).get()
  for (const alert of pending) {
    if (!unseen || !$alertNotifications.get() || alert.severity === 'notice') continue
    if (!shownAlert(alert, muted)) continue
    const level = alert.severity === 'critical' ? 'Critical' : 'Warning'
    environment.showNotification(
      `${level}: ${alert.title}`,
      `${nodeLabel(scope)}: open the vault's alerts to see what it means and what to do.`,
    )
  }
  const now = environment.now()
  $alerts.set(
    $alerts.get().map((alert) => (pending.includes(alert) ? { ...alert, notifiedAt: now } : alert)),
  )
}

function startJudging(scope: NodeScope): () => void {
  const tracking = newTracking()
  const downloadsSeen = new Set<string>()
  const again = () => judge(scope, tracking, downloadsSeen)
  const stops = [
    watchFacts(scope, again),
    mutedRules.of(scope).listen(again),
    $alertThresholds.listen(again),
    // Openings this tab made, or another tab made and wrote to the browser's storage.
    nodeAlerts.of(scope).listen(() => notifyOpenings(scope)),
    $leadingTab.listen(() => notifyOpenings(scope)),
  ]
  again()
  notifyOpenings(scope)
  return () => {
    for (const stop of stops) stop()
  }
}

/** One node's alerts and mutes, judged while watched: watching it starts the node's rules. */
export const judgedAlerts = perNode((scope): ReadableAtom<NodeAlertState> => {
  const $judged = computed(keptAlerts.of(scope), (state) => state)
  onMount($judged, () => startJudging(scope))
  return $judged
})

/** One line of the inbox: an alert and the node it is about. */
export interface InboxEntry {
  scope: NodeScope
  /** The node's name, else its address. */
  node: string
  alert: StoredAlert
}

export interface MutedRule {
  scope: NodeScope
  node: string
  rule: RuleId
}

/** Every known node's alerts the user has not dismissed nor muted: open first, newest first. */
export const $inbox = overFleet(judgedAlerts.of, (nodes): InboxEntry[] => {
  const entries: InboxEntry[] = []
  for (const { scope, alerts, muted } of nodes)
    for (const alert of alerts)
      if (shownAlert(alert, muted)) entries.push({ scope, node: nodeLabel(scope), alert })
  return entries.sort(
    (a, b) =>
      Number(a.alert.resolvedAt !== null) - Number(b.alert.resolvedAt !== null) ||
      b.alert.openedAt - a.alert.openedAt,
  )
})

// The bell's counts follow what the engine judges and what the inbox dismisses or mutes.
onMount($inbox, syncAlertCounts)

/** Every rule muted on a known node. */
export const $mutedRules = overFleet(keptAlerts.of, (nodes): MutedRule[] =>
  nodes.flatMap(({ scope, muted }) =>
    muted.map((rule) => ({ scope, node: nodeLabel(scope), rule })),
  ),
)
