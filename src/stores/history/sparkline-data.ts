import { getEnvironment } from '../page/environment.ts'
import { DAY, GAUGE, HOUR } from './buckets.ts'
import { openHistory, readBuckets } from './history-db.ts'
import { currentSeriesOf, levelsFor } from './history-view.ts'
import type { SparklineGauge, SparklinePoints } from './sparklines.ts'

const POINTS = 48
const STEP = DAY / POINTS

const KEYS: Record<SparklineGauge, string> = { used: GAUGE.quotaUsed, peers: GAUGE.peers }

/** The last day of one value in half hours, the last value of each; null with under 2 points. */
export async function readSparkline(node: string, gauge: SparklineGauge): Promise<SparklinePoints> {
  const now = getEnvironment().now()
  const start = now - DAY
  const { buckets } = await readBuckets(await openHistory(), node, {
    from: start - HOUR,
    levels: levelsFor(DAY),
  })
  const points: (number | null)[] = new Array<number | null>(POINTS).fill(null)
  for (const bucket of currentSeriesOf(buckets).sort((a, b) => a.t - b.t)) {
    const value = bucket.gauges[KEYS[gauge]]
    const index = Math.floor((bucket.t - start) / STEP)
    if (value !== undefined && index >= 0 && index < POINTS) points[index] = Number(value)
  }
  return points.filter((point) => point !== null).length >= 2 ? points : null
}
