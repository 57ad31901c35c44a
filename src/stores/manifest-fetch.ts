import { atom } from 'nanostores'
import type { DataItem } from '../api/schemas/data.ts'
import { fetchFromNetwork } from './file-actions.ts'
import { ACTIVE_SCOPE, perNode, type NodeScope } from './node-scope.ts'

export type ManifestFetchState =
  | { state: 'idle' }
  | { state: 'fetching'; cid: string }
  | { state: 'fetched'; item: DataItem }
  | { state: 'failed'; message: string }

/** The Fetch manifest card's request on one node: idle, under way, or what it got. */
export const manifestFetch = perNode((scope) => {
  const $state = atom<ManifestFetchState>({ state: 'idle' })
  // Another node behind the active scope: its card starts afresh.
  scope.$binding.listen(() => $state.set({ state: 'idle' }))
  return $state
})

/**
 * Fetches a cid's dataset and manifest from the network; returns whether it worked. On a node that
 * downloads in the background, `fetching` lasts until the download ends (its progress is in
 * `networkDownload(cid)`).
 */
export async function fetchManifest(cid: string, scope: NodeScope = ACTIVE_SCOPE) {
  const $manifestFetch = manifestFetch.of(scope)
  const node = scope.$binding.get().key
  $manifestFetch.set({ state: 'fetching', cid: cid.trim() })
  const result = await fetchFromNetwork(cid, scope)
  // The active node changed meanwhile: the answer is not about the node shown now.
  if (scope.$binding.get().key !== node) return !result.error
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

export const $manifestFetch = manifestFetch.of(ACTIVE_SCOPE)
