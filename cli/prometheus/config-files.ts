// prometheus.yml and alertmanager.yml for a node list: one scrape target per node, labelled with
// the vault's name for it, and an Alertmanager whose receivers a person uncomments.
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { SCRAPE_JOB } from '../../src/monitoring/prometheus-names.ts'
import type { AlertThresholds } from '../../src/monitoring/thresholds.ts'
import { rulesYaml } from './rules.ts'
import type { ScrapeTarget } from './targets.ts'

export const RULES_FILE = 'codex-vault-rules.yml'

export interface ConfigOptions {
  /** host:port of the Alertmanager Prometheus sends alerts to. */
  alertmanager: string
  scrapeInterval: string
  evaluationInterval: string
  /** An active webhook receiver (the commented examples stay); none: alerts go nowhere yet. */
  webhookUrl?: string
  /** How long Alertmanager waits to group a new alert, and between a group's notifications. */
  groupWait: string
  groupInterval: string
}

export const defaultConfigOptions: ConfigOptions = {
  alertmanager: '127.0.0.1:9093',
  scrapeInterval: '15s',
  evaluationInterval: '15s',
  groupWait: '30s',
  groupInterval: '5m',
}

/**
 * For a test that waits on an alert: scrapes every `scrapeSeconds`, rules judged each second, and
 * Alertmanager sending at once (its address is filled in once it runs).
 */
export function quickAlertOptions(scrapeSeconds: number, webhookUrl?: string): ConfigOptions {
  return {
    alertmanager: '',
    scrapeInterval: `${scrapeSeconds}s`,
    evaluationInterval: '1s',
    groupWait: '0s',
    groupInterval: '1s',
    ...(webhookUrl === undefined ? {} : { webhookUrl }),
  }
}

const quoted = (text: string) => JSON.stringify(text)

export function prometheusYaml(targets: ScrapeTarget[], options: ConfigOptions): string {
  const lines = [
    '# Written by `codex-vault prometheus` from the vault’s node list.',
    'global:',
    `  scrape_interval: ${options.scrapeInterval}`,
    `  evaluation_interval: ${options.evaluationInterval}`,
    'rule_files:',
    `  - ${RULES_FILE}`,
    'alerting:',
    '  alertmanagers:',
    '    - static_configs:',
    `        - targets: [${quoted(options.alertmanager)}]`,
    'scrape_configs:',
    `  - job_name: ${SCRAPE_JOB}`,
    '    static_configs:',
  ]
  for (const target of targets) {
    // quota_bytes: what /space said when this file was written, for people and dashboards; the
    // rules compute with the recorded series in the rules file.
    const quota = target.quotaBytes === null ? '' : `, quota_bytes: "${String(target.quotaBytes)}"`
    lines.push(
      `      - targets: [${quoted(target.metrics)}]`,
      `        labels: { node: ${quoted(target.name)}${quota} }`,
    )
  }
  if (!targets.length) lines.push('      []')
  return `${lines.join('\n')}\n`
}

export function alertmanagerYaml(options: ConfigOptions): string {
  const webhook = options.webhookUrl
    ? [
        '    webhook_configs:',
        `      - url: ${quoted(options.webhookUrl)}`,
        '        send_resolved: true',
      ]
    : []
  return `# Written by \`codex-vault prometheus\`. Uncomment one receiver (or more) and restart Alertmanager.
route:
  receiver: codex-vault
  group_by: [alertname, node]
  group_wait: ${options.groupWait}
  group_interval: ${options.groupInterval}
  repeat_interval: 4h
receivers:
  - name: codex-vault
${[
  ...webhook,
  '    # A webhook: Alertmanager POSTs its JSON to this address.',
  '    # webhook_configs:',
  '    #   - url: "https://example.com/codex-alerts"',
  '    #     send_resolved: true',
  '    # Email, through your mail provider’s SMTP server.',
  '    # email_configs:',
  '    #   - to: "you@example.com"',
  '    #     from: "alerts@example.com"',
  '    #     smarthost: "smtp.example.com:587"',
  '    #     auth_username: "alerts@example.com"',
  '    #     auth_password: "app-password"',
  '    #     send_resolved: true',
  '    # ntfy (2.10 or later fills the message from the JSON): phone notifications on a topic.',
  '    # webhook_configs:',
  '    #   - url: "https://ntfy.sh/your-secret-topic?tpl=1&t={{.status}}&m={{range%20.alerts}}{{.annotations.summary}}:%20{{.labels.node}}%0A{{end}}"',
  '    #     send_resolved: true',
].join('\n')}
inhibit_rules:
  # A node's critical disk alert hides its warning one.
  - source_matchers: [severity="critical"]
    target_matchers: [severity="warning"]
    equal: [alertname, node]
`
}

/** Writes the three files into `dir` and answers their paths. */
export async function writeConfig(
  dir: string,
  targets: ScrapeTarget[],
  thresholds: AlertThresholds,
  options: ConfigOptions,
): Promise<string[]> {
  await mkdir(dir, { recursive: true })
  const files: [string, string][] = [
    ['prometheus.yml', prometheusYaml(targets, options)],
    [RULES_FILE, rulesYaml(thresholds, targets)],
    ['alertmanager.yml', alertmanagerYaml(options)],
  ]
  await Promise.all(files.map(([name, text]) => writeFile(join(dir, name), text)))
  return files.map(([name]) => join(dir, name))
}
