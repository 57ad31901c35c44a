import { atom, onMount, type ReadableAtom } from 'nanostores'
import { perNode } from '../nodes/scope.ts'
import { readNodeHistory, type NodeHistoryState } from './history-read.ts'
import { historyRevision } from './history-revision.ts'
import { RANGES, type HistoryRange } from './history-view.ts'

/** The range the Analytics section shows, for every node. */
export const $historyRange = atom<HistoryRange>('24h')

export function isHistoryRange(value: string): value is HistoryRange {
  return RANGES.some((range) => range.id === value)
}

export function showHistoryRange(range: string): void {
  if (isHistoryRange(range)) $historyRange.set(range)
}

/**
 * A node's history for the shown range, read while watched: again each time the recorder writes
 * (its history revision moves) and when the range changes. The last answer stays shown while the
 * next is read, so a chart never blinks empty.
 */
export const historyOfNode = perNode((scope): ReadableAtom<NodeHistoryState> => {
  const $state = atom<NodeHistoryState>({ state: 'loading' })
  onMount($state, () => {
    let asked = 0
    const read = () => {
      asked += 1
      const ask = asked
      void readNodeHistory(scope.binding.key, $historyRange.get()).then((next) => {
        // Only the newest read lands: an older one answering late never replaces it.
        if (ask === asked) $state.set(next)
      })
    }
    const stopRevision = historyRevision.of(scope).listen(read)
    const stopRange = $historyRange.listen(read)
    read()
    return () => {
      asked += 1
      stopRevision()
      stopRange()
    }
  })
  return $state
})
