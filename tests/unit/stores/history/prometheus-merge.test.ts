import { describe, expect, it } from 'vitest'
import { measuresQuery } from '../../../../src/api/prometheus.ts'
import { DAY, HOUR, MINUTE } from '../../../../src/stores/history/buckets.ts'
import { mergeHistory } from '../../../../src/stores/history/history-merge.ts'
import {
  MAX_POINTS,
  RANGES,
  stepFor,
  type NodeHistory,
} from '../../../../src/stores/history/history-view.ts'
import {
  alignPoints,
  gridOf,
  pointsOf,
  rangeFor,
} from '../../../../src/stores/history/prometheus-points.ts'

describe('the step of a chart read from Prometheus', () => {
  it('keeps every range, up to 90 days, under 300 points, in whole seconds', () => {
    const spans = [...RANGES.map((range) => range.span ?? 0).filter(Boolean), 90 * DAY]
    for (const span of spans) {
      const step = stepFor(span)
      expect(Math.ceil(span / step), `points over ${span / HOUR} h`).toBeLessThanOrEqual(MAX_POINTS)
      expect(step % 1000).toBe(0)
    }
    expect(stepFor(90 * DAY)).toBe(8 * HOUR)
  })

  it('asks one point per slot, each at its slot end, looking back one step', () => {
    const grid = { start: 600_000, step: MINUTE, count: 60 }
    expect(rangeFor(grid, 'q')).toEqual({
      query: 'q',
      start: 600_000 + MINUTE,
      end: 600_000 + 60 * MINUTE,
      step: MINUTE,
    })
    const query = measuresQuery('Home "node"', ['bytesUsed', 'up'], 5 * MINUTE)
    expect(query).toContain(
      'last_over_time({__name__=~"codex_repostore_bytes_used|storage_repostore_bytes_used",node="Home \\"node\\""}[300s])',
    )
    expect(query).toContain('avg_over_time(up{job="codex-vault",node="Home \\"node\\""}[300s])')
    expect(query.split(' or ')).toHaveLength(2)
  })
})

const grid = { start: 0, step: MINUTE, count: 4 }
const times = [0, MINUTE, 2 * MINUTE, 3 * MINUTE]

function browserHistory(): NodeHistory {
  return {
    node: 'node-1',
    times,
    axis: 'time',
    gaps: [],
    // The browser watched the last two minutes only.
    gapAt: ['unwatched', 'unwatched', null, null],
    upAt: [null, null, 1, 1],
    charts: [
      {
        id: 'storage',
        title: 'Storage',
        unit: 'bytes',
        lines: [{ label: 'Used', values: [null, null, '30', '40'] }],
      },
      {
        id: 'response',
        title: 'Response time',
        unit: 'ms',
        lines: [{ label: 'Average', values: [null, null, '5', '6'] }],
      },
    ],
    uptime: 1,
    watched: 0.5,
    latest: {},
    marketplace: false,
  }
}

describe("Prometheus's points merged with this browser's history", () => {
  it('lays the answer on the grid by each slot end, bytes exact', () => {
    const points = pointsOf(
      [
        {
          metric: { measure: 'bytesUsed' },
          values: [
            [60, '10'],
            [120, '2.0e+1'],
            [240, '99999999999999999'],
          ],
        },
        {
          metric: { measure: 'up' },
          values: [
            [60, '1'],
            [120, '0.5'],
          ],
        },
      ],
      grid,
    )
    expect(points.bytesUsed).toEqual(['10', '20', null, '99999999999999999'])
    expect(points.up).toEqual(['1', '0.5', null, null])
  })

  it("takes Prometheus's points first, fills the rest from the browser and names both", () => {
    const points = {
      bytesUsed: ['10', '20', '31', null],
      bytesReserved: ['1', '1', null, null],
      up: ['1', '1', '1', null],
    }
    const merged = mergeHistory(browserHistory(), points)
    const storage = merged.charts.find((chart) => chart.id === 'storage')
    expect(storage?.lines).toEqual([
      { label: 'Used', values: ['10', '20', '31', '40'] },
      { label: 'Reserved', values: ['1', '1', null, null] },
    ])
    expect(storage?.source).toBe('both')
    expect(storage?.gapAt).toEqual([null, null, null, null])
    expect(merged.charts.find((chart) => chart.id === 'response')?.source).toBe('browser')
    expect(merged.uptime).toBe(1)
  })

  it('says Prometheus alone where the browser had nothing, and marks its down points', () => {
    const history = browserHistory()
    history.charts[0]!.lines[0]!.values = [null, null, null, null]
    history.gapAt = ['unwatched', 'unwatched', 'unwatched', 'unwatched']
    const merged = mergeHistory(history, {
      bytesUsed: ['10', null, '12', null],
      up: ['1', '0', '1', '0.5'],
    })
    const storage = merged.charts[0]
    expect(storage?.source).toBe('prometheus')
    expect(storage?.gapAt).toEqual([null, 'down', null, 'unwatched'])
    expect(merged.uptime).toBeCloseTo(2.5 / 4)
  })

  it("without Prometheus, every chart's points are the browser's", () => {
    const merged = mergeHistory(browserHistory(), null)
    expect(merged.charts.map((chart) => chart.source)).toEqual(['browser', 'browser'])
    const empty = browserHistory()
    empty.charts[1]!.lines[0]!.values = [null, null, null, null]
    expect(mergeHistory(empty, null).charts[1]?.source).toBe('none')
  })

  it('moves points read on the grid one step back onto the new grid', () => {
    const later = { ...grid, start: MINUTE }
    expect(alignPoints({ peers: ['1', '2', '3', '4'] }, grid, later)).toEqual({
      peers: ['2', '3', '4', null],
    })
    expect(alignPoints({ peers: ['1'] }, grid, { ...grid, step: HOUR })).toBeNull()
    expect(gridOf(times)).toEqual(grid)
  })
})
