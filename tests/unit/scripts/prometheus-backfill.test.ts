import { describe, expect, it } from 'vitest'
import { backfillText } from '../../../scripts/prometheus/backfill.ts'
import { prometheusYaml, defaultConfigOptions } from '../../../cli/prometheus/config-files.ts'
import { DAY, HOUR } from '../../../src/stores/history/buckets.ts'

const NOW = Date.parse('2026-11-27T12:34:56Z')
const target = { name: 'Home "node"', metrics: '127.0.0.1:9100', quotaBytes: 5n * 2n ** 30n }

function samples(text: string, name: string) {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`))
    .map((line) => {
      const [, labels = '', value = '', time = ''] = /^[^{]+\{(.*)\} (\S+) (\S+)$/.exec(line) ?? []
      return { labels, value: Number(value), t: Number(time) * 1000 }
    })
}

describe('the backfilled week', () => {
  const text = backfillText([{ target, prefix: 'storage_' }], 7 * DAY, NOW)

  it('is OpenMetrics: each family once and together, ended by # EOF', () => {
    expect(text.endsWith('# EOF\n')).toBe(true)
    const types = text.split('\n').filter((line) => line.startsWith('# TYPE'))
    expect(types).toEqual([
      '# TYPE up gauge',
      '# TYPE storage_repostore_bytes_used gauge',
      '# TYPE storage_repostore_bytes_reserved gauge',
      '# TYPE libp2p_peers gauge',
      '# TYPE codex_vault_node_quota_bytes gauge',
    ])
  })

  it('labels each series as the scrape job does, so the week joins the live scrapes', () => {
    const config = prometheusYaml([target], defaultConfigOptions)
    expect(config).toContain('job_name: codex-vault')
    expect(config).toContain('targets: ["127.0.0.1:9100"]')
    expect(config).toContain('node: "Home \\"node\\"", quota_bytes: "5368709120"')
    const [used] = samples(text, 'storage_repostore_bytes_used')
    expect(used?.labels).toBe(
      'job="codex-vault",instance="127.0.0.1:9100",node="Home \\"node\\"",quota_bytes="5368709120"',
    )
    expect(samples(text, 'codex_vault_node_quota_bytes')[0]?.labels).toBe('node="Home \\"node\\""')
  })

  it('spans the week, in time order, and ends before now (Prometheus takes nothing older after)', () => {
    const up = samples(text, 'up')
    const times = up.map((sample) => sample.t)
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(times[0]).toBeLessThanOrEqual(NOW - 7 * DAY + 5 * 60_000)
    expect(Math.max(...times)).toBeLessThan(NOW)
    expect(Math.max(...times)).toBeGreaterThan(NOW - 3 * 60_000)
  })

  it('has the scripted hour down as up 0 with no other sample', () => {
    const down = samples(text, 'up').filter((sample) => sample.value === 0)
    expect(down.length).toBeGreaterThan(0)
    expect(Math.max(...down.map((s) => s.t)) - Math.min(...down.map((s) => s.t))).toBeLessThan(HOUR)
    const usedTimes = new Set(samples(text, 'storage_repostore_bytes_used').map((s) => s.t))
    expect(down.filter((sample) => usedTimes.has(sample.t))).toEqual([])
  })
})
