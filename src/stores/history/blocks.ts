import {
  COUNTERS,
  DAY,
  FORMAT,
  HOUR,
  RESOLUTION_MS,
  type Bucket,
  type Counter,
  type Resolution,
} from './buckets.ts'

/**
 * How buckets are stored: one IndexedDB record (a block) per node, series and hour (a day of hourly
 * buckets), holding its buckets as short arrays. A gauge is written only where it differs from the
 * bucket before it in the block, so a month of 5-minute buckets is 720 records, not 8,640 each
 * carrying its key, index entry and field names.
 */
export const BLOCK_FORMAT = 2

export const BLOCK_MS: Readonly<Record<Resolution, number>> = { m1: HOUR, m5: HOUR, h1: DAY }

/**
 * One bucket in a block: its place in the block, heard, up, down, tookSum, tookMax, then the gauges
 * that changed since the bucket before it (an empty string: the gauge is no longer there) and the
 * counters, each left off when empty.
 */
export type PackedBucket =
  | [number, number, number, number, number, number]
  | [number, number, number, number, number, number, Record<string, string>]
  | [
      number,
      number,
      number,
      number,
      number,
      number,
      Record<string, string>,
      Partial<Record<Counter, string>>,
    ]

export interface Block {
  format: typeof BLOCK_FORMAT
  node: string
  series: string
  res: Resolution
  /** The block's start, in ms since the epoch. */
  t: number
  buckets: PackedBucket[]
}

export function blockStart(bucket: Pick<Bucket, 'res' | 't'>): number {
  return Math.floor(bucket.t / BLOCK_MS[bucket.res]) * BLOCK_MS[bucket.res]
}

/** The block's key in the store, as an array (IndexedDB's) and as text (a map's). */
export function blockKey(bucket: Pick<Bucket, 'node' | 'series' | 'res' | 't'>) {
  return [bucket.node, bucket.series, bucket.res, blockStart(bucket)] as const
}

export function blockKeyText(bucket: Pick<Bucket, 'node' | 'series' | 'res' | 't'>): string {
  return blockKey(bucket).join('\n')
}

/** Buckets of one block (same node, series, resolution and hour) packed, in time order. */
export function packBlock(buckets: readonly Bucket[]): Block {
  const first = buckets[0]
  if (!first) throw new RangeError('a block holds at least one bucket')
  const t = blockStart(first)
  const size = RESOLUTION_MS[first.res]
  const sorted = [...buckets].sort((a, b) => a.t - b.t)
  let before: Partial<Record<string, string>> = {}
  const packed = sorted.map((bucket): PackedBucket => {
    const changed: Record<string, string> = {}
    for (const name in bucket.gauges) {
      const value = bucket.gauges[name]
      if (value !== undefined && value !== before[name]) changed[name] = value
    }
    for (const name in before) if (bucket.gauges[name] === undefined) changed[name] = ''
    before = bucket.gauges
    const head = [
      (bucket.t - t) / size,
      bucket.heard,
      bucket.up,
      bucket.down,
      bucket.tookSum,
      bucket.tookMax,
    ] as const
    const hasCounters = Object.keys(bucket.counters).length > 0
    if (hasCounters) return [...head, changed, { ...bucket.counters }]
    if (Object.keys(changed).length > 0) return [...head, changed]
    return [...head]
  })
  return {
    format: BLOCK_FORMAT,
    node: first.node,
    series: first.series,
    res: first.res,
    t,
    buckets: packed,
  }
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
}

function isDecimal(text: unknown): text is string {
  if (typeof text !== 'string' || text.length === 0 || text.length > 80) return false
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if (code < 48 || code > 57) return false
  }
  return true
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A stored record as its buckets, or null when it is not one of ours (corrupt, foreign, another
 * format): such records are left out of every chart and sum, never thrown on. Values that are not
 * decimals are left out of the bucket they are in.
 */
export function unpackBlock(value: unknown): Bucket[] | null {
  if (!isPlainObject(value) || value.format !== BLOCK_FORMAT) return null
  const { node, series, res, t, buckets } = value
  if (typeof node !== 'string' || typeof series !== 'string') return null
  if (res !== 'm1' && res !== 'm5' && res !== 'h1') return null
  if (!isCount(t) || t % BLOCK_MS[res] !== 0 || !Array.isArray(buckets)) return null
  const size = RESOLUTION_MS[res]
  const places = BLOCK_MS[res] / size
  const unpacked: Bucket[] = []
  let gauges: Record<string, string> = {}
  let last = -1
  for (const entry of buckets as unknown[]) {
    if (!Array.isArray(entry) || entry.length < 6 || entry.length > 8) return null
    const [place, heard, up, down, tookSum, tookMax, changed = {}, counters = {}] =
      entry as unknown[]
    if (!Number.isInteger(place) || (place as number) <= last || (place as number) >= places) {
      return null
    }
    if (![heard, up, down, tookSum, tookMax].every(isCount)) return null
    if (!isPlainObject(changed) || !isPlainObject(counters)) return null
    // Buckets share their gauges until one changes: merge into a copy (`mergeBuckets`), never in place.
    let copied = false
    for (const name in changed) {
      if (!copied) gauges = { ...gauges }
      copied = true
      const text = changed[name]
      if (isDecimal(text)) gauges[name] = text
      else delete gauges[name]
    }
    const kept: Partial<Record<Counter, string>> = {}
    for (const name of COUNTERS) if (isDecimal(counters[name])) kept[name] = counters[name]
    last = place as number
    unpacked.push({
      format: FORMAT,
      node,
      series,
      res,
      t: t + last * size,
      heard: heard as number,
      up: up as number,
      down: down as number,
      tookSum: tookSum as number,
      tookMax: tookMax as number,
      gauges,
      counters: kept,
    })
  }
  return unpacked.length > 0 ? unpacked : null
}

/** The stored size of a block, as its JSON text: what the size cap counts. */
export function blockBytes(block: Block): number {
  return JSON.stringify(block).length
}
