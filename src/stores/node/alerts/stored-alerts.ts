import { computed, type ReadableAtom } from 'nanostores'
import { perNode, type NodeScope } from '../../nodes/scope.ts'
import { RULE_IDS, type AlertLevel, type RuleId } from '../../../monitoring/rule-ids.ts'

/**
 * One alert of one node, as kept in the browser: one per node, rule and subject, for good. A
 * condition that returns reopens it.
 */
export interface StoredAlert {
  /** Stable: the same node, rule and subject give the same id in every tab and after a reload. */
  id: string
  rule: RuleId
  subject: string
  severity: AlertLevel
  title: string
  /** When the condition of its current (or last) opening began (ms, the environment's clock). */
  startedAt: number
  /** When it last opened or reopened. */
  openedAt: number
  /** When the condition cleared; null while the alert is open. */
  resolvedAt: number | null
  /** When the leading tab handled this opening (notified, or saw the page in front); null before. */
  notifiedAt: number | null
  dismissed: boolean
}

/** A rule and one subject of it, as one key. */
export type ConditionKey = `${RuleId} ${string}`

export const keyOfCondition = (rule: RuleId, subject: string): ConditionKey => `${rule} ${subject}`

/** The alert id of a node's rule and subject: the same in every tab that judges that node. */
export function alertId(nodeKey: string, rule: RuleId, subject: string): string {
  return subject ? `${nodeKey}/${rule}/${subject}` : `${nodeKey}/${rule}`
}

const RULES: ReadonlySet<string> = new Set(RULE_IDS)
const SEVERITIES: ReadonlySet<string> = new Set(['notice', 'warning', 'critical'])
const isTime = (value: unknown) => Number.isFinite(value)
const isTimeOrNull = (value: unknown) => value === null || Number.isFinite(value)

function readAlert(value: unknown): StoredAlert | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const alert = value as Record<string, unknown>
  const valid =
    typeof alert.id === 'string' &&
    typeof alert.rule === 'string' &&
    RULES.has(alert.rule) &&
    typeof alert.subject === 'string' &&
    typeof alert.severity === 'string' &&
    SEVERITIES.has(alert.severity) &&
    typeof alert.title === 'string' &&
    isTime(alert.startedAt) &&
    isTimeOrNull(alert.resolvedAt) &&
    typeof alert.dismissed === 'boolean' &&
    (alert.openedAt === undefined || isTime(alert.openedAt)) &&
    (alert.notifiedAt === undefined || isTimeOrNull(alert.notifiedAt))
  if (!valid) return undefined
  const stored = alert as unknown as StoredAlert
  // Alerts kept before openings were dated: handled already, so none is notified again.
  return {
    ...stored,
    openedAt: stored.openedAt ?? stored.startedAt,
    notifiedAt: stored.notifiedAt === undefined ? stored.startedAt : stored.notifiedAt,
  }
}

/** Stored alerts back from their JSON; anything that is not a list of our alerts reads as none. */
export function readAlerts(json: unknown): StoredAlert[] | undefined {
  if (!Array.isArray(json)) return undefined
  const alerts = json.map(readAlert)
  return alerts.every((alert) => alert !== undefined) ? (alerts as StoredAlert[]) : undefined
}

/** Muted rules back from their JSON; anything else reads as none. */
export function readMutedRules(json: unknown): RuleId[] | undefined {
  return Array.isArray(json) && json.every((rule) => typeof rule === 'string' && RULES.has(rule))
    ? (json as RuleId[])
    : undefined
}

/** One node's alerts, kept in the browser with the node (forgotten when it is removed). */
export const nodeAlerts = perNode((scope) => scope.value<StoredAlert[]>('alerts', readAlerts, []))

/** The rules the user muted for one node. */
export const mutedRules = perNode((scope) =>
  scope.value<RuleId[]>('alert-mutes', readMutedRules, []),
)

/** One node's alerts and muted rules together: what the inbox and the count are made of. */
export interface NodeAlertState {
  scope: NodeScope
  alerts: readonly StoredAlert[]
  muted: readonly RuleId[]
}

/** A node's alerts as kept: reading them judges nothing (the engine's `judgedAlerts` does). */
export const keptAlerts = perNode((scope): ReadableAtom<NodeAlertState> =>
  computed([nodeAlerts.of(scope), mutedRules.of(scope)], (alerts, muted) => ({
    scope,
    alerts,
    muted,
  })),
)

/** Whether an alert shows in the inbox: not dismissed, its rule not muted for its node. */
export const shownAlert = (alert: StoredAlert, muted: readonly RuleId[]) =>
  !alert.dismissed && !muted.includes(alert.rule)
