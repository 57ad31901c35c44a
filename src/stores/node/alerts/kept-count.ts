import type { AlertLevel } from '../../../monitoring/rule-ids.ts'
import { perNode } from '../../nodes/scope.ts'

// What the bell shows before the stored alerts' code has loaded: each node's open alerts in short,
// kept beside them (`count-sync.ts` keeps it equal to them once loaded, in every tab).

/** How many alerts of a node the inbox shows open, and the worst of them. */
export interface AlertCount {
  open: number
  level: AlertLevel | null
}

const SEVERITY_RANK: Readonly<Record<AlertLevel, number>> = { notice: 0, warning: 1, critical: 2 }

/** How grave a severity is: the higher, the worse (the bell shows the worst open one). */
export function severityRank(severity: AlertLevel | null): number {
  return severity === null ? -1 : SEVERITY_RANK[severity]
}

export const NO_ALERTS: AlertCount = { open: 0, level: null }

const LEVELS: ReadonlySet<unknown> = new Set(['notice', 'warning', 'critical', null])

function readAlertCount(json: unknown): AlertCount | undefined {
  const count = json as Partial<AlertCount> | null
  return Number.isInteger(count?.open) && LEVELS.has(count?.level)
    ? { open: count!.open!, level: count!.level! }
    : undefined
}

/** One node's open alerts in short, as last counted from its stored alerts. */
export const keptAlertCount = perNode((scope) =>
  scope.value<AlertCount>('alert-count', readAlertCount, NO_ALERTS),
)
