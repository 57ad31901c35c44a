import { useEffect, useRef } from 'react'
import { Card } from '../../components/card/card.tsx'
import { formatBytes } from '../../lib/bytes.ts'
import { lazyModule } from '../../lib/lazy-module.ts'
import { fileUsage, type UsageRow } from '../../stores/node/file-usage.ts'
import { useNodeStore } from '../../stores/react.ts'
import type { UsageSlice } from './usage-chart.ts'

/** chart.js with the doughnut: fetched once the summary is shown. */
const usageChart = lazyModule(() => import('./usage-chart.ts'))

const COLORS: Record<UsageRow['kind'], [string, string]> = {
  document: ['--vault-chart-1', '#3346c4'],
  image: ['--vault-chart-2', '#1b7338'],
  video: ['--vault-chart-3', '#c26a00'],
  archive: ['--vault-chart-4', '#8a3fb8'],
  other: ['--vault-chart-empty', '#d6dae1'],
}

const filesText = (count: number) => (count === 1 ? '1 file' : `${count} files`)

function slicesOf(element: Element, rows: UsageRow[]): UsageSlice[] {
  const styles = getComputedStyle(element)
  return rows.map((row) => {
    const [name, fallback] = COLORS[row.kind]
    return {
      label: row.label,
      bytes: row.bytes,
      color: styles.getPropertyValue(name).trim() || fallback,
      line: `${filesText(row.count)}, ${formatBytes(row.bytes)}`,
    }
  })
}

/** The doughnut; hidden from assistive tech, the table below is the reading. */
function UsageCanvas({ rows }: { rows: UsageRow[] }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const chart = useRef<{ update(next: UsageSlice[]): void; destroy(): void } | null>(null)
  useEffect(() => {
    const element = canvas.current
    if (!element) return
    const slices = slicesOf(element, rows)
    if (chart.current) return chart.current.update(slices)
    let cancelled = false
    void usageChart
      .load()
      .then(({ drawUsage }) => {
        if (!cancelled) chart.current = drawUsage(element, slices)
      })
      .catch(() => {
        // Offline: the table still says it all.
      })
    return () => {
      cancelled = true
    }
  }, [rows])
  useEffect(() => () => chart.current?.destroy(), [])
  return (
    <div className="file-usage__figure">
      <canvas ref={canvas} aria-hidden="true" />
    </div>
  )
}

/** Usage by type: documents, images, video, archives and other, as a chart and a table. */
export function FileUsage() {
  const rows = useNodeStore(fileUsage)
  if (!rows) return null
  const empty = rows.every((row) => row.count === 0)
  return (
    <Card title="Usage by type" className="file-usage">
      {!empty && <UsageCanvas rows={rows} />}
      <table className="file-usage__table">
        <caption className="vault-visually-hidden">Usage by type</caption>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Files</th>
            <th scope="col">Size</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.kind}>
              <th scope="row">
                <span
                  className={`file-usage__swatch file-usage__swatch--${row.kind}`}
                  aria-hidden="true"
                />
                {row.label}
              </th>
              <td>{row.count}</td>
              <td>{formatBytes(row.bytes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  )
}
