// The alerting rules Prometheus evaluates when no vault page is open: the browser's rules that
// metrics can express, at the thresholds the browser uses, under the names the vault reads
// (src/monitoring: the vocabulary both share).
import {
  eitherLine,
  LINE_METRICS,
  LINE_PREFIXES,
  PROMETHEUS_ALERTS,
  QUOTA_SERIES,
  SCRAPE_JOB,
  SHARED_METRICS,
  type LineMetric,
  type PrometheusCondition,
} from '../../src/monitoring/prometheus-names.ts'
import type { AlertLevel } from '../../src/monitoring/rule-ids.ts'
import { RULE_TEXTS } from '../../src/monitoring/rule-texts.ts'
import type { AlertThresholds } from '../../src/monitoring/thresholds.ts'
import type { ScrapeTarget } from './targets.ts'

export interface AlertRule {
  alert: string
  /** The browser rule's id when it has one, so the vault can show an alert both see once. */
  rule: PrometheusCondition
  expr: string
  for: string
  severity: AlertLevel
  summary: string
  description: string
}

/** A rule's alert and `rule` label, both from its condition. */
const about = (rule: PrometheusCondition) => ({ alert: PROMETHEUS_ALERTS[rule], rule })

/** Either line's series of a node metric, as a PromQL selector. */
const either = (metric: LineMetric) => `{${eitherLine(metric)}}`

export function alertRules(thresholds: AlertThresholds): AlertRule[] {
  const network = `${thresholds.networkMinutes}m`
  const disk = (percent: number) =>
    `100 * ${either(LINE_METRICS.bytesUsed)} / on(node) group_left ${QUOTA_SERIES} >= ${percent}`
  return [
    {
      ...about('node-unreachable'),
      expr: `up{job="${SCRAPE_JOB}"} == 0`,
      for: `${thresholds.unreachableSeconds}s`,
      severity: 'critical',
      summary: RULE_TEXTS['node-unreachable'].name,
      description: 'Prometheus has not reached {{ $labels.node }} for a while: it may be stopped.',
    },
    {
      ...about('no-peers'),
      expr: `${SHARED_METRICS.peers} == 0`,
      for: network,
      severity: 'warning',
      summary: RULE_TEXTS['no-peers'].name,
      description:
        '{{ $labels.node }} is connected to no other node: it can neither fetch nor share data.',
    },
    {
      ...about('node-restarted'),
      expr: `changes(${SHARED_METRICS.startTime}[15m]) > 0`,
      for: '0s',
      severity: 'notice',
      summary: 'Node restarted',
      description: '{{ $labels.node }} started again in the last 15 minutes.',
    },
    {
      ...about('disk-full'),
      expr: `${disk(thresholds.quotaWarningPercent)} < ${thresholds.quotaCriticalPercent}`,
      for: '0s',
      severity: 'warning',
      summary: RULE_TEXTS['disk-full'].name,
      description: `{{ $labels.node }} has used {{ $value | printf "%.0f" }} % of its quota (warning from ${thresholds.quotaWarningPercent} %).`,
    },
    {
      ...about('disk-full'),
      expr: disk(thresholds.quotaCriticalPercent),
      for: '0s',
      severity: 'critical',
      summary: RULE_TEXTS['disk-full'].name,
      description: `{{ $labels.node }} has used {{ $value | printf "%.0f" }} % of its quota (critical from ${thresholds.quotaCriticalPercent} %).`,
    },
    {
      ...about('block-requests-failing'),
      expr: `increase(${either(LINE_METRICS.blockRequestsFailed)}[${network}]) > 0`,
      for: '0s',
      severity: 'warning',
      summary: 'Block requests failing',
      description:
        '{{ $labels.node }} gave up on block requests to its peers in the last ' + network + '.',
    },
    {
      ...about('purchase-failed'),
      // The v0.2.x names only: Logos Storage has no marketplace.
      expr: [
        LINE_METRICS.purchasesFailed,
        LINE_METRICS.purchasesError,
        LINE_METRICS.purchasesCancelled,
      ]
        .map((metric) => `increase(${LINE_PREFIXES[0]}${metric}[1h])`)
        .join(' + ')
        .concat(' > 0'),
      for: '0s',
      severity: 'warning',
      summary: RULE_TEXTS['purchase-failed'].name,
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
