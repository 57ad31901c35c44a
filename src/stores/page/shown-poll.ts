import { createPolling } from '../node/query-poll.ts'
import { getEnvironment } from './environment.ts'

/** A page-wide server (no node scope) read while a view shows it. */
export interface ShownPoll {
  /** What to ask changed (the server, the range): asks now, or once the page shows. */
  askNow(): void
  stop(): void
}

/**
 * Asks a page-wide server (Prometheus) through the queries' polling (`node/query-poll.ts`): now,
 * then `everyMs` after each answer while the page is visible, nothing while it is hidden, and
 * shown again at once if the last answer is older than `everyMs`. `ask` returns null when there
 * is nothing to ask (no server); `answer` hears only the latest ask's answer.
 */
export function pollWhileShown<T>(
  everyMs: number,
  ask: () => Promise<T> | null,
  answer: (value: T) => void,
): ShownPoll {
  let generation = 0
  let running: Promise<void> | undefined
  let settledAt: number | undefined
  let nothingToAsk = false

  function refetch(): Promise<void> {
    if (running) return running
    const asked = ask()
    nothingToAsk = asked === null
    if (!asked) return Promise.resolve()
    const mine = generation
    const current = asked.then((value) => {
      if (running === current) running = undefined
      if (mine !== generation) return
      settledAt = getEnvironment().now()
      answer(value)
    })
    running = current
    return current
  }

  const fresh = () => settledAt !== undefined && getEnvironment().now() - settledAt < everyMs
  const polling = createPolling({
    ask: () => running ?? refetch(),
    // Shown again: an answer younger than the cadence is still today's.
    refetch: () => (fresh() ? Promise.resolve() : refetch()),
    viewInterval: () => (nothingToAsk ? undefined : everyMs),
    viewFloor: () => 0,
    settledAt: () => settledAt,
    refetchOnFocus: false,
    activeChanged: () => {},
  })
  const stopShown = polling.shown()

  return {
    askNow() {
      generation += 1
      running = undefined
      settledAt = undefined
      if (getEnvironment().pageVisible()) void refetch().then(polling.schedule)
    },
    stop() {
      generation += 1
      running = undefined
      stopShown()
    },
  }
}
