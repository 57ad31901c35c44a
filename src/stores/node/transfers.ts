import { computed } from 'nanostores'
import type { Transport } from '../../api/network-download.ts'
import { lazyModule } from '../../lib/lazy-module.ts'
import { perNode, type NodeScope } from '../nodes/scope.ts'
import {
  networkDownloadIn,
  networkDownloads,
  type NetworkDownloadState,
  type NodeDownloads,
} from './network-download-list.ts'
import {
  downloadRecords,
  forgetDownloadRecord,
  type DownloadRecord,
  type DownloadRecords,
} from './network-download-records.ts'
import { uploads, type UploadItem } from './upload-list.ts'

/** Where a transfer is: under way, finished, or stopped (failed, cancelled or lost). */
export type TransferState = 'starting' | 'running' | 'done' | 'failed'

interface TransferCommon {
  /** The file's name, or what to call it when it has none. */
  name: string
  state: TransferState
  bytes: bigint
  /** Null while unknown. */
  totalBytes: bigint | null
  /** Bytes per second and seconds left; null while unknown. */
  speed: number | null
  secondsLeft: number | null
  /** Why it failed (also cancelled or lost); null otherwise. */
  message: string | null
}

/** A network download the vault started on the node (kept across reloads). */
export interface DownloadTransfer extends TransferCommon {
  kind: 'download'
  cid: string
  transport: Transport
  blocksReceived: number
  blocksTotal: number
  /** Unix milliseconds: when it started; when its bytes last grew (null when not followed now). */
  startedAt: number | null
  progressedAt: number | null
  /** The last progress answer failed: the numbers are the last known. */
  stale: boolean
  cancelling: boolean
}

/** An upload started from this page (uploads do not survive a reload). */
export interface UploadTransfer extends TransferCommon {
  kind: 'upload'
  id: string
  cid: string | null
}

export type Transfer = DownloadTransfer | UploadTransfer

const NO_NAME = 'a file without a name'

function downloadOf(cid: string, state: NetworkDownloadState, record?: DownloadRecord) {
  const base: DownloadTransfer = {
    kind: 'download',
    cid,
    name: record?.filename || NO_NAME,
    transport: record?.transport ?? 'direct',
    state: 'starting',
    blocksReceived: 0,
    blocksTotal: 0,
    bytes: 0n,
    totalBytes: record ? BigInt(record.datasetSize) : null,
    speed: null,
    secondsLeft: null,
    message: null,
    startedAt: record?.startedAt ?? null,
    progressedAt: null,
    stale: false,
    cancelling: false,
  }
  switch (state.state) {
    case 'running':
      return {
        ...base,
        state: 'running' as const,
        name: state.name,
        transport: state.transport,
        blocksReceived: state.blocksReceived,
        blocksTotal: state.blocksTotal,
        bytes: state.bytes,
        totalBytes: state.totalBytes,
        speed: state.speed,
        secondsLeft: state.secondsLeft,
        startedAt: state.startedAt,
        progressedAt: state.progressedAt,
        stale: state.stale,
        cancelling: state.cancelling,
        message: state.problem,
      }
    case 'done':
      return {
        ...base,
        state: 'done' as const,
        name: state.item.manifest.filename || base.name,
        bytes: state.item.manifest.datasetSize,
        totalBytes: state.item.manifest.datasetSize,
      }
    case 'failed':
      return { ...base, state: 'failed' as const, message: state.message }
    case 'starting':
      return base
    case 'idle': {
      // Kept from before a reload and not followed yet.
      const end = record?.end
      if (!end) return base
      if (end.state === 'failed') return { ...base, state: 'failed' as const, message: end.message }
      return { ...base, state: 'done' as const, bytes: base.totalBytes ?? 0n }
    }
  }
}

function uploadOf(item: UploadItem): UploadTransfer {
  const state: TransferState =
    item.status === 'error' ? 'failed' : item.cid !== null ? 'done' : 'running'
  return {
    kind: 'upload',
    id: item.id,
    cid: item.cid,
    name: item.file.name || NO_NAME,
    state,
    bytes: BigInt(item.loaded),
    totalBytes: BigInt(item.total),
    speed: item.speed,
    secondsLeft: item.secondsLeft,
    message: item.error,
  }
}

/** Every download (newest first) and every upload of this page (newest first), of one node. */
export function listTransfers(
  records: DownloadRecords,
  sessions: NodeDownloads,
  uploadItems: readonly UploadItem[],
): Transfer[] {
  const cids = new Set([...Object.keys(records), ...Object.keys(sessions)])
  const downloads = [...cids]
    .map((cid) => downloadOf(cid, networkDownloadIn(sessions, cid), records[cid]))
    .sort((a, b) => (b.startedAt ?? Infinity) - (a.startedAt ?? Infinity))
  return [...downloads, ...uploadItems.map(uploadOf)]
}

/**
 * The Transfers view of a node: every network download the vault started there and every upload
 * of this page, with blocks and bytes, speed, time left, transport and state.
 */
export const transfers = perNode((scope) =>
  computed(
    [downloadRecords.of(scope), networkDownloads.of(scope), uploads.of(scope)],
    listTransfers,
  ),
)

/** The node's downloads that are starting or running (what a stall or failure alert watches). */
export const activeDownloads = perNode((scope) =>
  computed(transfers.of(scope), (list) =>
    list.filter(
      (transfer): transfer is DownloadTransfer =>
        transfer.kind === 'download' &&
        (transfer.state === 'running' || transfer.state === 'starting'),
    ),
  ),
)

const downloadActions = lazyModule(() => import('./network-downloads.ts'))
const uploadActions = lazyModule(() => import('./uploads.ts'))
const fileActions = lazyModule(() => import('./file-actions.ts'))

/** Follows again the downloads kept for the node (after a reload); never throws. */
export async function resumeTransfers(scope: NodeScope): Promise<void> {
  const records = Object.values(downloadRecords.of(scope).get())
  if (!records.some((record) => record.end === null)) return
  try {
    const { resumeNetworkDownloads } = await downloadActions.load()
    resumeNetworkDownloads(scope)
  } catch {
    // The code could not load (offline): the next visit tries again.
  }
}

/** Cancels a running transfer. */
export async function cancelTransfer(scope: NodeScope, transfer: Transfer): Promise<void> {
  if (transfer.kind === 'upload') return (await uploadActions.load()).cancelUpload(transfer.id)
  await (await downloadActions.load()).cancelRunningDownload(scope, transfer.cid)
}

/** Starts a failed or cancelled transfer again. */
export async function retryTransfer(scope: NodeScope, transfer: Transfer): Promise<void> {
  if (transfer.kind === 'upload') return (await uploadActions.load()).retryUpload(transfer.id)
  void (await downloadActions.load()).retryNetworkDownload(scope, transfer.cid)
}

/** Opens a finished transfer's file from the node; answers with the problem, if any. */
export async function openTransfer(scope: NodeScope, transfer: Transfer): Promise<string | null> {
  if (transfer.cid === null) return null
  return (await fileActions.load()).downloadLocal(scope, transfer.cid)
}

/** Takes an ended transfer off the list (a download is forgotten by the browser too). */
export async function clearTransfer(scope: NodeScope, transfer: Transfer): Promise<void> {
  if (transfer.kind === 'upload') return (await uploadActions.load()).closeUpload(transfer.id)
  forgetDownloadRecord(scope, transfer.cid)
  const $downloads = networkDownloads.of(scope)
  const rest = { ...$downloads.get() }
  delete rest[transfer.cid.trim()]
  $downloads.set(rest)
}
