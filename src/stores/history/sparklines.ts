import { atom, onMount, type ReadableAtom } from 'nanostores'
import { lazyModule } from '../../lib/lazy-module.ts'
import { perNode } from '../nodes/scope.ts'
import { START_DELAY_MS } from './start.ts'

const sparklineData = lazyModule(() => import('./sparkline-data.ts'))

export type SparklineGauge = 'used' | 'peers'

/** A node's last 24 hours of one value, half-hour points (null where nothing was recorded). */
export type SparklinePoints = readonly (number | null)[] | null

function sparklineStore(node: string, gauge: SparklineGauge): ReadableAtom<SparklinePoints> {
  const $points = atom<SparklinePoints>(null)
  onMount($points, () => {
    let stopped = false
    // Read with the recorder, after the first load: the card shows its numbers first.
    const timer = setTimeout(() => {
      sparklineData
        .load()
        .then(({ readSparkline }) => readSparkline(node, gauge))
        .then(
          (points) => {
            if (!stopped) $points.set(points)
          },
          () => {
            // No history here: the card shows no sparkline, and nothing else changes.
          },
        )
    }, START_DELAY_MS)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  })
  return $points
}

/** The Storage and Peers cards' 24-hour sparklines, per node. */
export const sparklines = perNode((scope) => ({
  used: sparklineStore(scope.binding.key, 'used'),
  peers: sparklineStore(scope.binding.key, 'peers'),
}))
