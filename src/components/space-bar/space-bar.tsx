import css from './space-bar.css?inline'
import { StyleSheet } from '../../styles/style-sheet.tsx'

export interface SpaceSegment {
  label: string
  /** Non-negative; negative or non-finite values count as 0. */
  value: number
  /** Any CSS colour; defaults to the theme's chart colours in order. */
  color?: string
}

interface SpaceBarProps {
  /** Caption, e.g. `Disk`; also names the figure. */
  label: string
  segments: readonly SpaceSegment[]
  /** The whole bar; defaults to the sum of the segments. Room left over shows as empty. */
  total?: number
  formatValue?: (value: number) => string
}

const PALETTE = ['var(--vault-chart-1)', 'var(--vault-chart-2)', 'var(--vault-chart-3)']

function amount(value: number) {
  return Number.isFinite(value) && value > 0 ? value : 0
}

/** Share of `total` in percent, 0..100, for widths and the legend. */
export function segmentPercent(value: number, total: number): number {
  if (!(total > 0)) return 0
  return Math.min(100, (amount(value) / total) * 100)
}

/**
 * A horizontal bar split into segments, with a legend that is its text equivalent (label, value
 * and share of each segment). The bar itself is hidden from assistive technology.
 */
export function SpaceBar({ label, segments, total, formatValue = String }: SpaceBarProps) {
  const whole = total ?? segments.reduce((sum, segment) => sum + amount(segment.value), 0)
  const colored = segments.map((segment, index) => ({
    ...segment,
    color: segment.color ?? PALETTE[index % PALETTE.length],
    percent: segmentPercent(segment.value, whole),
  }))
  return (
    <figure className="vault-space" aria-label={label}>
      <StyleSheet name="space-bar" css={css} />
      <figcaption className="vault-space__caption">{label}</figcaption>
      <div className="vault-space__bar" aria-hidden="true">
        {colored.map((segment) => (
          <div
            key={segment.label}
            className="vault-space__segment"
            style={{ width: `${segment.percent}%`, background: segment.color }}
          />
        ))}
      </div>
      <ul className="vault-space__legend">
        {colored.map((segment) => (
          <li key={segment.label} className="vault-space__item">
            <span className="vault-space__swatch" style={{ background: segment.color }} />
            <span>{segment.label}</span>
            <span className="vault-space__value">
              {formatValue(amount(segment.value))} ({Math.round(segment.percent)}%)
            </span>
          </li>
        ))}
      </ul>
    </figure>
  )
}
