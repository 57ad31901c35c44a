import { atom } from 'nanostores'
import { perNode } from '../nodes/scope.ts'

/** Counts the history writes of one node: views of its history read again when it moves. */
export const historyRevision = perNode(() => atom(0))

export function markHistoryWritten(scope: Parameters<typeof historyRevision.of>[0]): void {
  const $revision = historyRevision.of(scope)
  $revision.set($revision.get() + 1)
}
