import type { NodeMeasure, RangeQuery } from '../../api/prometheus.ts'
import type { RangeSeries } from '../../api/schemas/prometheus.ts'

/** The points a chart draws: `count` slots of `step` ms from `start` (the browser's grid). */
export interface Grid {
  start: number
  step: number
  count: number
}

/** The grid of a node's history, read from its times; null with fewer than two points. */
export function gridOf(times: readonly number[]): Grid | null {
  const [first, second] = times
  if (first === undefined || second === undefined) return null
  return { start: first, step: second - first, count: times.length }
}

/**
 * The query range that gives one point per slot: Prometheus evaluates at each slot's end (the last
 * may lie ahead of now), and the measure's query looks back one step from there.
 */
export function rangeFor(grid: Grid, query: string): RangeQuery {
  return {
    query,
    start: grid.start + grid.step,
    end: grid.start + grid.count * grid.step,
    step: grid.step,
  }
}

/** Each measure's value per slot, as exact decimal text (null where Prometheus has none). */
export type MeasurePoints = Partial<Record<NodeMeasure, (string | null)[]>>

/** Counts and bytes are whole; the uptime's share of scrapes is kept as it is. */
function valueText(measure: NodeMeasure, raw: string): string | null {
  const value = Number(raw)
  if (!Number.isFinite(value) || value < 0) return null
  if (measure === 'up') return String(value)
  return /^\d+$/.test(raw) ? raw : String(Math.round(value))
}

/** The answer's series laid on the grid, by the `measure` label each query gave them. */
export function pointsOf(series: readonly RangeSeries[], grid: Grid): MeasurePoints {
  const points: MeasurePoints = {}
  for (const each of series) {
    const measure = each.metric.measure as NodeMeasure | undefined
    if (!measure) continue
    const values = (points[measure] ??= new Array<string | null>(grid.count).fill(null))
    for (const [seconds, raw] of each.values) {
      const index = Math.round((seconds * 1000 - grid.start - grid.step) / grid.step)
      if (index < 0 || index >= grid.count) continue
      values[index] = valueText(measure, raw) ?? values[index] ?? null
    }
  }
  return points
}

/** Points read on an earlier grid, moved onto `to` (same step; else none): slots it lacks are null. */
export function alignPoints(points: MeasurePoints, from: Grid, to: Grid): MeasurePoints | null {
  if (from.step !== to.step) return null
  const shift = Math.round((to.start - from.start) / to.step)
  const aligned: MeasurePoints = {}
  for (const [measure, values] of Object.entries(points) as [
    keyof MeasurePoints,
    (string | null)[],
  ][]) {
    aligned[measure] = Array.from({ length: to.count }, (_, index) => values[index + shift] ?? null)
  }
  return aligned
}
