import { describe, expect, it } from 'vitest'
import type { GettableAlert } from '../../../src/api/schemas/alertmanager.ts'
import {
  conditionKey,
  managerAlertsOf,
  splitManagerAlerts,
} from '../../../src/stores/page/alertmanager-mapping.ts'

const NODES = [
  { key: 'node-1', name: 'Home node' },
  { key: 'node-2', name: 'Office' },
  { key: 'url:http://x', name: null },
]

function firing(labels: Record<string, string>, startsAt = '2026-11-27T10:00:00Z'): GettableAlert {
  return {
    labels,
    annotations: { summary: `${labels.alertname} summary`, description: 'why' },
    startsAt,
    fingerprint: JSON.stringify(labels),
    status: { state: 'active' },
  }
}

const down = (node: string) =>
  firing({ alertname: 'CodexNodeDown', node, rule: 'node-unreachable', severity: 'critical' })

describe('Alertmanager alerts as the vault’s', () => {
  it('maps each to the node named by its `node` label and to the browser rule of its `rule`', () => {
    const [alert] = managerAlertsOf([down('Office')], NODES)
    expect(alert).toMatchObject({
      nodeKey: 'node-2',
      node: 'Office',
      alertname: 'CodexNodeDown',
      condition: 'node-unreachable',
      rule: 'node-unreachable',
      severity: 'critical',
      title: 'CodexNodeDown summary',
      startedAt: Date.parse('2026-11-27T10:00:00Z'),
    })
  })

  it('keeps a condition the browser has no rule for under its own name, not mutable', () => {
    const restarted = firing({
      alertname: 'CodexNodeRestarted',
      node: 'Home node',
      rule: 'node-restarted',
      severity: 'notice',
    })
    const [alert] = managerAlertsOf([restarted], NODES)
    expect(alert).toMatchObject({ condition: 'node-restarted', rule: null, severity: 'notice' })
  })

  it('leaves out nodes the vault does not know, and alerts that are not active', () => {
    const suppressed = { ...down('Home node'), status: { state: 'suppressed' } }
    expect(managerAlertsOf([down('Elsewhere'), suppressed], NODES)).toEqual([])
  })

  it('shows one alert per node and condition: a disk’s critical alert over its warning', () => {
    const disk = (severity: string) =>
      firing({ alertname: 'CodexDiskFull', node: 'Home node', rule: 'disk-full', severity })
    const alerts = managerAlertsOf([disk('critical'), disk('warning'), down('Home node')], NODES)
    expect(alerts.map((alert) => [alert.condition, alert.severity])).toEqual([
      ['disk-full', 'critical'],
      ['node-unreachable', 'critical'],
    ])
  })
})

describe('Alertmanager’s alerts beside the browser’s', () => {
  const manager = managerAlertsOf([down('Home node'), down('Office')], NODES)

  it('shows an alert both see once, as the browser’s, marked as seen by Alertmanager too', () => {
    const split = splitManagerAlerts(
      manager,
      [{ nodeKey: 'node-1', rule: 'node-unreachable', open: true }],
      [],
    )
    expect([...split.alsoSeen]).toEqual([conditionKey('node-1', 'node-unreachable')])
    expect(split.onlyManager.map((alert) => alert.node)).toEqual(['Office'])
  })

  it('shows Alertmanager’s alert when the browser’s of that condition is resolved', () => {
    const split = splitManagerAlerts(
      manager,
      [{ nodeKey: 'node-1', rule: 'node-unreachable', open: false }],
      [],
    )
    expect(split.alsoSeen.size).toBe(0)
    expect(split.onlyManager.map((alert) => alert.node)).toEqual(['Home node', 'Office'])
  })

  it('hides the alert of a rule muted for its node in the vault', () => {
    const split = splitManagerAlerts(manager, [], [{ nodeKey: 'node-2', rule: 'node-unreachable' }])
    expect(split.onlyManager.map((alert) => alert.node)).toEqual(['Home node'])
  })
})
