import { lazyModule } from '../../lib/lazy-module.ts'
import { afterIdle } from '../page/after-idle.ts'
import { BACKGROUND_WATCH_DELAY_MS } from '../cadences.ts'

/** The fleet watch, the tabs' lead and the recorder's start: their code is not the first load. */
const start = lazyModule(() => import('./start.ts'))

/**
 * Keeps every node watched and recorded while the caller lasts (the shell): the code loads a while
 * after the page has painted and is idle, then `$recordedNodes` is listened to. Returns the stop.
 */
export function watchInBackground(): () => void {
  let stopListening: (() => void) | undefined
  let stopped = false
  const begin = () =>
    start.load().then(
      ({ $recordedNodes }) => {
        if (!stopped) stopListening = $recordedNodes.listen(() => {})
      },
      () => {
        // The chunk did not load (offline): nothing is watched in the background, views still ask.
      },
    )
  const cancelStart = afterIdle(BACKGROUND_WATCH_DELAY_MS, begin)
  return () => {
    stopped = true
    cancelStart()
    stopListening?.()
  }
}
