import type { AlertThresholds } from '../../../monitoring/thresholds.ts'
import { delayOf, type RuleId } from '../../../monitoring/rule-ids.ts'
import type { Condition } from './rules.ts'
import { severityRank } from './kept-count.ts'
import { alertId, keyOfCondition, type ConditionKey, type StoredAlert } from './stored-alerts.ts'
import { QUIET_MS, RESOLVE_AFTER_MS } from '../../cadences.ts'

/** Resolved alerts kept per node, newest first. */
export const KEPT_RESOLVED = 50

/** What the rules found about one node: the conditions that hold, and which rules could tell. */
export interface Judgement {
  conditions: readonly Condition[]
  /**
   * Rules whose facts are known and fresh, or, where a rule knows only some subjects (the
   * downloads this tab has read), those subjects' keys: a condition of theirs that is absent is
   * clear.
   */
  known: ReadonlySet<RuleId | ConditionKey>
}

/** What one page remembers between judgements of a node (never stored: a reload starts afresh). */
export interface Tracking {
  /** When each holding condition began. */
  since: Map<ConditionKey, number>
  /** When each open alert's condition was first seen clear, while it stays clear. */
  clearSince: Map<ConditionKey, number>
}

export const newTracking = (): Tracking => ({ since: new Map(), clearSince: new Map() })

export type TransitionKind = 'open' | 'resolved' | 'reopened' | 'raised'

export interface Judged {
  alerts: StoredAlert[]
  transitions: { kind: TransitionKind; alert: StoredAlert }[]
}

const ruleOfKey = (key: string) => key.slice(0, key.indexOf(' ')) as RuleId
const knows = ({ known }: Judgement, key: ConditionKey) =>
  known.has(ruleOfKey(key)) || known.has(key)

/**
 * One step of a node's alerts, judged three ways per rule and subject: a condition that holds
 * opens its alert once it has held (as seen) for the rule's delay (or reopens the node's one alert of it); a
 * rule that is known and finds it clear resolves it after `RESOLVE_AFTER_MS`; a rule whose facts
 * are not known (never loaded, loading, a failed ask) leaves it as it is. Muted rules are not
 * judged. `tracking` is updated in place; `alerts` is `previous` itself when nothing changed.
 */
export function judgeAlerts(
  previous: readonly StoredAlert[],
  tracking: Tracking,
  judgement: Judgement,
  muted: ReadonlySet<RuleId>,
  thresholds: AlertThresholds,
  now: number,
  nodeKey: string,
): Judged {
  const alerts = previous.map((alert) => ({ ...alert }))
  const transitions: Judged['transitions'] = []
  let changed = false
  const holding = new Set<ConditionKey>()

  for (const condition of judgement.conditions) {
    if (muted.has(condition.rule)) continue
    const key = keyOfCondition(condition.rule, condition.subject)
    if (holding.has(key)) continue
    holding.add(key)
    tracking.clearSince.delete(key)
    // A condition that knows when it began (a download's last progress) says so itself.
    const since = condition.since ?? tracking.since.get(key) ?? now
    tracking.since.set(key, since)
    const same = alerts.filter((each) => keyOfCondition(each.rule, each.subject) === key)
    // Kept before ids were stable, a key may have several: the open one, else the newest.
    const alert = same.find((each) => each.resolvedAt === null) ?? same[0]
    if (alert && alert.resolvedAt === null) {
      if (alert.severity === condition.severity && alert.title === condition.title) continue
      const rose = severityRank(condition.severity) > severityRank(alert.severity)
      alert.severity = condition.severity
      alert.title = condition.title
      changed = true
      if (rose) transitions.push({ kind: 'raised', alert })
      continue
    }
    const quiet = alert !== undefined && now - alert.resolvedAt! < QUIET_MS
    if (!quiet && now - since < delayOf(condition.rule, thresholds)) continue
    if (alert) {
      alert.resolvedAt = null
      alert.severity = condition.severity
      alert.title = condition.title
      alert.openedAt = now
      // Back within the quiet time it is the same spell: no new start, notification or unhiding.
      if (!quiet) Object.assign(alert, { startedAt: since, notifiedAt: null, dismissed: false })
      transitions.push({ kind: 'reopened', alert })
      continue
    }
    const opened: StoredAlert = {
      id: alertId(nodeKey, condition.rule, condition.subject),
      rule: condition.rule,
      subject: condition.subject,
      severity: condition.severity,
      title: condition.title,
      startedAt: since,
      openedAt: now,
      resolvedAt: null,
      notifiedAt: null,
      dismissed: false,
    }
    alerts.unshift(opened)
    transitions.push({ kind: 'open', alert: opened })
  }

  // A span is what the page saw hold: one found clear ends, and so does one whose facts are no
  // longer known (its node silent, its ask failed), so an unseen gap never counts toward a delay.
  for (const key of [...tracking.since.keys()]) if (!holding.has(key)) tracking.since.delete(key)
  const openKeys = new Set<string>()
  for (const alert of alerts) {
    if (alert.resolvedAt !== null) continue
    const key = keyOfCondition(alert.rule, alert.subject)
    openKeys.add(key)
    if (holding.has(key) || muted.has(alert.rule) || !knows(judgement, key)) continue
    const clear = tracking.clearSince.get(key) ?? now
    tracking.clearSince.set(key, clear)
    if (now - clear < RESOLVE_AFTER_MS) continue
    tracking.clearSince.delete(key)
    alert.resolvedAt = clear
    transitions.push({ kind: 'resolved', alert })
  }
  for (const key of [...tracking.clearSince.keys()])
    if (!openKeys.has(key)) tracking.clearSince.delete(key)

  if (!changed && transitions.length === 0)
    return { alerts: previous as StoredAlert[], transitions }
  return { alerts: pruned(alerts), transitions }
}

function pruned(alerts: StoredAlert[]): StoredAlert[] {
  const kept = new Set(
    alerts
      .filter((alert) => alert.resolvedAt !== null)
      .sort((a, b) => b.resolvedAt! - a.resolvedAt!)
      .slice(0, KEPT_RESOLVED),
  )
  return alerts.filter((alert) => alert.resolvedAt === null || kept.has(alert))
}
