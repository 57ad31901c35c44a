import { atom } from 'nanostores'
import { createQuery } from './query.ts'
import { perNode, type NodeScope } from '../nodes/scope.ts'
import { FILES_MS } from '../cadences.ts'

/** `GET /data`, shared by every list on the page and refetched whenever one appears. */
export const filesQuery = perNode((scope) =>
  createQuery(scope, () => scope.client().files(), {
    interval: FILES_MS,
    reportAs: 'files',
  }),
)

/** Files deleted here whose absence the node's list has not confirmed yet. */
export const deletedCids = perNode(() => atom<ReadonlySet<string>>(new Set()))

/**
 * A file the node deleted leaves every list at once, then the list is fetched again. Once a
 * current list came, it decides: a cid it still holds (uploaded again, say) shows again.
 */
export async function forgetDeletedFile(scope: NodeScope, cid: string) {
  const $deletedCids = deletedCids.of(scope)
  const $filesQuery = filesQuery.of(scope)
  $deletedCids.set(new Set($deletedCids.get()).add(cid))
  await $filesQuery.refetch()
  const query = $filesQuery.get()
  if (query.state === 'ready' && !query.stale) {
    const left = new Set($deletedCids.get())
    left.delete(cid)
    $deletedCids.set(left)
  }
}

/** Fetches the list again (after an upload or a network fetch). */
export function refreshFiles(scope: NodeScope): void {
  void filesQuery.of(scope).refetch()
}
