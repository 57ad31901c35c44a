import type { AlertThresholds } from '../../page/alert-settings.ts'
import { delayOf, RULE_IDS, type AlertSeverity, type Condition, type RuleId } from './rules.ts'

/** One alert of one node, as kept in the browser. */
export interface StoredAlert {
  id: string
  rule: RuleId
  subject: string
  severity: AlertSeverity
  title: string
  /** When the condition began (ms, the environment's clock). */
  startedAt: number
  /** When the condition cleared; null while the alert is open. */
  resolvedAt: number | null
  dismissed: boolean
}

/** A condition that clears and comes back within this long continues its alert (flapping). */
export const FLAP_MS = 60_000
/** Resolved alerts kept per node, newest first. */
export const KEPT_RESOLVED = 50

const SEVERITY_RANK: Readonly<Record<AlertSeverity, number>> = {
  notice: 0,
  warning: 1,
  critical: 2,
}

export function severityRank(severity: AlertSeverity): number {
  return SEVERITY_RANK[severity]
}

export const keyOfCondition = (rule: RuleId, subject: string) => `${rule} ${subject}`

export interface Evaluation {
  alerts: StoredAlert[]
  /** Alerts opened by this evaluation, or raised to a higher severity. */
  raised: StoredAlert[]
  resolved: StoredAlert[]
  changed: boolean
}

/**
 * One step of a node's alerts: a condition opens its alert once it has held for its rule's delay,
 * one alert per rule and subject while it lasts; a condition that clears resolves it; one that
 * comes back within `FLAP_MS` reopens the same alert instead of another. `pending` (when each
 * condition began) is updated in place. Muted rules neither open nor keep alerts.
 */
export function evaluate(
  previous: readonly StoredAlert[],
  pending: Map<string, number>,
  conditions: readonly Condition[],
  muted: ReadonlySet<string>,
  thresholds: AlertThresholds,
  now: number,
  newId: () => string,
): Evaluation {
  const alerts = previous.map((alert) => ({ ...alert }))
  const raised: StoredAlert[] = []
  const resolved: StoredAlert[] = []
  let changed = false
  const holding = new Set<string>()

  for (const condition of conditions) {
    if (muted.has(condition.rule)) continue
    const key = keyOfCondition(condition.rule, condition.subject)
    if (holding.has(key)) continue
    holding.add(key)
    // A condition that knows when it began (a download's last progress) says so itself.
    const since = condition.since ?? pending.get(key) ?? now
    pending.set(key, since)
    const same = alerts.filter((alert) => keyOfCondition(alert.rule, alert.subject) === key)
    const open = same.find((alert) => alert.resolvedAt === null)
    if (open) {
      if (open.severity !== condition.severity || open.title !== condition.title) {
        if (severityRank(condition.severity) > severityRank(open.severity)) raised.push(open)
        open.severity = condition.severity
        open.title = condition.title
        changed = true
      }
      continue
    }
    const recent = same.find(
      (alert) => alert.resolvedAt !== null && now - alert.resolvedAt < FLAP_MS,
    )
    if (recent) {
      recent.resolvedAt = null
      recent.severity = condition.severity
      recent.title = condition.title
      changed = true
      continue
    }
    if (now - since < delayOf(condition.rule, thresholds)) continue
    const alert: StoredAlert = {
      id: newId(),
      rule: condition.rule,
      subject: condition.subject,
      severity: condition.severity,
      title: condition.title,
      startedAt: since,
      resolvedAt: null,
      dismissed: false,
    }
    alerts.unshift(alert)
    raised.push(alert)
    changed = true
  }

  for (const key of [...pending.keys()]) if (!holding.has(key)) pending.delete(key)
  for (const alert of alerts) {
    if (alert.resolvedAt !== null || holding.has(keyOfCondition(alert.rule, alert.subject)))
      continue
    alert.resolvedAt = now
    resolved.push(alert)
    changed = true
  }

  return { alerts: changed ? pruned(alerts) : alerts, raised, resolved, changed }
}

function pruned(alerts: StoredAlert[]): StoredAlert[] {
  let kept = 0
  return alerts.filter((alert) => alert.resolvedAt === null || ++kept <= KEPT_RESOLVED)
}

const RULES: ReadonlySet<string> = new Set(RULE_IDS)
const SEVERITIES: ReadonlySet<string> = new Set(['notice', 'warning', 'critical'])

function isStoredAlert(value: unknown): value is StoredAlert {
  if (typeof value !== 'object' || value === null) return false
  const alert = value as Record<string, unknown>
  return (
    typeof alert.id === 'string' &&
    typeof alert.rule === 'string' &&
    RULES.has(alert.rule) &&
    typeof alert.subject === 'string' &&
    typeof alert.severity === 'string' &&
    SEVERITIES.has(alert.severity) &&
    typeof alert.title === 'string' &&
    Number.isFinite(alert.startedAt) &&
    (alert.resolvedAt === null || Number.isFinite(alert.resolvedAt)) &&
    typeof alert.dismissed === 'boolean'
  )
}

/** Stored alerts back from their JSON; anything that is not a list of our alerts reads as none. */
export function readAlerts(json: unknown): StoredAlert[] | undefined {
  return Array.isArray(json) && json.every(isStoredAlert) ? json : undefined
}

/** Muted rules back from their JSON; anything else reads as none. */
export function readMutedRules(json: unknown): RuleId[] | undefined {
  return Array.isArray(json) && json.every((rule) => typeof rule === 'string' && RULES.has(rule))
    ? (json as RuleId[])
    : undefined
}
