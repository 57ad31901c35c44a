// The alerting rules Prometheus evaluates when no vault page is open: the browser's rules that
// metrics can express, at the thresholds the browser uses (DEFAULT_THRESHOLDS, defined once).
import type { AlertThresholds } from '../../src/stores/page/alert-settings.ts'
import type { ScrapeTarget } from './targets.ts'

/** The job every node's scrape belongs to; rules select on it. */
export const SCRAPE_JOB = 'codex-vault'

/** The series that carries each node's quota (from /space when the config was written). */
export const QUOTA_SERIES = 'codex_vault_node_quota_bytes'

/** Both lines' name of a node metric: `codex_…` on v0.2.x, `storage_…` on Logos Storage. */
const either = (suffix: string) => `{__name__=~"codex_${suffix}|storage_${suffix}"}`

/** The node series the rules and the vault read (v0.2.x names; `storage_…` on Logos Storage). */
export const NODE_SERIES = [
  'process_start_time_seconds',
  'libp2p_peers',
  'codex_repostore_bytes_used',
  'codex_repostore_bytes_reserved',
  'codex_repostore_blocks',
  'codex_block_exchange_requests_failed_total_total',
  'codex_block_exchange_blocks_sent_total',
  'codex_block_exchange_blocks_received_total',
  'codex_api_uploads_total',
  'codex_api_downloads_total',
  'codex_purchases_failed_total',
  'codex_purchases_error_total',
  'codex_purchases_cancelled_total',
] as const

export interface AlertRule {
  alert: string
  /** The browser rule's id when it has one, so the vault can show an alert both see once. */
  rule: string
  expr: string
  for: string
  severity: 'notice' | 'warning' | 'critical'
  summary: string
  description: string
}

export function alertRules(thresholds: AlertThresholds): AlertRule[] {
  const network = `${thresholds.networkMinutes}m`
  const disk = (percent: number) =>
    `100 * ${either('repostore_bytes_used')} / on(node) group_left ${QUOTA_SERIES} >= ${percent}`
  return [
    {
      alert: 'CodexNodeDown',
      rule: 'node-unreachable',
      expr: `up{job="${SCRAPE_JOB}"} == 0`,
      for: `${thresholds.unreachableSeconds}s`,
      severity: 'critical',
      summary: 'Node not answering',
      description: 'Prometheus has not reached {{ $labels.node }} for a while: it may be stopped.',
    },
    {
      alert: 'CodexNoPeers',
      rule: 'no-peers',
      expr: 'libp2p_peers == 0',
      for: network,
      severity: 'warning',
      summary: 'No peers',
      description:
        '{{ $labels.node }} is connected to no other node: it can neither fetch nor share data.',
    },
    {
      alert: 'CodexNodeRestarted',
      rule: 'node-restarted',
      expr: 'changes(process_start_time_seconds[15m]) > 0',
      for: '0s',
      severity: 'notice',
      summary: 'Node restarted',
      description: '{{ $labels.node }} started again in the last 15 minutes.',
    },
    {
      alert: 'CodexDiskFull',
      rule: 'disk-full',
      expr: `${disk(thresholds.quotaWarningPercent)} < ${thresholds.quotaCriticalPercent}`,
      for: '0s',
      severity: 'warning',
      summary: 'Disk almost full',
      description: `{{ $labels.node }} has used {{ $value | printf "%.0f" }} % of its quota (warning from ${thresholds.quotaWarningPercent} %).`,
    },
    {
      alert: 'CodexDiskFull',
      rule: 'disk-full',
      expr: disk(thresholds.quotaCriticalPercent),
      for: '0s',
      severity: 'critical',
      summary: 'Disk almost full',
      description: `{{ $labels.node }} has used {{ $value | printf "%.0f" }} % of its quota (critical from ${thresholds.quotaCriticalPercent} %).`,
    },
    {
      alert: 'CodexBlockRequestsFailing',
      rule: 'block-requests-failing',
      expr: `increase(${either('block_exchange_requests_failed_total_total')}[${network}]) > 0`,
      for: '0s',
      severity: 'warning',
      summary: 'Block requests failing',
      description:
        '{{ $labels.node }} gave up on block requests to its peers in the last ' + network + '.',
    },
    {
      alert: 'CodexPurchasesFailing',
      rule: 'purchase-failed',
      expr: ['failed', 'error', 'cancelled']
        .map((state) => `increase(codex_purchases_${state}_total[1h])`)
        .join(' + ')
        .concat(' > 0'),
      for: '0s',
      severity: 'warning',
      summary: 'Storage request failed',
      description:
        'A storage request of {{ $labels.node }} failed, errored or was cancelled in the last hour.',
    },
  ]
}

const quoted = (text: string) => JSON.stringify(text)

/** The rules file: each node's quota as a recorded series, then the alerts. */
export function rulesYaml(thresholds: AlertThresholds, targets: ScrapeTarget[]): string {
  const quotas = targets.filter((target) => target.quotaBytes !== null)
  const lines = [
    '# Written by `codex-vault prometheus`; the thresholds are the vault’s defaults.',
    'groups:',
  ]
  if (quotas.length) {
    lines.push(
      '  # Each node’s storage quota as its /space said when this file was written: the quota is no',
      '  # metric, so write this file again after changing a node’s --storage-quota.',
      '  - name: codex-vault-quotas',
      '    rules:',
      ...quotas.flatMap((target) => [
        `      - record: ${QUOTA_SERIES}`,
        `        expr: vector(${String(target.quotaBytes)})`,
        `        labels: { node: ${quoted(target.name)} }`,
      ]),
    )
  }
  lines.push('  - name: codex-vault-alerts', '    rules:')
  for (const rule of alertRules(thresholds)) {
    lines.push(
      `      - alert: ${rule.alert}`,
      `        expr: ${quoted(rule.expr)}`,
      `        for: ${rule.for}`,
      `        labels: { severity: ${rule.severity}, rule: ${rule.rule} }`,
      '        annotations:',
      `          summary: ${quoted(rule.summary)}`,
      `          description: ${quoted(rule.description)}`,
    )
  }
  return `${lines.join('\n')}\n`
}
