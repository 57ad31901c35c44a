import { lazyModule } from '../../lib/lazy-module.ts'
import { atom, type WritableAtom } from 'nanostores'
import type { NetworkFetchOptions, Transport } from '../../api/network-download.ts'
import type { DataItem } from '../../api/schemas/data.ts'
import type { NodeScope, PerNode } from '../nodes/scope.ts'
import { heldForNode } from '../nodes/values.ts'

// The network downloads as every element shows them: what a Download card reads before any
// download starts. The code that starts and follows them (network-downloads.ts) loads with the
// first one.

/** A background download from the network into the node, as every element shows it. */
/** How a download the user cancelled ends (a failure, but none an alert reports). */
export const DOWNLOAD_CANCELLED = 'The download has been cancelled'

export type NetworkDownloadState =
  | { state: 'idle' }
  | { state: 'starting' }
  | {
      state: 'running'
      item: DataItem
      /** The node's id for it, and how it fetches (direct, or privately over Mix). */
      downloadId: string
      transport: Transport
      /** Unix milliseconds: when it started, and when its bytes last grew (or it started). */
      startedAt: number
      progressedAt: number
      /**
       * Followed again after a reload and not seen to grow since: `progressedAt` is only since
       * when it has not grown, at least.
       */
      reattached?: boolean
      /** The file's name, or what to call it when it has none. */
      name: string
      totalBytes: bigint
      blocksReceived: number
      blocksTotal: number
      bytes: bigint
      /** Bytes per second and seconds left; null until two answers tell. */
      speed: number | null
      secondsLeft: number | null
      /** The last progress answer failed: the numbers are the last known. */
      stale: boolean
      cancelling: boolean
      /** Why the last cancel did not work. */
      problem: string | null
    }
  | { state: 'done'; item: DataItem }
  | { state: 'failed'; message: string }

export type RunningDownload = Extract<NetworkDownloadState, { state: 'running' }>

const IDLE: NetworkDownloadState = { state: 'idle' }

export type NodeDownloads = Readonly<Record<string, NetworkDownloadState>>

/**
 * One node's downloads started on this page, by cid: held with the node (its key and address: a
 * node given a new address is another server), so two scopes of one node (its address changed
 * its credentials, say) show the same download, and a removed node's go with it.
 */
export const networkDownloads: PerNode<WritableAtom<NodeDownloads>> = {
  of: ({ binding }) =>
    heldForNode(binding.key, `network downloads at ${binding.url}`, () => atom<NodeDownloads>({})),
}

/** The download of `cid` in `downloads` (a value of `networkDownloads.of(scope)`). */
export function networkDownloadIn(downloads: NodeDownloads, cid: string): NetworkDownloadState {
  return downloads[cid.trim()] ?? IDLE
}

/** The download of `cid` on the scope's node, now. */
export function networkDownload(scope: NodeScope, cid: string) {
  return networkDownloadIn(networkDownloads.of(scope).get(), cid)
}

/** Whether a download of `cid` is starting or running on the scope's node. */
export function isDownloading(scope: NodeScope, cid: string): boolean {
  const { state } = networkDownload(scope, cid)
  return state === 'starting' || state === 'running'
}

const networkDownloadActions = lazyModule(() => import('./network-downloads.ts'))

/**
 * Cancels the download of `cid` on the scope's node, if one runs (one runs only once the download
 * code has loaded).
 */
export async function cancelNetworkDownload(scope: NodeScope, cid: string) {
  if (!isDownloading(scope, cid)) return
  const { cancelRunningDownload } = await networkDownloadActions.load()
  await cancelRunningDownload(scope, cid)
}

/**
 * After "Not found on the network yet": asks the node again to fetch `cid`, with no deadline this
 * time. It runs as a download the Transfers page shows until the node finds it or gives up.
 */
export async function keepWaitingOnNetwork(
  scope: NodeScope,
  cid: string,
  options: NetworkFetchOptions = {},
) {
  const { startNetworkDownload } = await networkDownloadActions.load()
  return startNetworkDownload(scope, cid, { ...options, untilFound: true })
}
