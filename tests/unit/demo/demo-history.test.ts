import { describe, expect, it } from 'vitest'
import { DAY, HOUR, MINUTE, GAUGE } from '../../../src/stores/history/buckets.ts'
import { demoHistory, parseHistorySpan } from '../../../src/demo/demo-history.ts'
import { nodeHistory } from '../../../src/stores/history/history-view.ts'

const NOW = Date.UTC(2026, 10, 26, 12, 3)

describe('npm start -- --history', () => {
  it('reads hours and days, and refuses anything else in plain words', () => {
    expect(parseHistorySpan('7d')).toBe(7 * DAY)
    expect(parseHistorySpan('12h')).toBe(12 * HOUR)
    for (const bad of ['', '7', '0h', '31d', '1w', '-1d', 'week']) {
      expect(() => parseHistorySpan(bad)).toThrow(/--history takes a duration from 1h to 30d/)
    }
  })

  it('makes a week of buckets: 5 minutes for six days, minutes for the last one', () => {
    const week = demoHistory('node-1', parseHistorySpan('7d'), NOW)
    const m5 = week.filter((each) => each.res === 'm5')
    const m1 = week.filter((each) => each.res === 'm1')
    expect(m5).toHaveLength(6 * 288)
    expect(m1.length).toBeGreaterThanOrEqual(24 * 60 - 5)
    expect(m1.length).toBeLessThanOrEqual(24 * 60 + 5)
    const first = Math.min(...week.map((each) => each.t))
    expect(NOW - first).toBeGreaterThanOrEqual(7 * DAY)
    expect(NOW - first).toBeLessThan(7 * DAY + 5 * MINUTE)
    expect(new Set(week.map((each) => each.series))).toEqual(new Set([week[0]?.series]))
    expect(week[0]?.series.startsWith('demo@')).toBe(true)
  })

  it('scripts the disk filling, an hour down and peers joining and leaving', () => {
    const week = demoHistory('node-1', 7 * DAY, NOW)
    const view = nodeHistory('node-1', week, '7d', NOW)
    const down = view.gaps.filter((gap) => gap.kind === 'down')
    expect(down).toHaveLength(1)
    expect((down[0]?.to ?? 0) - (down[0]?.from ?? 0)).toBe(HOUR)
    const used = week.map((each) => each.gauges[GAUGE.quotaUsed]).filter(Boolean)
    expect(BigInt(used[used.length - 1] ?? '0')).toBeGreaterThan(BigInt(used[0] ?? '0'))
    const peers = new Set(week.map((each) => each.gauges[GAUGE.peers]).filter(Boolean))
    expect(peers.size).toBeGreaterThan(3)
  })
})
