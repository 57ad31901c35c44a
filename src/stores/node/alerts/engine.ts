import { atom } from 'nanostores'
import { $alertNotifications, $alertThresholds } from '../../page/alert-settings.ts'
import { getEnvironment } from '../../page/environment.ts'
import { $nodes } from '../../nodes/registry.ts'
import { $activeScope, perNode, scopeOfNode, type NodeScope } from '../../nodes/scope.ts'
import type { AlertEventDetail } from './alert-event.ts'
import { evaluate, readAlerts, readMutedRules, severityRank, type StoredAlert } from './evaluate.ts'
import { conditionsOf, type RuleId } from './rules.ts'
import { readFacts, watchFacts } from './signals.ts'
import { $alertCount, type AlertLevel } from './summary.ts'

export type { StoredAlert }

/** One node's alerts, kept in the browser with the node (forgotten when it is removed). */
export const nodeAlerts = perNode((scope) => scope.value<StoredAlert[]>('alerts', readAlerts, []))

/** The rules the user muted for one node. */
export const mutedRules = perNode((scope) =>
  scope.value<RuleId[]>('alert-mutes', readMutedRules, []),
)

/** One line of the inbox: an alert and the node it is about. */
export interface InboxEntry {
  nodeKey: string
  /** The node's name, else its address. */
  node: string
  alert: StoredAlert
}

export interface MutedRule {
  nodeKey: string
  node: string
  rule: RuleId
}

/** Every watched node's alerts the user has not dismissed: open first, newest first. */
export const $inbox = atom<InboxEntry[]>([])
export const $mutedRules = atom<MutedRule[]>([])

interface Watched {
  scope: NodeScope
  pending: Map<string, number>
  stop: () => void
}

const watched = new Map<string, Watched>()
const alertListeners = new Set<(detail: AlertEventDetail) => void>()
let started = false
let lastId = 0

const nodeLabel = (scope: NodeScope) => scope.binding.name ?? scope.binding.url

/** Hears every alert that opens, rises to critical, or resolves, on any watched node. */
export function onAlert(listener: (detail: AlertEventDetail) => void): () => void {
  alertListeners.add(listener)
  return () => alertListeners.delete(listener)
}

function detailOf(scope: NodeScope, alert: StoredAlert): AlertEventDetail {
  return {
    state: alert.resolvedAt === null ? 'open' : 'resolved',
    id: alert.id,
    rule: alert.rule,
    severity: alert.severity,
    title: alert.title,
    node: { key: scope.binding.key, name: scope.binding.name, url: scope.binding.url },
    startedAt: alert.startedAt,
    resolvedAt: alert.resolvedAt,
  }
}

function tell(detail: AlertEventDetail): void {
  for (const listener of alertListeners) {
    try {
      listener(detail)
    } catch {
      // A listener's fault must never stop the alerts.
    }
  }
}

/** A warning or critical alert is notified while the page is not seen, if the user asked. */
function notify(scope: NodeScope, alert: StoredAlert): void {
  if (alert.severity === 'notice' || !$alertNotifications.get()) return
  const environment = getEnvironment()
  if (environment.pageVisible() && environment.pageFocused()) return
  const level = alert.severity === 'critical' ? 'Critical' : 'Warning'
  environment.showNotification(
    `${level}: ${alert.title}`,
    `${nodeLabel(scope)}: open the vault's alerts to see what it means and what to do.`,
  )
}

/** Judges one node now, from the answers the page already has. */
function judge(entry: Watched): void {
  const { scope } = entry
  const now = getEnvironment().now()
  const thresholds = $alertThresholds.get()
  const $alerts = nodeAlerts.of(scope)
  const result = evaluate(
    $alerts.get(),
    entry.pending,
    conditionsOf(readFacts(scope), thresholds, now),
    new Set(mutedRules.of(scope).get()),
    thresholds,
    now,
    () => `${now.toString(36)}-${(++lastId).toString(36)}`,
  )
  if (!result.changed) return
  $alerts.set(result.alerts)
  for (const alert of result.raised) {
    if (!alert.dismissed) notify(scope, alert)
    tell(detailOf(scope, alert))
  }
  for (const alert of result.resolved) tell(detailOf(scope, alert))
}

function refreshInbox(): void {
  const entries: InboxEntry[] = []
  const muted: MutedRule[] = []
  for (const [nodeKey, { scope }] of watched) {
    const node = nodeLabel(scope)
    const mutes = mutedRules.of(scope).get()
    for (const alert of nodeAlerts.of(scope).get())
      if (!alert.dismissed && !mutes.includes(alert.rule)) entries.push({ nodeKey, node, alert })
    for (const rule of mutes) muted.push({ nodeKey, node, rule })
  }
  entries.sort(
    (a, b) =>
      Number(a.alert.resolvedAt !== null) - Number(b.alert.resolvedAt !== null) ||
      b.alert.startedAt - a.alert.startedAt,
  )
  $inbox.set(entries)
  $mutedRules.set(muted)
  let level: AlertLevel | null = null
  let open = 0
  for (const { alert } of entries) {
    if (alert.resolvedAt !== null) continue
    open += 1
    if (level === null || severityRank(alert.severity) > severityRank(level)) level = alert.severity
  }
  $alertCount.set({ open, level })
}

function watch(scope: NodeScope): Watched {
  const entry: Watched = { scope, pending: new Map(), stop: () => {} }
  const stops = [
    watchFacts(scope, () => judge(entry)),
    nodeAlerts.of(scope).listen(refreshInbox),
    mutedRules.of(scope).listen(() => {
      judge(entry)
      refreshInbox()
    }),
  ]
  entry.stop = () => {
    for (const stop of stops) stop()
  }
  judge(entry)
  return entry
}

/** Follows the active node and every listed node: a node removed from the list stops being watched. */
function syncWatched(): void {
  const scopes = new Map<string, NodeScope>()
  const active = $activeScope.get()
  scopes.set(active.binding.key, active)
  for (const node of $nodes.get()) {
    const scope = scopeOfNode(node.id)
    if (scope) scopes.set(scope.binding.key, scope)
  }
  for (const [key, entry] of watched) {
    if (scopes.get(key) === entry.scope) continue
    entry.stop()
    watched.delete(key)
  }
  for (const [key, scope] of scopes) if (!watched.has(key)) watched.set(key, watch(scope))
  refreshInbox()
}

/** Starts watching the nodes; any further call does nothing. */
export function watchAlerts(): void {
  if (started) return
  started = true
  $activeScope.listen(syncWatched)
  $nodes.listen(syncWatched)
  $alertThresholds.listen(() => {
    for (const entry of watched.values()) judge(entry)
  })
  syncWatched()
}

/** Stops watching every node (tests start afresh). */
export function stopAlerts(): void {
  for (const entry of watched.values()) entry.stop()
  watched.clear()
  started = false
  refreshInbox()
}

function scopeOfKey(nodeKey: string): NodeScope | undefined {
  return watched.get(nodeKey)?.scope
}

/** Hides an alert; while its condition lasts, no other alert of it opens. */
export function dismissAlert(nodeKey: string, id: string): void {
  const scope = scopeOfKey(nodeKey)
  if (!scope) return
  const $alerts = nodeAlerts.of(scope)
  $alerts.set(
    $alerts.get().map((alert) => (alert.id === id ? { ...alert, dismissed: true } : alert)),
  )
}

/** Mutes a rule for one node: its alerts close and no new one opens until it is unmuted. */
export function muteRule(nodeKey: string, rule: RuleId): void {
  const scope = scopeOfKey(nodeKey)
  if (!scope) return
  const $muted = mutedRules.of(scope)
  if (!$muted.get().includes(rule)) $muted.set([...$muted.get(), rule])
}

export function unmuteRule(nodeKey: string, rule: RuleId): void {
  const scope = scopeOfKey(nodeKey)
  if (!scope) return
  const $muted = mutedRules.of(scope)
  $muted.set($muted.get().filter((each) => each !== rule))
}
