/**
 * A node's history as fixed time buckets: what the recorder heard in each minute, added into its
 * hour as it is written (hours are kept until the cap) and rolled up into 5 minutes after a day
 * (kept 30 days).
 * Sizes and byte counts are decimal strings, so no value loses precision past 2^53 in any
 * engine's IndexedDB.
 */

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

export type Resolution = 'm1' | 'm5' | 'h1'

export const RESOLUTION_MS: Readonly<Record<Resolution, number>> = {
  m1: MINUTE,
  m5: 5 * MINUTE,
  h1: HOUR,
}

/** How long minutes are kept before they are rolled into 5 minutes, and 5 minutes before they go. */
export const KEPT_FOR: Readonly<Record<'m1' | 'm5', number>> = { m1: DAY, m5: 30 * DAY }

/**
 * What a bucket last held (the newest answer wins), by a short stored key: a month of 5-minute
 * buckets is 8,640 buckets per node, so each key's length counts.
 */
export const GAUGE = {
  quotaMax: 'qm',
  quotaReserved: 'qr',
  quotaUsed: 'qu',
  files: 'f',
  filesBytes: 'fb',
  peers: 'p',
  connections: 'c',
  reachable: 'r',
  availabilityTotal: 'at',
  availabilityFree: 'af',
  reservations: 'rs',
  activeSlots: 'as',
} as const
export type Gauge = keyof typeof GAUGE

/** What a bucket adds up: what went through the vault. */
export const COUNTERS = ['uploads', 'uploadBytes', 'downloads', 'downloadBytes'] as const
export type Counter = (typeof COUNTERS)[number]

/** Purchases by state are gauges keyed `b:{state}` (b for bought). */
export const PURCHASE_PREFIX = 'b:'

/** The bucket format's version (the stored block's is `BLOCK_FORMAT`). */
export const FORMAT = 1

export interface Bucket {
  format: typeof FORMAT
  /** The node's scope key (`node-N`, `url:{address}`). */
  node: string
  /** The series: the line the node served and when it was first heard serving it. */
  series: string
  res: Resolution
  /** The bucket's start, in ms since the epoch. */
  t: number
  /** Answers heard from any watched query: zero means no vault page was open. */
  heard: number
  /** Node status answers: the node answered, or could not be reached. */
  up: number
  down: number
  /** Response times of the node status answers that came. */
  tookSum: number
  tookMax: number
  gauges: Partial<Record<string, string>>
  counters: Partial<Record<Counter, string>>
}

export function bucketStart(time: number, res: Resolution): number {
  const size = RESOLUTION_MS[res]
  return Math.floor(time / size) * size
}

export function emptyBucket(node: string, series: string, res: Resolution, t: number): Bucket {
  return {
    format: FORMAT,
    node,
    series,
    res,
    t,
    heard: 0,
    up: 0,
    down: 0,
    tookSum: 0,
    tookMax: 0,
    gauges: {},
    counters: {},
  }
}

/**
 * Adds `later` into `target` in place (a bucket of the same place in time or a coarser one): counts
 * and counters add, the gauges keep the later value where it has one.
 */
export function addInto(target: Bucket, later: Bucket): Bucket {
  target.heard += later.heard
  target.up += later.up
  target.down += later.down
  target.tookSum += later.tookSum
  if (later.tookMax > target.tookMax) target.tookMax = later.tookMax
  Object.assign(target.gauges, later.gauges)
  for (const name in later.counters) {
    const counter = name as Counter
    const added = later.counters[counter]
    if (added === undefined) continue
    const held = target.counters[counter]
    target.counters[counter] =
      held === undefined ? added : (BigInt(held) + BigInt(added)).toString()
  }
  return target
}

/** A copy of `bucket` placed at `into` (its gauges and counters copied too). */
export function copyBucket(bucket: Bucket, into: Pick<Bucket, 'res' | 't'>): Bucket {
  return {
    ...bucket,
    res: into.res,
    t: into.t,
    gauges: { ...bucket.gauges },
    counters: { ...bucket.counters },
  }
}

/** `later` folded into a copy of `earlier`, placed at `into`. */
export function mergeBuckets(earlier: Bucket, later: Bucket, into: Pick<Bucket, 'res' | 't'>) {
  return addInto(copyBucket(earlier, into), later)
}

/**
 * Buckets of one series rolled up into `res`: merged in time order, one per `res` bucket. The
 * input may be in any order.
 */
export function rollUp(buckets: readonly Bucket[], res: Resolution): Bucket[] {
  const sorted = [...buckets].sort((a, b) => a.t - b.t)
  const byStart = new Map<string, Bucket>()
  for (const bucket of sorted) {
    const t = bucketStart(bucket.t, res)
    const key = `${bucket.series}\n${t}`
    const held = byStart.get(key)
    if (held) addInto(held, bucket)
    else byStart.set(key, copyBucket(bucket, { res, t }))
  }
  return [...byStart.values()]
}
