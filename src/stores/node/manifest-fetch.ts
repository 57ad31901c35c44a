import { atom } from 'nanostores'
import type { DataItem } from '../../api/schemas/data.ts'
import { fetchFromNetwork } from './file-actions.ts'
import { keepWaitingOnNetwork } from './network-download-list.ts'
import { perNode, type NodeScope } from '../nodes/scope.ts'

export type ManifestFetchState =
  | { state: 'idle' }
  | { state: 'fetching'; cid: string }
  | { state: 'fetched'; item: DataItem }
  | { state: 'failed'; message: string; cid: string }
  /** Not found within the network deadline; the node looks on, followed in Transfers. */
  | { state: 'waiting'; cid: string }

/** The Fetch manifest card's request on one node: idle, under way, or what it got. */
export const manifestFetch = perNode(() => atom<ManifestFetchState>({ state: 'idle' }))

/**
 * Fetches a cid's dataset and manifest from the network; returns whether it worked. On a node that
 * downloads in the background, `fetching` lasts until the download ends (its progress is in
 * `networkDownload(cid)`).
 */
export async function fetchManifest(scope: NodeScope, cid: string) {
  const $manifestFetch = manifestFetch.of(scope)
  $manifestFetch.set({ state: 'fetching', cid: cid.trim() })
  const result = await fetchFromNetwork(scope, cid)
  if (result.error) {
    $manifestFetch.set({
      state: 'failed',
      message: result.data.message || 'The node gave no reason.',
      cid: cid.trim(),
    })
    return false
  }
  $manifestFetch.set({ state: 'fetched', item: result.data })
  return true
}

/** The person chose to keep waiting for a cid not found yet: the node looks on, with no deadline. */
export async function keepWaitingForManifest(scope: NodeScope) {
  const $manifestFetch = manifestFetch.of(scope)
  const now = $manifestFetch.get()
  if (now.state !== 'failed') return
  $manifestFetch.set({ state: 'waiting', cid: now.cid })
  const result = await keepWaitingOnNetwork(scope, now.cid)
  // Another fetch may have started on the card meanwhile: only this one's end is shown.
  const current = $manifestFetch.get()
  if (current.state !== 'waiting' || current.cid !== now.cid) return
  $manifestFetch.set(
    result.error
      ? {
          state: 'failed',
          message: result.data.message || 'The node gave no reason.',
          cid: now.cid,
        }
      : { state: 'fetched', item: result.data },
  )
}
