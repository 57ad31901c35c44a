import {
  DAY,
  HOUR,
  MINUTE,
  addInto,
  bucketStart,
  copyBucket,
  type Bucket,
  type Resolution,
} from './buckets.ts'
import { chartsOf, type ChartModel } from './history-charts.ts'

export type HistoryRange = '1h' | '24h' | '7d' | '30d' | '90d' | 'all'

export const RANGES: readonly { id: HistoryRange; label: string; span: number | null }[] = [
  { id: '1h', label: '1 h', span: HOUR },
  { id: '24h', label: '24 h', span: DAY },
  { id: '7d', label: '7 d', span: 7 * DAY },
  { id: '30d', label: '30 d', span: 30 * DAY },
  { id: '90d', label: '90 d', span: 90 * DAY },
  { id: 'all', label: 'All', span: null },
]

/** The most points a chart draws, whatever its range: drawing time stays flat as ranges grow. */
export const MAX_POINTS = 300

/** Each point's width on screen: one minute, five, or whole hours, at most `MAX_POINTS` a chart. */
export function stepFor(span: number): number {
  if (span <= HOUR) return MINUTE
  if (span <= DAY) return 5 * MINUTE
  return Math.max(HOUR, Math.ceil(span / MAX_POINTS / HOUR) * HOUR)
}

/**
 * The stored levels a range draws from: where its points are finer than an hour, the minutes of
 * the last day with 5 minutes before them; else the hours alone (12 times fewer records).
 */
export function levelsFor(span: number): readonly Resolution[] {
  return stepFor(span) < HOUR ? ['m1', 'm5'] : ['h1']
}

/** The finest level of each time: an hour only where no finer bucket of it is kept. */
export function finestOf(buckets: readonly Bucket[]): Bucket[] {
  const hourOf = (bucket: Bucket) => `${bucket.series}\n${bucketStart(bucket.t, 'h1')}`
  const finerHours = new Set(buckets.filter((bucket) => bucket.res !== 'h1').map(hourOf))
  return buckets.filter((bucket) => bucket.res !== 'h1' || !finerHours.has(hourOf(bucket)))
}

/** Why a point has no value: nothing recorded it, or the node did not answer. */
export type GapKind = 'unwatched' | 'down'

export const GAP_TEXT: Readonly<Record<GapKind, string>> = {
  unwatched: 'no vault page was open',
  down: 'node down',
}

export interface Gap {
  kind: GapKind
  from: number
  to: number
}

/** How the time axis names a point: its time within a day, weekday and hour within a week, else its date. */
export type AxisStyle = 'time' | 'weekday' | 'date'

export function axisStyleFor(span: number): AxisStyle {
  if (span <= DAY) return 'time'
  return span <= 7 * DAY ? 'weekday' : 'date'
}

export interface NodeHistory {
  node: string
  times: number[]
  axis: AxisStyle
  gaps: Gap[]
  /** Where each point has no value, why; null where it has. */
  gapAt: (GapKind | null)[]
  charts: ChartModel[]
  /** Each point's share of status answers (or scrapes) that came; null where none was asked. */
  upAt: (number | null)[]
  /** The mean of the points' shares: each point of the range that has one counts once; null if none. */
  uptime: number | null
  /** Share of the range some vault page recorded the node. */
  watched: number
  /** The latest value of each gauge in the range. */
  latest: Partial<Record<string, string>>
  /** Whether the node had a marketplace in the range. */
  marketplace: boolean
}

export type Slot = Bucket | null

function slotsOf(buckets: readonly Bucket[], start: number, step: number, count: number): Slot[] {
  const slots: Slot[] = new Array<Slot>(count).fill(null)
  const sorted = [...buckets].sort((a, b) => a.t - b.t)
  for (const bucket of sorted) {
    const index = Math.floor((bucket.t - start) / step)
    if (index < 0 || index >= count) continue
    const held = slots[index]
    if (held) addInto(held, bucket)
    else slots[index] = copyBucket(bucket, { res: bucket.res, t: start + index * step })
  }
  return slots
}

function gapKind(slot: Slot): GapKind | null {
  if (!slot || slot.heard === 0) return 'unwatched'
  if (slot.up === 0 && slot.down > 0) return 'down'
  return null
}

/**
 * One node's buckets (its current series) laid on the range's grid: the charts' lines, the gaps
 * named, uptime and how much of the range was watched.
 */
export function nodeHistory(
  node: string,
  buckets: readonly Bucket[],
  range: HistoryRange,
  now: number,
): NodeHistory {
  const span =
    RANGES.find((each) => each.id === range)?.span ??
    Math.max(HOUR, now - Math.min(now, ...buckets.map((bucket) => bucket.t)))
  const step = stepFor(span)
  const end = Math.floor(now / step) * step + step
  const count = Math.ceil(span / step)
  const start = end - count * step
  const slots = slotsOf(buckets, start, step, count)
  const times = slots.map((_, index) => start + index * step)
  const gapAt = slots.map(gapKind)
  const upAt = slots.map((slot) => {
    const answers = (slot?.up ?? 0) + (slot?.down ?? 0)
    return slot && answers > 0 ? slot.up / answers : null
  })
  const { charts, marketplace } = chartsOf(slots, gapAt)
  const latest: Partial<Record<string, string>> = {}
  for (const slot of slots) Object.assign(latest, slot?.gauges)
  return {
    node,
    times,
    axis: axisStyleFor(span),
    ...summaryOf(times, gapAt, upAt),
    charts,
    latest,
    marketplace,
  }
}

/**
 * What the summary says of a range's points, whoever recorded them (this browser, Prometheus, or
 * both merged): its gaps named, how much of it was watched, and its uptime.
 */
export function summaryOf(
  times: readonly number[],
  gapAt: (GapKind | null)[],
  upAt: (number | null)[],
): Pick<NodeHistory, 'gaps' | 'gapAt' | 'upAt' | 'uptime' | 'watched'> {
  const step = (times[1] ?? 0) - (times[0] ?? 0)
  const gaps: Gap[] = []
  gapAt.forEach((kind, index) => {
    const last = gaps[gaps.length - 1]
    const t = times[index] ?? 0
    if (!kind) return
    if (last && last.kind === kind && last.to === t) last.to = t + step
    else gaps.push({ kind, from: t, to: t + step })
  })
  const shares = upAt.filter((share) => share !== null)
  const watchedSlots = gapAt.filter((kind) => kind !== 'unwatched').length
  return {
    gaps,
    gapAt,
    upAt,
    uptime: shares.length ? shares.reduce((sum, share) => sum + share, 0) / shares.length : null,
    watched: gapAt.length > 0 ? watchedSlots / gapAt.length : 0,
  }
}

/** The newest series of a node's buckets: an older line at the same address never mixes in. */
export function currentSeriesOf(buckets: readonly Bucket[]): Bucket[] {
  let newest: string | null = null
  for (const series of new Set(buckets.map((bucket) => bucket.series))) {
    if (newest === null || seriesSince(series) > seriesSince(newest)) newest = series
  }
  return newest === null ? [] : buckets.filter((bucket) => bucket.series === newest)
}

function seriesSince(series: string): number {
  const since = Number(series.split('@')[1])
  return Number.isFinite(since) ? since : 0
}
