import { describe, expect, it } from 'vitest'
import { emptyBucket, GAUGE, HOUR, MINUTE } from '../../../../src/stores/history/buckets.ts'
import { mergeHistory } from '../../../../src/stores/history/history-merge.ts'
import { nodeHistory } from '../../../../src/stores/history/history-view.ts'
import type { MeasurePoints } from '../../../../src/stores/history/prometheus-points.ts'

const MIDNIGHT = Date.UTC(2026, 10, 26)
// An hour of 60 one-minute points, the first at midnight.
const NOW = MIDNIGHT + HOUR - 1
const SLOTS = 60

/** The browser watched the last half hour, the node answering every minute. */
function browserHalfHour() {
  const buckets = Array.from({ length: 30 }, (_, index) => ({
    ...emptyBucket('node-1', 'codex@1', 'm1', MIDNIGHT + (30 + index) * MINUTE),
    heard: 1,
    up: 1,
    tookSum: 5,
    tookMax: 5,
    gauges: { [GAUGE.quotaUsed]: '40' },
  }))
  return nodeHistory('node-1', buckets, '1h', NOW)
}

/** Prometheus kept the first half hour: the node up for 15 minutes, then down for 15. */
function prometheusFirstHalfHour(): MeasurePoints {
  const at = (first: string | null, second: string | null) =>
    Array.from({ length: SLOTS }, (_, index) => (index < 15 ? first : index < 30 ? second : null))
  return { up: at('1', '0'), bytesUsed: at('10', null) }
}

describe("the summary of the browser's history merged with Prometheus's", () => {
  it('has uptime over every point either kept, all of it watched, and names Prometheus down as down', () => {
    const browser = browserHalfHour()
    expect(browser.uptime).toBe(1)
    expect(browser.watched).toBe(0.5)

    const merged = mergeHistory(browser, prometheusFirstHalfHour())
    // 15 minutes up and 15 down from Prometheus, 30 up from the browser.
    expect(merged.uptime).toBeCloseTo(0.75)
    expect(merged.watched).toBe(1)
    expect(merged.gaps).toEqual([
      { kind: 'down', from: MIDNIGHT + 15 * MINUTE, to: MIDNIGHT + 30 * MINUTE },
    ])
    expect(merged.gapAt.slice(0, 15)).toEqual(new Array(15).fill(null))
    expect(merged.gapAt).not.toContain('unwatched')

    // The chart and the gap list say the same of the down quarter hour.
    const storage = merged.charts.find((chart) => chart.id === 'storage')
    expect(storage?.gapAt?.[20]).toBe('down')
    expect(storage?.gapAt?.[5]).toBeNull()
    // Response times are the browser's alone: no page recorded them in the first quarter hour.
    const response = merged.charts.find((chart) => chart.id === 'response')
    expect(response?.gapAt?.[5]).toBe('unwatched')
    expect(response?.gapAt?.[20]).toBe('down')
    expect(response?.gapAt?.[40]).toBeNull()
  })

  it("counts a point both kept once, by Prometheus's share of scrapes", () => {
    const points = prometheusFirstHalfHour()
    points.up![59] = '0.5'
    const merged = mergeHistory(browserHalfHour(), points)
    expect(merged.uptime).toBeCloseTo((15 + 29 + 0.5) / SLOTS)
    expect(merged.watched).toBe(1)
  })

  it("keeps the browser's summary where Prometheus has no point", () => {
    const browser = browserHalfHour()
    const merged = mergeHistory(browser, { up: new Array(SLOTS).fill(null) })
    expect(merged.uptime).toBe(browser.uptime)
    expect(merged.watched).toBe(0.5)
    expect(merged.gaps).toEqual([{ kind: 'unwatched', from: MIDNIGHT, to: MIDNIGHT + 30 * MINUTE }])
  })
})
