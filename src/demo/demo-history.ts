import {
  DAY,
  GAUGE,
  HOUR,
  MINUTE,
  bucketStart,
  emptyBucket,
  type Bucket,
  type Resolution,
} from '../stores/history/buckets.ts'

/**
 * Demo history (`npm start -- --history 7d`): a scripted past for the demo's simulated node, so a
 * newcomer sees charts at once. Its series is named `demo`, so it is never taken for recorded
 * history. The disk fills, the node is down for an hour, peers join and leave; buckets are laid out
 * as the recorder leaves them (minutes for the last day, 5 minutes before).
 */
export const DEMO_SERIES_LINE = 'demo'

const LONGEST = 30 * DAY

/** `--history`'s value (`12h`, `7d`) in ms, or an error in plain words. */
export function parseHistorySpan(text: string): number {
  const match = /^(\d{1,3})([hd])$/.exec(text.trim())
  const amount = match ? Number(match[1]) : 0
  const span = match?.[2] === 'h' ? amount * HOUR : amount * DAY
  if (!match || span < HOUR || span > LONGEST) {
    throw new RangeError(
      `--history takes a duration from 1h to 30d, such as 24h or 7d (got "${text}")`,
    )
  }
  return span
}

const GIB = 2n ** 30n

/** The scripted bucket at `t`, `start` being the past's start and `downHour` its hour down. */
function scripted(
  node: string,
  series: string,
  res: Resolution,
  t: number,
  start: number,
  downHour: number,
) {
  const bucket = emptyBucket(node, series, res, t)
  const samples = res === 'm1' ? 4 : 20
  const hoursIn = Math.floor((t - start) / HOUR)
  bucket.heard = samples
  if (hoursIn === downHour) {
    bucket.down = samples / 4
    return bucket
  }
  bucket.up = samples / 4
  bucket.tookSum = bucket.up * (18 + (hoursIn % 7))
  bucket.tookMax = 40 + (hoursIn % 11)
  // The disk fills by about 256 MiB an hour while the node serves files.
  const used = GIB + (BigInt(t - start) * 256n * 2n ** 20n) / BigInt(HOUR)
  const quotaMax = 100n * GIB
  bucket.gauges = {
    [GAUGE.quotaMax]: quotaMax.toString(),
    [GAUGE.quotaReserved]: (2n * GIB).toString(),
    [GAUGE.quotaUsed]: (used < quotaMax ? used : quotaMax).toString(),
    [GAUGE.files]: String(12 + Math.floor(hoursIn / 3)),
    [GAUGE.filesBytes]: (used < quotaMax ? used : quotaMax).toString(),
    // Peers join in the day and leave at night.
    [GAUGE.peers]: String(3 + Math.round(9 * Math.max(0, Math.sin((Math.PI * (t % DAY)) / DAY)))),
  }
  if (hoursIn % 3 === 0 && t % HOUR === 0) {
    bucket.counters = { uploads: '1', uploadBytes: String(768 * 2 ** 20) }
  }
  return bucket
}

/** The scripted past of `node` for the `span` before `now`: minutes for its last day, then 5 minutes. */
export function demoHistory(node: string, span: number, now: number): Bucket[] {
  const start = bucketStart(now - span, 'm5')
  const series = `${DEMO_SERIES_LINE}@${start}`
  const minutesFrom = Math.max(start, bucketStart(now - DAY, 'm5'))
  const downHour = Math.floor(span / HOUR / 3)
  const buckets: Bucket[] = []
  for (let t = start; t < minutesFrom; t += 5 * MINUTE) {
    buckets.push(scripted(node, series, 'm5', t, start, downHour))
  }
  for (let t = minutesFrom; t < bucketStart(now, 'm1'); t += MINUTE) {
    buckets.push(scripted(node, series, 'm1', t, start, downHour))
  }
  return buckets
}
