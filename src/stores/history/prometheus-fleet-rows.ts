import type { FleetMeasure } from '../../api/prometheus-fleet.ts'
import type { RangeSeries } from '../../api/schemas/prometheus.ts'
import type { ChartModel } from './history-charts.ts'
import type { Grid } from './prometheus-points.ts'

/** One node as Prometheus last saw it; sizes and counts as exact decimal text, null if unknown. */
export interface FleetRow {
  /** The vault's name for the node: its scrape job's `node` label. */
  node: string
  /** Whether its last scrape answered; null when Prometheus has no scrape of it. */
  up: boolean | null
  used: string | null
  quota: string | null
  peers: string | null
  /** When Prometheus last scraped it (ms since the epoch). */
  scrapedAt: number | null
}

const whole = (raw: string | undefined): string | null => {
  if (raw === undefined) return null
  if (/^\d+$/.test(raw)) return raw
  const value = Number(raw)
  return Number.isFinite(value) && value >= 0 ? String(Math.round(value)) : null
}

const lastValue = (series: RangeSeries) => series.values[series.values.length - 1]?.[1]

/** The table's rows from the answer of `fleetNowQuery`, by node name. */
export function fleetRowsOf(series: readonly RangeSeries[]): FleetRow[] {
  const rows = new Map<string, FleetRow>()
  for (const each of series) {
    const node = each.metric.node
    const measure = each.metric.measure as FleetMeasure | undefined
    const raw = lastValue(each)
    if (!node || !measure || raw === undefined) continue
    let row = rows.get(node)
    if (!row) {
      row = { node, up: null, used: null, quota: null, peers: null, scrapedAt: null }
      rows.set(node, row)
    }
    if (measure === 'up') row.up = Number(raw) === 1
    else if (measure === 'scraped') row.scrapedAt = Math.round(Number(raw) * 1000)
    else row[measure] = whole(raw)
  }
  return [...rows.values()].sort((a, b) => a.node.localeCompare(b.node, 'en', { numeric: true }))
}

/** The disk chart: one line per node, stacked, laid on the grid from one query's answer. */
export function fleetChartOf(series: readonly RangeSeries[], grid: Grid): ChartModel {
  const lines = series
    .filter((each) => each.metric.node)
    .map((each) => {
      const values = new Array<string | null>(grid.count).fill(null)
      for (const [seconds, raw] of each.values) {
        const index = Math.round((seconds * 1000 - grid.start - grid.step) / grid.step)
        if (index >= 0 && index < grid.count) values[index] = whole(raw)
      }
      return { label: each.metric.node ?? '', values }
    })
    .sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }))
  return {
    id: 'fleet-used',
    title: 'Disk used per node',
    unit: 'bytes',
    lines,
    source: lines.length > 0 ? 'prometheus' : 'none',
    stacked: true,
  }
}
