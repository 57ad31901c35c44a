import { lazyModule } from '../../lib/lazy-module.ts'
import { afterIdle } from '../page/after-idle.ts'
import { BACKGROUND_WATCH_DELAY_MS } from '../cadences.ts'

// The fleet watch and the history's recording of it: their code is not the first load.
const watch = lazyModule(() => import('./fleet-watch.ts'))
const recording = lazyModule(() => import('../history/start.ts'))

/**
 * Keeps every node watched and recorded while the caller lasts (the shell): the code loads a while
 * after the page has painted and is idle, then `$fleetWatch` and `$recordedNodes` are listened
 * to. Returns the stop.
 */
export function watchInBackground(): () => void {
  let stops: (() => void)[] = []
  let stopped = false
  const begin = () =>
    Promise.all([watch.load(), recording.load()]).then(
      ([{ $fleetWatch }, { $recordedNodes }]) => {
        if (!stopped) stops = [$fleetWatch.listen(() => {}), $recordedNodes.listen(() => {})]
      },
      () => {
        // The chunk did not load (offline): nothing is watched in the background, views still ask.
      },
    )
  const cancelStart = afterIdle(BACKGROUND_WATCH_DELAY_MS, begin)
  return () => {
    stopped = true
    cancelStart()
    for (const stop of stops) stop()
  }
}
