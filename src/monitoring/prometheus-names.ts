import type { RuleId } from './rule-ids.ts'

// The names Prometheus knows the nodes by: the scrape job `codex-vault prometheus` writes, the
// series it records, the nodes' own metrics on both lines, and the alerts of its rules file.

/** The job every node's scrape belongs to; the rules and the vault's queries select on it. */
export const SCRAPE_JOB = 'codex-vault'

/** The series that carries each node's quota (no node metric: the rules file records its /space). */
export const QUOTA_SERIES = 'codex_vault_node_quota_bytes'

/** The metrics both lines name alike. */
export const SHARED_METRICS = {
  startTime: 'process_start_time_seconds',
  peers: 'libp2p_peers',
} as const

/** A node's own metrics without their line's prefix: `codex_` on v0.2.x, `storage_` on Logos Storage. */
export const LINE_METRICS = {
  bytesUsed: 'repostore_bytes_used',
  bytesReserved: 'repostore_bytes_reserved',
  blocks: 'repostore_blocks',
  blockRequestsFailed: 'block_exchange_requests_failed_total_total',
  blocksSent: 'block_exchange_blocks_sent_total',
  blocksReceived: 'block_exchange_blocks_received_total',
  uploads: 'api_uploads_total',
  downloads: 'api_downloads_total',
  purchasesFailed: 'purchases_failed_total',
  purchasesError: 'purchases_error_total',
  purchasesCancelled: 'purchases_cancelled_total',
} as const

export type LineMetric = (typeof LINE_METRICS)[keyof typeof LINE_METRICS]

/** The prefixes of a node's own metrics: Codex v0.2.x, then Logos Storage. */
export const LINE_PREFIXES = ['codex_', 'storage_'] as const

export type LinePrefix = (typeof LINE_PREFIXES)[number]

/** Both lines' names of a node metric as a PromQL label matcher, to go inside `{…}`. */
export function eitherLine(metric: LineMetric): string {
  return `__name__=~"${LINE_PREFIXES.map((prefix) => prefix + metric).join('|')}"`
}

/** The node series the rules and the vault read, by their v0.2.x names. */
export const NODE_SERIES: readonly string[] = [
  ...Object.values(SHARED_METRICS),
  ...Object.values(LINE_METRICS).map((metric) => `${LINE_PREFIXES[0]}${metric}`),
]

/** The Prometheus alert of each browser rule the rules file also judges (a mute silences it). */
const BROWSER_RULE_ALERTS = {
  'node-unreachable': 'CodexNodeDown',
  'no-peers': 'CodexNoPeers',
  'disk-full': 'CodexDiskFull',
  'purchase-failed': 'CodexPurchasesFailing',
} as const satisfies Partial<Record<RuleId, string>>

/**
 * The alert Prometheus's rules name for each condition they judge, keyed by its `rule` label: the
 * browser rule's id where there is one, else a condition only Prometheus sees.
 */
export const PROMETHEUS_ALERTS = {
  ...BROWSER_RULE_ALERTS,
  'node-restarted': 'CodexNodeRestarted',
  'block-requests-failing': 'CodexBlockRequestsFailing',
} as const

export type PrometheusCondition = keyof typeof PROMETHEUS_ALERTS

/** The Prometheus alert of a browser rule (what a mute silences in Alertmanager), if it has one. */
export function managerAlertOf(rule: RuleId): string | undefined {
  return (BROWSER_RULE_ALERTS as Readonly<Partial<Record<RuleId, string>>>)[rule]
}
