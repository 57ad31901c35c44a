import { useStore } from '@nanostores/react'
import { useEffect, useMemo, useRef } from 'react'
import { Card } from '../../components/card/card.tsx'
import { CardAction } from '../../components/card/card-action.tsx'
import { formatBytes } from '../../lib/bytes.ts'
import { navigate, ROUTES } from '../../stores/router.ts'
import { $space } from '../../stores/space.ts'
import { diskShares, type DiskShare } from './disk-segments.ts'
import type { DiskSegment } from './disk-chart.ts'
import { QueryErrorCard } from '../../components/error-card/query-error-card.tsx'
import { ERROR_SUBTITLES } from '../../components/error-card/error-subtitles.ts'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import css from './storage-card.css?inline'

type ChartHandle = { update(next: readonly DiskSegment[]): void; destroy(): void }

function cssColor(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback
}

function DiskChart({ segments }: { segments: readonly DiskShare[] }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const chart = useRef<ChartHandle | null>(null)

  useEffect(() => {
    const element = canvas.current
    if (!element) return
    const colored = withColors(element, segments)
    if (chart.current) {
      chart.current.update(colored)
      return
    }
    let cancelled = false
    // chart.js loads only when a storage card is shown.
    void import('./disk-chart.ts').then(({ drawDiskChart }) => {
      if (!cancelled) chart.current = drawDiskChart(element, colored)
    })
    return () => {
      cancelled = true
    }
  }, [segments])

  useEffect(() => () => chart.current?.destroy(), [])

  return <canvas ref={canvas} className="storage-card__chart" aria-hidden="true" />
}

function withColors(element: Element, segments: readonly DiskShare[]) {
  const colors = [
    cssColor(element, '--vault-chart-1', '#3346c4'),
    cssColor(element, '--vault-chart-3', '#c26a00'),
    cssColor(element, '--vault-chart-empty', '#d6dae1'),
  ]
  return segments.map((segment, index) => ({ ...segment, color: colors[index] ?? '#888' }))
}

/** The Storage card: the node's disk quota as a doughnut and a legend; Details opens Host. */
export function StorageCard() {
  const space = useStore($space)
  useEffect(() => $space.refetchIfIdle(), [])
  const segments = useMemo(() => (space.state === 'ready' ? diskShares(space.data) : null), [space])

  return (
    <Card
      title="Storage"
      className="storage-card"
      part="base"
      actions={<CardAction onClick={() => navigate(ROUTES.availabilities)}>Details</CardAction>}
    >
      <StyleSheet name="storage-card" css={css} />
      {space.state === 'loading' && <p>Loading the disk usage…</p>}
      <QueryErrorCard
        query={space}
        subtitle={ERROR_SUBTITLES.retrieveData}
        onRetry={() => void $space.refetch()}
      />
      {segments && space.state === 'ready' && (
        <div className="storage-card__body">
          <DiskChart segments={segments} />
          <ul className="storage-card__legend" aria-label="Disk">
            {segments.map((segment, index) => (
              <li key={segment.label}>
                <span className={`storage-card__swatch storage-card__swatch--${index}`} />
                {segment.label}: {formatBytes(segment.bytes)}
              </li>
            ))}
            <li>Total: {formatBytes(space.data.quotaMaxBytes)}</li>
          </ul>
        </div>
      )}
    </Card>
  )
}
