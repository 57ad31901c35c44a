import { useEffect, useMemo, useRef } from 'react'
import { formatBytes } from '../../lib/bytes.ts'
import { formatDuration } from '../../lib/durations.ts'
import { formatInteger } from '../../lib/exact.ts'
import { lazyModule } from '../../lib/lazy-module.ts'
import type { ChartRings, ChartSegment } from './sunburst-chart.ts'
import type { RingSegment, SunburstRings } from './sunburst-rings.ts'

/** chart.js, with the sunburst drawn on it: fetched once a chart is shown. */
const sunburstChart = lazyModule(() => import('./sunburst-chart.ts'))

type ChartHandle = { update(next: ChartRings): void; destroy(): void }

const COLORS: Record<RingSegment['kind'], [string, string][]> = {
  availability: [
    ['--vault-chart-1', '#3346c4'],
    ['--vault-chart-4', '#8a3fb8'],
  ],
  reservation: [['--vault-chart-3', '#c26a00']],
  reserved: [['--vault-chart-3', '#c26a00']],
  free: [['--vault-chart-2', '#1b7338']],
  unallocated: [['--vault-chart-empty', '#d6dae1']],
}

function tooltipLines(segment: RingSegment): string[] {
  const lines = [`Size: ${formatBytes(segment.bytes)}`]
  const availability = segment.availability
  if (!availability) return lines
  if (segment.kind !== 'availability') return [...lines, `In ${segment.availabilityName ?? ''}`]
  return [
    ...lines,
    `Duration: ${formatDuration(availability.duration)}`,
    `Min price per byte per second: ${formatInteger(availability.minPricePerBytePerSecond)}`,
  ]
}

function colored(element: Element, rings: SunburstRings): ChartRings {
  const styles = getComputedStyle(element)
  const color = (segment: RingSegment, index: number) => {
    const choices = COLORS[segment.kind]
    const [name, fallback] = choices[index % choices.length] ?? ['', '#888']
    return styles.getPropertyValue(name).trim() || fallback
  }
  const ring = (segments: RingSegment[]): ChartSegment[] =>
    segments.map((segment, index) => ({
      title: segment.label,
      lines: tooltipLines(segment),
      bytes: segment.bytes,
      color: color(segment, index),
    }))
  return { inner: ring(rings.inner), outer: ring(rings.outer) }
}

/** The sunburst canvas; chart.js loads only once a chart is shown. Hidden from assistive tech. */
function SunburstCanvas({ rings }: { rings: SunburstRings }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const chart = useRef<ChartHandle | null>(null)

  useEffect(() => {
    const element = canvas.current
    if (!element) return
    const next = colored(element, rings)
    if (chart.current) {
      chart.current.update(next)
      return
    }
    let cancelled = false
    void sunburstChart.load().then(({ drawSunburst }) => {
      if (!cancelled) chart.current = drawSunburst(element, next)
    })
    return () => {
      cancelled = true
    }
  }, [rings])

  useEffect(() => () => chart.current?.destroy(), [])

  return (
    <div className="host-chart__figure">
      <canvas ref={canvas} aria-hidden="true" />
    </div>
  )
}

/** The chart's numbers for keyboard and screen-reader users (and everyone else): one row a part. */
function SunburstTable({ rings }: { rings: SunburstRings }) {
  const rows = useMemo(
    () =>
      rings.inner.map((parent) => ({
        parent,
        children:
          parent.kind === 'availability'
            ? rings.outer.filter((segment) => segment.availability?.id === parent.key)
            : [],
      })),
    [rings],
  )
  return (
    <table className="host-chart__table">
      <caption>Space by availability</caption>
      <thead>
        <tr>
          <th scope="col">Part</th>
          <th scope="col">Size</th>
          <th scope="col">Duration</th>
          <th scope="col">Min price</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ parent, children }) => [
          <tr key={parent.key} className="host-chart__parent">
            <th scope="row">{parent.label}</th>
            <td>{formatBytes(parent.bytes)}</td>
            <td>{parent.availability ? formatDuration(parent.availability.duration) : ''}</td>
            <td className="host-chart__price">
              {parent.availability
                ? formatInteger(parent.availability.minPricePerBytePerSecond)
                : ''}
            </td>
          </tr>,
          ...children.map((child) => (
            <tr key={child.key} className="host-chart__child">
              <th scope="row">
                <span className="vault-visually-hidden">{parent.label}: </span>
                {child.label}
              </th>
              <td>{formatBytes(child.bytes)}</td>
              <td />
              <td />
            </tr>
          )),
        ])}
      </tbody>
    </table>
  )
}

/** The host sunburst (availabilities inside, reservations and free space outside) and its table. */
export function HostChart({ rings }: { rings: SunburstRings }) {
  return (
    <div className="host-chart">
      <SunburstCanvas rings={rings} />
      <SunburstTable rings={rings} />
    </div>
  )
}
