import { atom, onMount, type ReadableAtom } from 'nanostores'
import { lazyModule } from '../../lib/lazy-module.ts'
import { perNode, type NodeScope } from '../nodes/scope.ts'
import { getEnvironment } from '../page/environment.ts'
import { historyRevision } from './history-revision.ts'
import { BACKGROUND_WATCH_DELAY_MS } from '../cadences.ts'

const sparklineData = lazyModule(() => import('./sparkline-data.ts'))

export type SparklineGauge = 'used' | 'peers'

/** A node's last 24 hours of one value, half-hour points (null where nothing was recorded). */
export type SparklinePoints = readonly (number | null)[] | null

/**
 * A sparkline read while watched: first after the page's first load (the card shows its numbers
 * first), then again each time the recorder writes the node's history.
 */
function sparklineStore(scope: NodeScope, gauge: SparklineGauge): ReadableAtom<SparklinePoints> {
  const $points = atom<SparklinePoints>(null)
  onMount($points, () => {
    let asked = 0
    const read = () => {
      asked += 1
      const ask = asked
      sparklineData
        .load()
        .then(({ readSparkline }) => readSparkline(scope.binding.key, gauge))
        .then(
          (points) => {
            if (ask === asked) $points.set(points)
          },
          () => {
            // No history here: the card shows no sparkline, and nothing else changes.
          },
        )
    }
    const cancelTimer = getEnvironment().setTimer(read, BACKGROUND_WATCH_DELAY_MS)
    const stopRevision = historyRevision.of(scope).listen(read)
    return () => {
      asked += 1
      cancelTimer()
      stopRevision()
    }
  })
  return $points
}

/** The Storage and Peers cards' 24-hour sparklines, per node. */
export const sparklines = perNode((scope) => ({
  used: sparklineStore(scope, 'used'),
  peers: sparklineStore(scope, 'peers'),
}))
