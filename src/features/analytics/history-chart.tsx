import { useEffect, useMemo, useRef, useState } from 'react'
import { formatBytes } from '../../lib/bytes.ts'
import { formatDate } from '../../lib/dates.ts'
import { lazyModule } from '../../lib/lazy-module.ts'
import type { ChartModel, PointSource, Unit } from '../../stores/history/history-charts.ts'
import { GAP_TEXT, type AxisStyle, type GapKind } from '../../stores/history/history-view.ts'
import type { DrawnChart } from './line-chart.ts'

/** chart.js and the line chart: fetched once a chart is shown. */
const lineChart = lazyModule(() => import('./line-chart.ts'))

type ChartHandle = { update(next: DrawnChart): void; destroy(): void }

const COLORS: [string, string][] = [
  ['--vault-chart-1', '#3346c4'],
  ['--vault-chart-2', '#1b7338'],
  ['--vault-chart-3', '#c26a00'],
  ['--vault-chart-4', '#8a3fb8'],
]

const BAND: Record<GapKind, string> = {
  unwatched: 'rgba(128, 128, 128, 0.12)',
  down: 'rgba(200, 40, 40, 0.18)',
}

/** A value in the chart's unit, as tooltips and tables show it. */
export function formatValue(value: string, unit: Unit): string {
  if (unit === 'bytes') return formatBytes(BigInt(value))
  if (unit === 'ms') return `${value} ms`
  return value
}

function tickText(value: number, unit: Unit): string {
  if (unit === 'bytes') return formatBytes(value)
  if (unit === 'ms') return `${value} ms`
  return Number.isInteger(value) ? String(value) : ''
}

/** Short labels, so a few fit side by side; the tooltips and tables give the full date. */
const AXIS_FORMATS: Record<AxisStyle, Intl.DateTimeFormatOptions> = {
  time: { timeStyle: 'short' },
  weekday: { weekday: 'short', hour: '2-digit', minute: '2-digit' },
  date: { day: 'numeric', month: 'short' },
}

const axisFormats = new Map<AxisStyle, Intl.DateTimeFormat>()

function axisLabel(time: number, axis: AxisStyle): string {
  let format = axisFormats.get(axis)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', AXIS_FORMATS[axis])
    axisFormats.set(axis, format)
  }
  return format.format(time)
}

/** A node's charts share one time axis: its labels are made once, not once a chart. */
const labelsByTimes = new WeakMap<readonly number[], { axis: AxisStyle; labels: string[] }>()

function axisLabels(times: readonly number[], axis: AxisStyle): string[] {
  const held = labelsByTimes.get(times)
  if (held?.axis === axis) return held.labels
  const labels = times.map((time) => axisLabel(time, axis))
  labelsByTimes.set(times, { axis, labels })
  return labels
}

interface HistoryChartProps {
  chart: ChartModel
  times: number[]
  gapAt: (GapKind | null)[]
  axis: AxisStyle
}

function drawn(element: Element, props: HistoryChartProps): DrawnChart {
  const styles = getComputedStyle(element)
  const { chart, times, gapAt, axis } = props
  return {
    labels: axisLabels(times, axis),
    bands: gapAt.map((kind) => (kind ? BAND[kind] : null)),
    tick: (value) => tickText(value, chart.unit),
    stacked: chart.stacked,
    lines: chart.lines.map((line, index) => {
      // Past the theme's colours (a fleet of nodes), hues spread around the wheel.
      const [name, fallback] = COLORS[index] ?? ['', `hsl(${(index * 137.5) % 360} 55% 42%)`]
      return {
        label: line.label,
        values: line.values.map((value) => (value === null ? null : Number(value))),
        text: (at) => {
          const value = line.values[at] ?? null
          return value === null
            ? GAP_TEXT[gapAt[at] ?? 'unwatched']
            : `${formatValue(value, chart.unit)} at ${formatDate(times[at] ?? 0)}`
        },
        color: styles.getPropertyValue(name).trim() || fallback,
      }
    }),
  }
}

function ChartCanvas(props: HistoryChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const chart = useRef<ChartHandle | null>(null)

  useEffect(() => {
    const element = canvas.current
    if (!element) return
    const next = drawn(element, props)
    if (chart.current) {
      chart.current.update(next)
      return
    }
    let cancelled = false
    void lineChart.load().then(
      ({ drawLineChart }) => {
        if (!cancelled) chart.current = drawLineChart(element, next)
      },
      () => {
        // chart.js did not load (offline): the table below still shows every value.
      },
    )
    return () => {
      cancelled = true
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- props are compared field by field
  }, [props.chart, props.times, props.gapAt, props.axis])

  useEffect(() => () => chart.current?.destroy(), [])

  return (
    <div className="analytics-chart__figure">
      <canvas ref={canvas} aria-hidden="true" />
    </div>
  )
}

interface Row {
  from: number
  to: number
  gap: GapKind | null
  values: (string | null)[]
}

/** The chart's points as rows; a run of points without value is one row naming the gap. */
function rowsOf({ chart, times, gapAt }: HistoryChartProps): Row[] {
  const rows: Row[] = []
  const step = (times[1] ?? 0) - (times[0] ?? 0)
  times.forEach((time, index) => {
    const gap = gapAt[index] ?? null
    const last = rows[rows.length - 1]
    if (gap && last?.gap === gap && last.to === time) {
      last.to = time + step
      return
    }
    rows.push({
      from: time,
      to: time + step,
      gap,
      values: chart.lines.map((line) => line.values[index] ?? null),
    })
  })
  return rows
}

/** The table is laid out when opened: closed, it is hidden from everyone, screen readers too. */
function ChartTable(props: HistoryChartProps) {
  const [open, setOpen] = useState(false)
  const { chart } = props
  return (
    <details
      className="analytics-chart__details"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{chart.title} as a table</summary>
      {open && <ChartTableRows {...props} />}
    </details>
  )
}

function ChartTableRows(props: HistoryChartProps) {
  const rows = useMemo(() => rowsOf(props), [props])
  const { chart } = props
  return (
    <>
      {/* Scrolls on its own: reachable and named for keyboard users. */}
      <div
        className="analytics-chart__table-wrap"
        tabIndex={0}
        role="region"
        aria-label={`${chart.title} values`}
      >
        <table className="analytics-chart__table">
          <caption className="vault-visually-hidden">{chart.title}</caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              {chart.lines.map((line) => (
                <th scope="col" key={line.label}>
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.from}>
                <th scope="row">
                  {row.gap
                    ? `${formatDate(row.from)} – ${formatDate(row.to)}`
                    : formatDate(row.from)}
                </th>
                {row.gap ? (
                  <td colSpan={chart.lines.length}>{GAP_TEXT[row.gap]}</td>
                ) : (
                  row.values.map((value, index) => (
                    <td key={index}>{value === null ? '-' : formatValue(value, chart.unit)}</td>
                  ))
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

const SOURCE_TEXT: Record<PointSource, string> = {
  prometheus: 'Points from Prometheus',
  browser: 'Points from this browser',
  both: 'Points from Prometheus and this browser',
  none: 'No points in this range',
}

/** One history chart with its table, in a figure named by the chart's title. */
export function HistoryChart(props: HistoryChartProps) {
  return (
    <figure className="analytics-chart" aria-label={props.chart.title}>
      <figcaption className="analytics-chart__title">{props.chart.title}</figcaption>
      <ChartCanvas {...props} />
      <p className="analytics-chart__source">{SOURCE_TEXT[props.chart.source ?? 'browser']}</p>
      <ChartTable {...props} />
    </figure>
  )
}
