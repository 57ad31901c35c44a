import type { DiskShare } from './disk-segments.ts'

/** Each segment's share of the ring in thousandths, exact up to the last thousandth. */
export function ringShares(segments: readonly DiskShare[]): number[] {
  const total = segments.reduce((sum, segment) => sum + segment.bytes, 0n)
  if (total <= 0n) return segments.map(() => 0)
  return segments.map((segment) => Number((segment.bytes * 1000n) / total))
}

/**
 * The disk doughnut as SVG: one stroked circle per segment, dashed to its share (the legend beside
 * it carries the numbers, so the ring is decoration). A few hundred bytes instead of a chart library
 * on the dashboard's first load.
 */
export function DiskRing({ segments }: { segments: readonly DiskShare[] }) {
  const shares = ringShares(segments)
  let start = 0
  return (
    <svg className="storage-card__chart" viewBox="0 0 42 42" aria-hidden="true">
      <circle className="storage-card__track" cx="21" cy="21" r="15.9" pathLength={1000} />
      {segments.map((segment, index) => {
        const share = shares[index] ?? 0
        const offset = start
        start += share
        if (share === 0) return null
        return (
          <circle
            key={segment.label}
            className={`storage-card__arc storage-card__segment--${index}`}
            cx="21"
            cy="21"
            r="15.9"
            pathLength={1000}
            strokeDasharray={`${share} ${1000 - share}`}
            strokeDashoffset={-offset}
          />
        )
      })}
    </svg>
  )
}
