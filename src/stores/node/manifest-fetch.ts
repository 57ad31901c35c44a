import { atom } from 'nanostores'
import type { DataItem } from '../../api/schemas/data.ts'
import { fetchFromNetwork } from './file-actions.ts'
import { perNode, type NodeScope } from '../nodes/scope.ts'

export type ManifestFetchState =
  | { state: 'idle' }
  | { state: 'fetching'; cid: string }
  | { state: 'fetched'; item: DataItem }
  | { state: 'failed'; message: string }

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
    })
    return false
  }
  $manifestFetch.set({ state: 'fetched', item: result.data })
  return true
}
