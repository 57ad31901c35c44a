import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { rulesYaml } from '../../../cli/prometheus/rules.ts'
import { managerAlertOf, PROMETHEUS_ALERTS } from '../../../src/monitoring/prometheus-names.ts'
import { delayOf, RULE_IDS, type RuleId } from '../../../src/monitoring/rule-ids.ts'
import { RULE_TEXTS } from '../../../src/monitoring/rule-texts.ts'
import { DEFAULT_THRESHOLDS } from '../../../src/monitoring/thresholds.ts'

interface WrittenRule {
  alert: string
  expr: string
  for: string
  labels: { severity: string; rule: string }
  annotations: { summary: string }
}

/** The alerts of the rules file `codex-vault prometheus` writes, as Prometheus reads them. */
function writtenAlerts(): WrittenRule[] {
  const target = { name: 'Home node', metrics: '127.0.0.1:8008', quotaBytes: 1000n }
  const file = parse(rulesYaml(DEFAULT_THRESHOLDS, [target])) as {
    groups: { name: string; rules: WrittenRule[] }[]
  }
  return file.groups.find((group) => group.name === 'codex-vault-alerts')!.rules
}

const UNIT_MS: Readonly<Record<string, number>> = { s: 1000, m: 60_000, h: 3_600_000 }

/** A Prometheus duration (`60s`, `5m`) in ms. */
function durationMs(text: string): number {
  const [, amount, unit] = /^(\d+)([smh])$/.exec(text) ?? []
  return Number(amount) * UNIT_MS[unit!]!
}

const browserRule = (rule: string): rule is RuleId => (RULE_IDS as readonly string[]).includes(rule)

describe('the rules file and the browser', () => {
  it('name each alert as the browser does: its id, its Alertmanager name, its title', () => {
    for (const written of writtenAlerts()) {
      const { rule } = written.labels
      expect(written.alert, rule).toBe(PROMETHEUS_ALERTS[rule as keyof typeof PROMETHEUS_ALERTS])
      if (browserRule(rule)) expect(written.annotations.summary, rule).toBe(RULE_TEXTS[rule].name)
    }
  })

  it('judge every browser rule a mute silences in Alertmanager', () => {
    const judged = new Set(writtenAlerts().map((written) => written.labels.rule))
    const silenced = RULE_IDS.filter((rule) => managerAlertOf(rule) !== undefined)
    expect(silenced.length).toBeGreaterThan(0)
    for (const rule of silenced) expect(judged.has(rule), rule).toBe(true)
  })

  it('wait as long as the browser does before an alert opens, at its thresholds', () => {
    for (const written of writtenAlerts()) {
      const { rule } = written.labels
      if (browserRule(rule))
        expect(durationMs(written.for), rule).toBe(delayOf(rule, DEFAULT_THRESHOLDS))
    }
    const disk = writtenAlerts().filter((written) => written.labels.rule === 'disk-full')
    expect(
      disk.map((written) => [written.labels.severity, written.expr.match(/>= (\d+)/)?.[1]]),
    ).toEqual([
      ['warning', String(DEFAULT_THRESHOLDS.quotaWarningPercent)],
      ['critical', String(DEFAULT_THRESHOLDS.quotaCriticalPercent)],
    ])
  })
})
