import { lazyModule } from '../../lib/lazy-module.ts'
import { onScopeHeld } from '../nodes/scope.ts'

/** The recorder and IndexedDB code: loaded once a node has been shown for a moment. */
const recorder = lazyModule(() => import('./recorder.ts'))

/** After the first answers: the recorder never competes with a page's first screen. */
const START_DELAY_MS = 1500

let started = false

/** Records every node an element shows, in the background, for as long as one shows it. */
export function recordShownNodes(): void {
  if (started) return
  started = true
  onScopeHeld((scope) => {
    let stop: (() => void) | undefined
    let stopped = false
    const timer = setTimeout(() => {
      recorder.load().then(
        ({ recordWhileHeld }) => {
          if (!stopped) stop = recordWhileHeld(scope)
        },
        () => {
          // The chunk did not load (offline): this page records nothing, every view still works.
        },
      )
    }, START_DELAY_MS)
    return () => {
      stopped = true
      clearTimeout(timer)
      stop?.()
    }
  })
}
