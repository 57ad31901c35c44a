import { lazyModule } from '../../lib/lazy-module.ts'
import { atom, computed } from 'nanostores'
import { UPLOAD_NETWORK_ERROR } from '../../api/upload-messages.ts'
import { perNode, type NodeScope } from '../nodes/scope.ts'
import type { StartUploadsOptions } from './uploads.ts'

// The upload cards and who listens to them: what an uploader reads before any file is dropped.
// The actions that send files (uploads.ts) load with the first drop.

export const MAX_FILES_PER_UPLOAD = 10
export type UploadStatus = 'progress' | 'done' | 'error'

/** One file being uploaded, as its card shows it. */
export interface UploadItem {
  id: string
  file: File
  status: UploadStatus
  loaded: number
  total: number
  /** Bytes per second, null until known. */
  speed: number | null
  secondsLeft: number | null
  /** Set once the node answers; a done item without a cid is still being stored by the node. */
  cid: string | null
  /** An object URL for images, released when the card goes away. */
  preview: string | null
  error: string | null
  /** Which uploader started it, so only that one announces its completion. */
  origin: string | null
  /** The node it goes to (its scope key): the node of the scope it was started in. */
  node: string
  /** False: uploaded without announcing it to the network (nodes that serve advertising). */
  advertise: boolean
}

/** A finished upload, as completion listeners receive it. */
export type CompletedUpload = UploadItem & { cid: string }

/** Every upload card of the page, to every node, newest first. */
export const $allUploads = atom<UploadItem[]>([])

/** One node's upload cards, newest first: shared by every uploader bound to that node. */
export const uploads = perNode((scope) =>
  computed($allUploads, (items) => items.filter((item) => item.node === scope.binding.key)),
)

/** True while any upload still waits for the node's answer (leaving the page would lose it). */
export const $uploadsRunning = computed($allUploads, (items) =>
  items.some((item) => item.status !== 'error' && item.cid === null),
)

/**
 * The last upload that got its cid: set anew by each completion, so whoever must hear every one
 * (the uploader that started it, the history) `listen`s to it.
 */
export const $lastCompletedUpload = atom<CompletedUpload | null>(null)

/** The last card closed, set anew by each closing (`listen` to hear every one). */
export const $lastRemovedUpload = atom<UploadItem | null>(null)

const uploadActions = lazyModule(() => import('./uploads.ts'))

/**
 * `startUploads` once the upload actions have loaded (the first drop loads them), and whatever else
 * the caller needs to show them (`alsoLoad`: the uploader's cards); resolves to the warning to show,
 * the upload network error when something could not be loaded (then nothing is sent).
 */
export function startUploadsWhenLoaded(
  scope: NodeScope,
  files: readonly File[],
  options: StartUploadsOptions,
  alsoLoad?: () => Promise<unknown>,
): Promise<string | null> {
  return Promise.all([uploadActions.load(), alsoLoad?.()]).then(
    ([{ startUploads }]) => startUploads(scope, files, options),
    () => UPLOAD_NETWORK_ERROR,
  )
}
