import type { NodeMeasure } from '../../api/prometheus.ts'
import type { ChartLine, ChartModel, PointSource } from './history-charts.ts'
import { summaryOf, type GapKind, type NodeHistory } from './history-view.ts'
import type { MeasurePoints } from './prometheus-points.ts'

/** The charts Prometheus can draw, each line by the measure it reads, in the charts' order. */
export const PROMETHEUS_LINES: Readonly<
  Record<string, readonly { label: string; measure: NodeMeasure }[]>
> = {
  storage: [
    { label: 'Used', measure: 'bytesUsed' },
    { label: 'Reserved', measure: 'bytesReserved' },
    { label: 'Quota', measure: 'quota' },
  ],
  peers: [{ label: 'Peers', measure: 'peers' }],
}

/** The measures Prometheus is asked for: one query per chart, and one for the uptime. */
export const PROMETHEUS_QUERIES: readonly (readonly NodeMeasure[])[] = [
  ...Object.values(PROMETHEUS_LINES).map((lines) => lines.map((line) => line.measure)),
  ['up'],
]

function sourceOf(fromPrometheus: number, fromBrowser: number): PointSource {
  if (fromPrometheus > 0) return fromBrowser > 0 ? 'both' : 'prometheus'
  return fromBrowser > 0 ? 'browser' : 'none'
}

const hasValue = (line: ChartLine) => line.values.some((value) => value !== null)

/**
 * Why a point has no value once Prometheus's points are in: none where they cover it, the node
 * down where Prometheus saw it down, else the browser's reason. The node's gaps and each chart's
 * are named by it, so a chart and the gap list never disagree.
 */
function gapOf(browser: GapKind | null, up: string | null, covered: boolean): GapKind | null {
  if (covered) return null
  return up === '0' ? 'down' : browser
}

/** A chart only the browser draws: its points, its gaps where Prometheus saw the node down. */
function browserChart(chart: ChartModel, gapAt?: readonly (GapKind | null)[]): ChartModel {
  return {
    ...chart,
    source: chart.lines.some(hasValue) ? 'browser' : 'none',
    ...(gapAt && { gapAt: [...gapAt] }),
  }
}

/** A chart Prometheus draws: its points first, the browser's where it has none. */
function mergedChart(
  chart: ChartModel,
  lines: readonly { label: string; measure: NodeMeasure }[],
  points: MeasurePoints,
  history: NodeHistory,
  upAt: readonly (string | null)[],
): ChartModel {
  let fromPrometheus = 0
  let fromBrowser = 0
  const { gapAt } = history
  const covered = gapAt.map(() => false)
  const merged: ChartLine[] = []
  for (const { label, measure } of lines) {
    const browser = chart.lines.find((line) => line.label === label)
    const prometheus = points[measure]
    if (!prometheus?.some((value) => value !== null)) {
      if (browser) merged.push(browser)
      continue
    }
    const values = gapAt.map((_, index) => {
      const value = prometheus[index] ?? null
      if (value !== null) {
        fromPrometheus += 1
        covered[index] = true
        return value
      }
      return browser?.values[index] ?? null
    })
    merged.push({ label, values })
  }
  for (const line of merged) {
    line.values.forEach((value, index) => {
      if (value !== null && !covered[index]) fromBrowser += 1
    })
  }
  return {
    ...chart,
    lines: merged,
    gapAt: gapAt.map((gap, index) => gapOf(gap, upAt[index] ?? null, covered[index] ?? false)),
    source: sourceOf(fromPrometheus, fromBrowser),
  }
}

/**
 * The node's points with Prometheus's in: a point it has any value of was watched (by it), and is
 * no gap unless it saw the node down; its share of scrapes stands for the point's uptime, the
 * browser's share of answers where it has none.
 */
function mergedSummary(
  history: NodeHistory,
  points: MeasurePoints,
  upAt: readonly (string | null)[],
) {
  const measures = Object.values(points)
  const gapAt = history.gapAt.map((gap, index) => {
    const up = upAt[index] ?? null
    const seen = measures.some((values) => (values[index] ?? null) !== null)
    return gapOf(gap, up, seen && up !== '0')
  })
  const shares = history.upAt.map((share, index) => {
    const up = upAt[index] ?? null
    return up === null ? share : Number(up)
  })
  return summaryOf(history.times, gapAt, shares)
}

/**
 * A node's history with what Prometheus kept filled in: its points where it has them, the
 * browser's where it has none, and under each chart where its points came from; the gaps, the
 * watched share and the uptime are the merged points'. Without Prometheus's points, every chart's
 * points are the browser's.
 */
export function mergeHistory(history: NodeHistory, points: MeasurePoints | null): NodeHistory {
  if (!points) return { ...history, charts: history.charts.map((chart) => browserChart(chart)) }
  const upAt = points.up ?? []
  const unseen = history.gapAt.map((gap, index) => gapOf(gap, upAt[index] ?? null, false))
  const charts = history.charts.map((chart) => {
    const lines = PROMETHEUS_LINES[chart.id]
    return lines ? mergedChart(chart, lines, points, history, upAt) : browserChart(chart, unseen)
  })
  return { ...history, ...mergedSummary(history, points, upAt), charts }
}
