import type { NodeMeasure } from '../../api/prometheus.ts'
import type { ChartLine, ChartModel, PointSource } from './history-charts.ts'
import type { GapKind, NodeHistory } from './history-view.ts'
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

function browserChart(chart: ChartModel): ChartModel {
  return { ...chart, source: chart.lines.some(hasValue) ? 'browser' : 'none' }
}

/** A chart Prometheus draws: its points first, the browser's where it has none. */
function mergedChart(
  chart: ChartModel,
  lines: readonly { label: string; measure: NodeMeasure }[],
  points: MeasurePoints,
  gapAt: readonly (GapKind | null)[],
): ChartModel {
  let fromPrometheus = 0
  let fromBrowser = 0
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
  const up = points.up
  const chartGaps = gapAt.map((gap, index) => {
    if (covered[index]) return null
    return up?.[index] === '0' ? 'down' : gap
  })
  return {
    ...chart,
    lines: merged,
    gapAt: chartGaps,
    source: sourceOf(fromPrometheus, fromBrowser),
  }
}

/**
 * A node's history with what Prometheus kept filled in: its points where it has them, the
 * browser's where it has none, and under each chart where its points came from. Without
 * Prometheus's points, every chart's points are the browser's.
 */
export function mergeHistory(history: NodeHistory, points: MeasurePoints | null): NodeHistory {
  if (!points) return { ...history, charts: history.charts.map(browserChart) }
  const charts = history.charts.map((chart) => {
    const lines = PROMETHEUS_LINES[chart.id]
    return lines ? mergedChart(chart, lines, points, history.gapAt) : browserChart(chart)
  })
  const shares = (points.up ?? []).filter((value): value is string => value !== null)
  const uptime = shares.length
    ? shares.reduce((sum, share) => sum + Number(share), 0) / shares.length
    : history.uptime
  return { ...history, charts, uptime }
}
