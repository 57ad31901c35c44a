import { atom, onMount } from 'nanostores'
import { perNode, type NodeScope } from '../nodes/scope.ts'
import { $tabMessage, tellTabs } from '../page/tab-channel.ts'

/**
 * Counts the writes of one node's history, this tab's and those other tabs tell of (they share the
 * IndexedDB): views of its history read again when it moves.
 */
export const historyRevision = perNode((scope) => {
  const $revision = atom(0)
  onMount($revision, () =>
    $tabMessage.listen((message) => {
      if (message?.kind === 'history-written' && message.node === scope.binding.key) bump(scope)
    }),
  )
  return $revision
})

function bump(scope: NodeScope): void {
  const $revision = historyRevision.of(scope)
  $revision.set($revision.get() + 1)
}

/** This tab wrote (or cleared) the node's history: its views and the other tabs' read again. */
export function markHistoryWritten(scope: NodeScope): void {
  bump(scope)
  tellTabs({ kind: 'history-written', node: scope.binding.key })
}
