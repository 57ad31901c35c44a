import type { DataItem } from './schemas/data.ts'

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
