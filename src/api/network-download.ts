import type { DataItem } from './schemas/data.ts'

/**
 * How a Logos Storage node fetches from the network: straight from the peers, or through Mix so
 * they cannot tell who asked (nodes whose debug info has a `mixPubKey`).
 */
export type Transport = 'direct' | 'mix'

export interface NetworkFetchOptions {
  /** Direct unless given; Mix only where the node has it (it never falls back to direct). */
  transport?: Transport
  /**
   * Waits as long as the node looks (the person chose to keep waiting); otherwise the fetch ends
   * after the network deadline with "Not found on the network yet".
   */
  untilFound?: boolean
}

/** A fetch from the network into the node that was started. */
export interface NetworkDownload {
  item: DataItem
  /** The background download to follow and cancel; null where the node gives none (v0.2.x). */
  downloadId: string | null
}

/** How far a background download got. */
export interface DownloadProgress {
  /** False once it finished or was cancelled (the node no longer knows it). */
  active: boolean
  blocksReceived: number
  blocksTotal: number
  bytes: bigint
}
