import { lazyModule } from '../../lib/lazy-module.ts'
import { onScopeHeld } from '../nodes/scope.ts'

/** The recorder and IndexedDB code: loaded once a node has been shown for a moment. */
const recorder = lazyModule(() => import('./recorder.ts'))

/**
 * Well after the first answers: the recorder is never part of a page's first load, and what the
 * views got meanwhile it hears from the queries' current values when it starts.
 */
export const START_DELAY_MS = 5000

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
