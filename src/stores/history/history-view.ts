import {
  DAY,
  GAUGE,
  HOUR,
  MINUTE,
  PURCHASE_PREFIX,
  addInto,
  bucketStart,
  copyBucket,
  type Bucket,
  type Resolution,
} from './buckets.ts'

export type HistoryRange = '1h' | '24h' | '7d' | '30d' | 'all'

export const RANGES: readonly { id: HistoryRange; label: string; span: number | null }[] = [
  { id: '1h', label: '1 h', span: HOUR },
  { id: '24h', label: '24 h', span: DAY },
  { id: '7d', label: '7 d', span: 7 * DAY },
  { id: '30d', label: '30 d', span: 30 * DAY },
  { id: 'all', label: 'All', span: null },
]

/** The most points a chart draws, whatever its range: drawing time stays flat as ranges grow. */
export const MAX_POINTS = 300

/** Each point's width on screen: one minute, five, or whole hours, at most `MAX_POINTS` a chart. */
function stepFor(span: number): number {
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

export type Unit = 'bytes' | 'count' | 'ms'

export interface ChartLine {
  label: string
  /** Exact values as decimal text (sizes stay exact), null in a gap. */
  values: (string | null)[]
}

export interface ChartModel {
  id: string
  title: string
  unit: Unit
  lines: ChartLine[]
}

export interface NodeHistory {
  node: string
  times: number[]
  gaps: Gap[]
  /** Where each point has no value, why; null where it has. */
  gapAt: (GapKind | null)[]
  charts: ChartModel[]
  /** Share of the node's status answers that came, over the watched time; null if none. */
  uptime: number | null
  /** Share of the range some vault page recorded the node. */
  watched: number
  /** The latest value of each gauge in the range. */
  latest: Partial<Record<string, string>>
  /** Whether the node had a marketplace in the range. */
  marketplace: boolean
}

type Slot = Bucket | null

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

function gaugeLine(label: string, key: string, slots: Slot[], gaps: (GapKind | null)[]) {
  return {
    label,
    values: slots.map((slot, index) => (gaps[index] ? null : (slot?.gauges[key] ?? null))),
  }
}

function hasAny(line: ChartLine): boolean {
  return line.values.some((value) => value !== null)
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
  const gaps: Gap[] = []
  gapAt.forEach((kind, index) => {
    const last = gaps[gaps.length - 1]
    const t = times[index] ?? 0
    if (!kind) return
    if (last && last.kind === kind && last.to === t) last.to = t + step
    else gaps.push({ kind, from: t, to: t + step })
  })
  const up = slots.reduce((sum, slot) => sum + (slot?.up ?? 0), 0)
  const down = slots.reduce((sum, slot) => sum + (slot?.down ?? 0), 0)
  const watchedSlots = slots.filter((slot) => slot && slot.heard > 0).length

  const purchaseStates = new Set<string>()
  for (const slot of slots) {
    for (const key of Object.keys(slot?.gauges ?? {})) {
      if (key.startsWith(PURCHASE_PREFIX)) purchaseStates.add(key.slice(PURCHASE_PREFIX.length))
    }
  }
  const gauge = (label: string, key: string) => gaugeLine(label, key, slots, gapAt)
  const counter = (label: string, name: keyof Bucket['counters']) => ({
    label,
    values: slots.map((slot, index) =>
      gapAt[index] === 'unwatched' ? null : (slot?.counters[name] ?? '0'),
    ),
  })
  const took = (label: string, read: (slot: Bucket) => number) => ({
    label,
    values: slots.map((slot) => (slot && slot.up > 0 ? String(Math.round(read(slot))) : null)),
  })
  const charts: ChartModel[] = [
    {
      id: 'storage',
      title: 'Storage',
      unit: 'bytes',
      lines: [
        gauge('Used', GAUGE.quotaUsed),
        gauge('Reserved', GAUGE.quotaReserved),
        gauge('Quota', GAUGE.quotaMax),
      ],
    },
    {
      id: 'files',
      title: 'Files',
      unit: 'count',
      lines: [gauge('Files', GAUGE.files)],
    },
    {
      id: 'peers',
      title: 'Peers',
      unit: 'count',
      lines: [gauge('Peers', GAUGE.peers), gauge('Connections', GAUGE.connections)],
    },
    {
      id: 'response',
      title: 'Response time',
      unit: 'ms',
      lines: [
        took('Average', (slot) => slot.tookSum / slot.up),
        took('Slowest', (slot) => slot.tookMax),
      ],
    },
    {
      id: 'transfers',
      title: 'Through the vault',
      unit: 'count',
      lines: [counter('Uploads', 'uploads'), counter('Downloads', 'downloads')],
    },
    {
      id: 'transfer-bytes',
      title: 'Bytes through the vault',
      unit: 'bytes',
      lines: [counter('Uploaded', 'uploadBytes'), counter('Downloaded', 'downloadBytes')],
    },
    {
      id: 'market-space',
      title: 'Space for sale',
      unit: 'bytes',
      lines: [gauge('Offered', GAUGE.availabilityTotal), gauge('Free', GAUGE.availabilityFree)],
    },
    {
      id: 'market-activity',
      title: 'Marketplace',
      unit: 'count',
      lines: [
        gauge('Reservations', GAUGE.reservations),
        gauge('Active slots', GAUGE.activeSlots),
        ...[...purchaseStates]
          .sort()
          .map((state) => gauge(`Purchases ${state}`, `${PURCHASE_PREFIX}${state}`)),
      ],
    },
  ]
  const marketplace = charts
    .filter((chart) => chart.id.startsWith('market'))
    .some((chart) => chart.lines.some(hasAny))
  const shown = charts
    .filter((chart) => marketplace || !chart.id.startsWith('market'))
    .map((chart) => ({
      ...chart,
      // A line the node never had (connections on a v0.2 node) is left out, not drawn empty.
      lines: chart.lines.filter(
        (line, index) => index === 0 || hasAny(line) || chart.id === 'transfers',
      ),
    }))
  const latest: Partial<Record<string, string>> = {}
  for (const slot of slots) Object.assign(latest, slot?.gauges)
  return {
    node,
    times,
    gaps,
    gapAt,
    charts: shown,
    uptime: up + down > 0 ? up / (up + down) : null,
    watched: count > 0 ? watchedSlots / count : 0,
    latest,
    marketplace,
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
