import { getEnvironment } from './environment.ts'

/**
 * Runs `run` `delayMs` after the page is first idle: work that must not compete with the first
 * paint (a chunk to load, a watch to start). Returns the cancel, for before or after it began.
 */
export function afterIdle(delayMs: number, run: () => void): () => void {
  let cancelDelay = () => {}
  const cancelIdle = getEnvironment().whenIdle(() => {
    cancelDelay = getEnvironment().setTimer(run, delayMs)
  })
  return () => {
    cancelIdle()
    cancelDelay()
  }
}
