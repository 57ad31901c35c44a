import { useStore } from '@nanostores/react'
import { useMemo } from 'react'
import { Card } from '../../components/card/card.tsx'
import { CardAction } from '../../components/card/card-action.tsx'
import { formatBytes } from '../../lib/bytes.ts'
import { navigate, ROUTES } from '../../stores/page/router.ts'
import { useNodeOf } from '../../stores/react.ts'
import { space as nodeSpace } from '../../stores/node/space.ts'
import { diskShares } from './disk-segments.ts'
import { DiskRing } from './disk-ring.tsx'
import { QueryErrorCard } from '../../components/error-card/query-error-card.tsx'
import { ERROR_SUBTITLES } from '../../components/error-card/error-subtitles.ts'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import css from './storage-card.css?inline'
import { Sparkline } from '../../components/sparkline/sparkline.tsx'
import { sparklines } from '../../stores/history/sparklines.ts'

/** The Storage card: the node's disk quota as a doughnut and a legend; Details opens Host. */
export function StorageCard() {
  const $space = useNodeOf(nodeSpace)
  const space = useStore($space)
  const used = useStore(useNodeOf(sparklines).used)
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
          <DiskRing segments={segments} />
          <ul className="storage-card__legend" aria-label="Disk">
            {segments.map((segment, index) => (
              <li key={segment.label}>
                <span className={`storage-card__swatch storage-card__segment--${index}`} />
                {segment.label}:{' '}
                <span className="storage-card__value">{formatBytes(segment.bytes)}</span>
              </li>
            ))}
            <li>
              Total:{' '}
              <span className="storage-card__value">{formatBytes(space.data.quotaMaxBytes)}</span>
            </li>
          </ul>
        </div>
      )}
      {used && (
        <Sparkline
          points={used}
          label={`Used over the last 24 hours: ${formatBytes(firstOf(used))} to ${formatBytes(lastOf(used))}`}
        />
      )}
    </Card>
  )
}

function firstOf(points: readonly (number | null)[]): number {
  return points.find((point) => point !== null) ?? 0
}

function lastOf(points: readonly (number | null)[]): number {
  return points.findLast((point) => point !== null) ?? 0
}
