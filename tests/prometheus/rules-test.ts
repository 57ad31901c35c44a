// A `promtool test rules` file for the generated rules: series written so that each rule fires
// for one node and stays quiet for a healthy one, at the thresholds the rules were written with.
import type { AlertThresholds } from '../../src/monitoring/thresholds.ts'
import { RULES_FILE } from '../../cli/prometheus/config-files.ts'
import { alertRules } from '../../cli/prometheus/rules.ts'
import { SCRAPE_JOB } from '../../src/monitoring/prometheus-names.ts'
import type { ScrapeTarget } from '../../cli/prometheus/targets.ts'

const STEP_S = 15
const QUOTA = 1000

/** The nodes the test's series belong to; each has a quota of 1000 bytes. */
export const RULES_TEST_TARGETS: ScrapeTarget[] = [
  'healthy',
  'down',
  'lonely',
  'restarted',
  'warm',
  'hot',
  'failing',
  'buyer',
].map((name) => ({ name, metrics: `${name}:8008`, quotaBytes: BigInt(QUOTA) }))

interface Series {
  name: string
  node: string
  values: string
}

interface Expectation {
  alert: string
  /** Seconds after the start. */
  at: number
  /** The nodes it fires for then, with their severity. */
  firing: [node: string, severity: string, rule: string][]
}

const labels = (node: string) => `instance="${node}:8008", job="${SCRAPE_JOB}", node="${node}"`

/** The series and the expected alerts: each rule, once before it should fire and once after. */
function scenario(t: AlertThresholds): { series: Series[]; expectations: Expectation[] } {
  const nodes = RULES_TEST_TARGETS.map((target) => target.name)
  const steps = Math.ceil((t.networkMinutes * 60 + 120) / STEP_S)
  const flat = (value: number) => `${value}x${steps}`
  const warm = (QUOTA * Math.floor((t.quotaWarningPercent + t.quotaCriticalPercent) / 2)) / 100
  const hot = (QUOTA * Math.floor((t.quotaCriticalPercent + 100) / 2)) / 100
  const series: Series[] = nodes.flatMap((node) => [
    { name: 'up', node, values: node === 'down' ? `1 0x${steps}` : flat(1) },
    { name: 'libp2p_peers', node, values: node === 'lonely' ? `4 0x${steps}` : flat(4) },
    {
      name: 'process_start_time_seconds',
      node,
      values: node === 'restarted' ? `1000 1000 2000x${steps}` : flat(1000),
    },
    {
      name: 'codex_repostore_bytes_used',
      node,
      values:
        node === 'warm'
          ? `100 ${warm}x${steps}`
          : node === 'hot'
            ? `100 ${hot}x${steps}`
            : flat(100),
    },
    {
      name: 'storage_block_exchange_requests_failed_total_total',
      node,
      values: node === 'failing' ? `0 0 1x${steps}` : flat(0),
    },
    ...['failed', 'error', 'cancelled'].map((state) => ({
      name: `codex_purchases_${state}_total`,
      node,
      values: node === 'buyer' && state === 'error' ? `0 0 1x${steps}` : flat(0),
    })),
  ])
  const unreachableAt = STEP_S + t.unreachableSeconds
  const lonelyAt = STEP_S + t.networkMinutes * 60
  const expectations: Expectation[] = [
    { alert: 'CodexNodeDown', at: unreachableAt - STEP_S, firing: [] },
    {
      alert: 'CodexNodeDown',
      at: unreachableAt + STEP_S,
      firing: [['down', 'critical', 'node-unreachable']],
    },
    { alert: 'CodexNoPeers', at: lonelyAt - STEP_S, firing: [] },
    { alert: 'CodexNoPeers', at: lonelyAt + STEP_S, firing: [['lonely', 'warning', 'no-peers']] },
    { alert: 'CodexNodeRestarted', at: 0, firing: [] },
    {
      alert: 'CodexNodeRestarted',
      at: 3 * STEP_S,
      firing: [['restarted', 'notice', 'node-restarted']],
    },
    { alert: 'CodexDiskFull', at: 0, firing: [] },
    {
      alert: 'CodexDiskFull',
      at: 2 * STEP_S,
      firing: [
        ['warm', 'warning', 'disk-full'],
        ['hot', 'critical', 'disk-full'],
      ],
    },
    { alert: 'CodexBlockRequestsFailing', at: STEP_S, firing: [] },
    {
      alert: 'CodexBlockRequestsFailing',
      at: 3 * STEP_S,
      firing: [['failing', 'warning', 'block-requests-failing']],
    },
    { alert: 'CodexPurchasesFailing', at: STEP_S, firing: [] },
    {
      alert: 'CodexPurchasesFailing',
      at: 3 * STEP_S,
      firing: [['buyer', 'warning', 'purchase-failed']],
    },
  ]
  return { series, expectations }
}

/** What the rule's annotations say for a node (its value: the percent a disk series holds). */
function annotations(
  rules: ReturnType<typeof alertRules>,
  alert: string,
  severity: string,
  node: string,
  series: Series[],
) {
  const rule = rules.find(
    (candidate) => candidate.alert === alert && candidate.severity === severity,
  )
  if (!rule) throw new Error(`no rule ${alert} ${severity}`)
  const used = series.find((one) => one.node === node && one.name === 'codex_repostore_bytes_used')
  const percent = String((Number(used?.values.split(' ')[1]?.split('x')[0]) * 100) / QUOTA)
  const fill = (text: string) =>
    text.replaceAll('{{ $labels.node }}', node).replaceAll('{{ $value | printf "%.0f" }}', percent)
  return { summary: fill(rule.summary), description: fill(rule.description) }
}

/** The test file's YAML; `rulesFile` is the generated rules file beside it. */
export function rulesTestYaml(thresholds: AlertThresholds, rulesFile = RULES_FILE): string {
  const { series, expectations } = scenario(thresholds)
  const rules = alertRules(thresholds)
  const lines = [
    `rule_files: [${JSON.stringify(rulesFile)}]`,
    `evaluation_interval: ${STEP_S}s`,
    'tests:',
    `  - interval: ${STEP_S}s`,
    '    input_series:',
    ...series.flatMap(({ name, node, values }) => [
      `      - series: ${JSON.stringify(`${name}{${labels(node)}}`)}`,
      `        values: ${JSON.stringify(values)}`,
    ]),
    '    alert_rule_test:',
    ...expectations.flatMap(({ alert, at, firing }) => [
      `      - eval_time: ${at}s`,
      `        alertname: ${alert}`,
      firing.length ? '        exp_alerts:' : '        exp_alerts: []',
      ...firing.flatMap(([node, severity, rule]) => [
        '          - exp_labels:',
        ...Object.entries({ job: SCRAPE_JOB, instance: `${node}:8008`, node, severity, rule }).map(
          ([key, value]) => `              ${key}: ${JSON.stringify(value)}`,
        ),
        '            exp_annotations:',
        ...Object.entries(annotations(rules, alert, severity, node, series)).map(
          ([key, value]) => `              ${key}: ${JSON.stringify(value)}`,
        ),
      ]),
    ]),
  ]
  return `${lines.join('\n')}\n`
}
