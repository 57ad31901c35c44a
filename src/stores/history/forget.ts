import { lazyModule } from '../../lib/lazy-module.ts'

const historyDb = lazyModule(() => import('./history-db.ts'))

/** Removes a removed node's history; a browser without IndexedDB has none to remove. */
export function forgetHistoryOf(node: string): Promise<void> {
  return historyDb.load().then(
    async ({ openHistory, forgetNodeHistory }) => {
      try {
        await forgetNodeHistory(await openHistory(), node)
      } catch {
        // No history kept here, or the browser refused: nothing of it can show anywhere.
      }
    },
    () => {},
  )
}
