import { describe, expect, it } from 'vitest'
import { fleetNowQuery, fleetUsedQuery } from '../../../../src/api/prometheus-fleet.ts'
import { DAY, HOUR } from '../../../../src/stores/history/buckets.ts'
import { MAX_POINTS } from '../../../../src/stores/history/history-view.ts'
import { fleetGrid } from '../../../../src/stores/history/prometheus-fleet.ts'
import { fleetChartOf, fleetRowsOf } from '../../../../src/stores/history/prometheus-fleet-rows.ts'

const NOW = Date.UTC(2026, 10, 27, 12, 7, 30)

describe('the fleet read from Prometheus', () => {
  it('asks for every node in one query per chart, naming none', () => {
    for (const query of [fleetUsedQuery(3 * HOUR), fleetNowQuery()]) {
      expect(query).toContain('by (node)')
      expect(query).toContain('node!=""')
      expect(query).not.toMatch(/node="/)
    }
    expect(fleetUsedQuery(3 * HOUR)).toContain('[10800s]')
  })

  it('lays 30 days on a grid under 300 points that ends at the step holding now', () => {
    const grid = fleetGrid(30 * DAY, NOW)
    expect(grid.count).toBeLessThanOrEqual(MAX_POINTS)
    expect(grid.start + grid.count * grid.step).toBeGreaterThanOrEqual(NOW)
    expect(grid.start + (grid.count - 1) * grid.step).toBeLessThan(NOW)
  })

  it('makes a row per node from its labelled measures, sizes exact', () => {
    const at = NOW / 1000
    const series = (node: string, measure: string, value: string) => ({
      metric: { node, measure },
      values: [[at, value]] as [number, string][],
    })
    const rows = fleetRowsOf([
      series('Node 10', 'up', '1'),
      series('Node 2', 'up', '0'),
      series('Node 2', 'used', '18446744073709551615'),
      series('Node 2', 'quota', '21474836480'),
      series('Node 2', 'peers', '7'),
      series('Node 2', 'scraped', String(at - 15)),
    ])
    expect(rows.map((row) => row.node)).toEqual(['Node 2', 'Node 10'])
    expect(rows[0]).toEqual({
      node: 'Node 2',
      up: false,
      used: '18446744073709551615',
      quota: '21474836480',
      peers: '7',
      scrapedAt: NOW - 15_000,
    })
    expect(rows[1]).toMatchObject({ up: true, used: null, scrapedAt: null })
  })

  it('draws one stacked line per node on the grid, empty where Prometheus has no sample', () => {
    const grid = { start: NOW - 3 * HOUR, step: HOUR, count: 3 }
    const chart = fleetChartOf(
      [
        { metric: { node: 'B' }, values: [[(grid.start + 2 * HOUR) / 1000, '20']] },
        { metric: { node: 'A' }, values: [[(grid.start + HOUR) / 1000, '10']] },
      ],
      grid,
    )
    expect(chart).toMatchObject({ stacked: true, source: 'prometheus', unit: 'bytes' })
    expect(chart.lines).toEqual([
      { label: 'A', values: ['10', null, null] },
      { label: 'B', values: [null, '20', null] },
    ])
  })
})
