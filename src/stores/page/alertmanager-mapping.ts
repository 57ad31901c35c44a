import type { GettableAlert } from '../../api/schemas/alertmanager.ts'
import { severityRank } from '../node/alerts/kept-count.ts'
import { RULE_IDS, type AlertLevel, type RuleId } from '../../monitoring/rule-ids.ts'

// Alertmanager's firing alerts as the vault's: about one of its nodes (the `node` label is the
// vault's name for it, as `codex-vault prometheus` writes the scrape jobs) and one condition (the
// `rule` label is the browser rule's id where one matches, else the alert's own).

/** One condition of one node that Alertmanager says fires. */
export interface ManagerAlert {
  /** The vault's key of the node (`node-N`). */
  nodeKey: string
  /** The `node` label: the vault's name for the node. */
  node: string
  alertname: string
  /** The browser rule's id when the alert has one, else its `rule` label or its name. */
  condition: string
  /** The browser rule it is, when it is one (it can then be muted in the vault). */
  rule: RuleId | null
  severity: AlertLevel
  title: string
  description: string
  /** Ms since the epoch. */
  startedAt: number
}

/** A node the vault knows, by the name its scrape job carries. */
export interface NamedNode {
  key: string
  name: string | null
}

const BROWSER_RULES: ReadonlySet<string> = new Set(RULE_IDS)
const LEVELS: ReadonlySet<string> = new Set(['notice', 'warning', 'critical'])

/** The condition's key: one alert per node and condition, whoever saw it. */
export const conditionKey = (nodeKey: string, condition: string) => `${nodeKey} ${condition}`

function asManagerAlert(alert: GettableAlert, nodeKey: string): ManagerAlert {
  const { labels, annotations } = alert
  const alertname = labels.alertname ?? ''
  const condition = labels.rule || alertname
  const severity = labels.severity ?? ''
  const startedAt = Date.parse(alert.startsAt)
  return {
    nodeKey,
    node: labels.node ?? '',
    alertname,
    condition,
    rule: BROWSER_RULES.has(condition) ? (condition as RuleId) : null,
    severity: LEVELS.has(severity) ? (severity as AlertLevel) : 'warning',
    title: annotations.summary || alertname,
    description: annotations.description ?? '',
    startedAt: Number.isFinite(startedAt) ? startedAt : 0,
  }
}

/**
 * The firing alerts about the vault's nodes, one per node and condition (the gravest, then the
 * oldest: a disk's critical alert over its warning). Alerts about nodes the vault does not know are
 * left out: the same Alertmanager may serve other things.
 */
export function managerAlertsOf(
  alerts: readonly GettableAlert[],
  nodes: readonly NamedNode[],
): ManagerAlert[] {
  const keyByName = new Map<string, string>()
  for (const node of nodes)
    if (node.name && !keyByName.has(node.name)) keyByName.set(node.name, node.key)
  const byCondition = new Map<string, ManagerAlert>()
  for (const alert of alerts) {
    if (alert.status.state !== 'active') continue
    const nodeKey = keyByName.get(alert.labels.node ?? '')
    if (nodeKey === undefined || !alert.labels.alertname) continue
    const mapped = asManagerAlert(alert, nodeKey)
    const key = conditionKey(nodeKey, mapped.condition)
    const kept = byCondition.get(key)
    const graver =
      !kept ||
      severityRank(mapped.severity) > severityRank(kept.severity) ||
      (mapped.severity === kept.severity && mapped.startedAt < kept.startedAt)
    if (graver) byCondition.set(key, mapped)
  }
  return [...byCondition.values()]
}

/** What the browser shows of a node's condition: open and shown (neither dismissed nor muted). */
export interface BrowserCondition {
  nodeKey: string
  rule: RuleId
  open: boolean
}

/** Alertmanager's alerts beside the browser's: which the browser shows too, which only it has. */
export interface ManagerSplit {
  /** Condition keys of the browser's open alerts that Alertmanager sees too. */
  alsoSeen: ReadonlySet<string>
  /** Alerts the browser does not show open (nor muted): shown on their own, counted by the bell. */
  onlyManager: ManagerAlert[]
}

/**
 * One alert per node and condition: an open browser alert that Alertmanager also fires stays the
 * browser's (marked as seen by both); a rule muted for a node in the vault hides its alert too.
 */
export function splitManagerAlerts(
  manager: readonly ManagerAlert[],
  browser: readonly BrowserCondition[],
  muted: readonly { nodeKey: string; rule: RuleId }[],
): ManagerSplit {
  const openKeys = new Set(
    browser.filter((each) => each.open).map((each) => conditionKey(each.nodeKey, each.rule)),
  )
  const mutedKeys = new Set(muted.map((each) => conditionKey(each.nodeKey, each.rule)))
  const alsoSeen = new Set<string>()
  const onlyManager: ManagerAlert[] = []
  for (const alert of manager) {
    const key = conditionKey(alert.nodeKey, alert.condition)
    if (mutedKeys.has(key)) continue
    if (openKeys.has(key)) alsoSeen.add(key)
    else onlyManager.push(alert)
  }
  return { alsoSeen, onlyManager }
}
