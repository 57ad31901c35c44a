import { formatDecimal } from './exact.ts'

export const MINUTE = 60
export const HOUR = 3600
export const DAY = 86400
export const MONTH = 30 * DAY
export const YEAR = 365 * DAY

export type DurationUnit = 'seconds' | 'minutes' | 'hours' | 'days' | 'months' | 'years'

export const SECONDS_PER_UNIT: Record<DurationUnit, number> = {
  seconds: 1,
  minutes: MINUTE,
  hours: HOUR,
  days: DAY,
  months: MONTH,
  years: YEAR,
}

const LARGEST_FIRST: DurationUnit[] = ['years', 'months', 'days', 'hours', 'minutes', 'seconds']

const SINGULAR: Record<DurationUnit, string> = {
  seconds: 'second',
  minutes: 'minute',
  hours: 'hour',
  days: 'day',
  months: 'month',
  years: 'year',
}

export const SECONDS_PER_UNIT_BIG: Record<DurationUnit, bigint> = {
  seconds: 1n,
  minutes: BigInt(MINUTE),
  hours: BigInt(HOUR),
  days: BigInt(DAY),
  months: BigInt(MONTH),
  years: BigInt(YEAR),
}

/** The largest unit that fits at least once, so 90 days read as months, 2 hours as hours. */
export function largestUnit(seconds: number | bigint): DurationUnit {
  return (
    LARGEST_FIRST.find((unit) =>
      typeof seconds === 'bigint'
        ? seconds >= SECONDS_PER_UNIT_BIG[unit]
        : seconds >= SECONDS_PER_UNIT[unit],
    ) ?? 'seconds'
  )
}

/** A duration in its largest fitting unit, e.g. `3 months`, `1.5 days`, `1 hour`. */
export function formatDuration(seconds: number | bigint): string {
  if (typeof seconds === 'bigint') {
    if (seconds < 0n) return '0 seconds'
    const unit = largestUnit(seconds)
    const value = formatDecimal(seconds, SECONDS_PER_UNIT_BIG[unit])
    return `${value} ${value === '1' ? SINGULAR[unit] : unit}`
  }
  if (!Number.isFinite(seconds) || seconds < 0) return '0 seconds'
  const unit = largestUnit(seconds)
  const value = Math.round((seconds / SECONDS_PER_UNIT[unit]) * 10) / 10
  return `${value} ${value === 1 ? SINGULAR[unit] : unit}`
}

export function toSeconds(value: number, unit: DurationUnit): number {
  return value * SECONDS_PER_UNIT[unit]
}

export function fromSeconds(seconds: number, unit: DurationUnit): number {
  return seconds / SECONDS_PER_UNIT[unit]
}

export type EditUnit = 'hours' | 'days' | 'months'

/** The unit an availability's duration is edited in: months from 30 days, days from 1 day. */
export function editUnit(seconds: number | bigint): EditUnit {
  if (seconds >= MONTH) return 'months'
  if (seconds >= DAY) return 'days'
  return 'hours'
}
