import { UPLOAD_CANCELLED } from '../../api/upload-messages.ts'
import { getEnvironment } from '../page/environment.ts'
import { reportNodeError } from '../page/error-reporting.ts'
import { tellRecordingTab } from '../history/tab-counts.ts'
import { scopeFor, type NodeBinding, type NodeScope } from '../nodes/scope.ts'
import { followUploads } from './upload-effects.ts'
import { refreshFiles } from './files.ts'
import {
  $allUploads,
  $uploadsRunning,
  MAX_FILES_PER_UPLOAD,
  $lastCompletedUpload,
  $lastRemovedUpload,
  uploads,
  type UploadItem,
} from './upload-list.ts'
import { createRateMeter } from './upload-rate.ts'

// The upload actions, loaded with an uploader's first drop. Callers that also read the cards
// (tests, scripts) find the list's exports here too.
export * from './upload-list.ts'

export const SINGLE_FILE_WARNING =
  'You tried to upload multiple files but this upload accept only one file, the first file will be used and the rest will be ignored.'
export const ALREADY_UPLOADED_WARNING =
  'You already uploaded a file, please delete the current file before uploading a new one.'

export function tooManyFilesMessage(refused: number): string {
  const files = refused === 1 ? '1 file was' : `${refused} files were`
  return `At most ${MAX_FILES_PER_UPLOAD} files can be uploaded at once: the first ${MAX_FILES_PER_UPLOAD} are uploading, ${files} not uploaded.`
}

/** The node each upload goes to, by upload id (kept beside the cards: it holds credentials). */
const bindings = new Map<string, NodeBinding>()

/** The scope of an upload's node now: the active one if it is active, else its own. */
function scopeOfUpload(id: string): NodeScope | null {
  const binding = bindings.get(id)
  return binding ? scopeFor(binding) : null
}

let following = false
/** The uploads' effects (history, the file list, the leave guard) follow from the first upload. */
function followOnce(): void {
  if (following) return
  following = true
  followUploads($allUploads, $uploadsRunning, scopeOfUpload)
}

const running = new Map<string, { abort: () => void | Promise<void> }>()
let counter = 0

function update(id: string, change: (item: UploadItem) => UploadItem) {
  $allUploads.set($allUploads.get().map((item) => (item.id === id ? change(item) : item)))
}

function find(id: string) {
  return $allUploads.get().find((item) => item.id === id)
}

function finish(id: string, cid: string) {
  running.delete(id)
  update(id, (item) => ({ ...item, status: 'done', cid, loaded: item.total, secondsLeft: 0 }))
  const item = find(id)
  if (!item) return
  $lastCompletedUpload.set({ ...item, cid })
  tellRecordingTab(item.node, item.total)
}

function failUpload(id: string, message: string) {
  running.delete(id)
  update(id, (item) => ({ ...item, status: 'error', error: message, secondsLeft: null }))
}

function newItem(file: File, origin: string | null, node: string, advertise: boolean): UploadItem {
  counter += 1
  return {
    id: `upload-${counter}`,
    file,
    status: 'progress',
    loaded: 0,
    total: file.size,
    speed: null,
    secondsLeft: null,
    cid: null,
    preview: file.type.startsWith('image/') ? getEnvironment().createObjectUrl(file) : null,
    error: null,
    origin,
    node,
    advertise,
  }
}

/** Sends the item's file; progress and the answer update the item with this id. */
function send(item: UploadItem): void {
  const { id, file } = item
  const startedAt = getEnvironment().now()
  const meter = createRateMeter(startedAt)
  const client = scopeOfUpload(id)?.client()
  if (!client) return failUpload(id, 'The node of this upload is gone.')
  const upload = client.upload(file, {
    filename: file.name,
    mimetype: file.type,
    ...(item.advertise ? {} : { advertise: false }),
    onProgress(loaded, total) {
      if (!running.has(id)) return
      const { speed, secondsLeft } = meter.sample(getEnvironment().now(), loaded, total)
      const status = total > 0 && loaded >= total ? 'done' : 'progress'
      update(id, (current) => ({ ...current, loaded, total, speed, secondsLeft, status }))
    },
  })
  running.set(id, { abort: upload.abort })
  upload.result.then(
    (result) => {
      if (!running.has(id)) return
      if (result.error) {
        // The node answered with a status: a failed node response. A lost connection or a
        // cancel has no status and is not reported.
        if (result.data.code !== null) reportNodeError(result.data, { action: 'upload' })
        failUpload(id, result.data.message)
      } else finish(id, result.data)
    },
    (error: unknown) => {
      if (running.has(id)) failUpload(id, String(error))
    },
  )
}

export interface StartUploadsOptions {
  /** Single mode: one file only, and only while this uploader shows no card. */
  single?: boolean
  /** The uploader starting it, named in its completion (see `$lastCompletedUpload`). */
  origin?: string
  /** False: upload without announcing to the network (default: announced). */
  advertise?: boolean
}

/**
 * Uploads the files (each sent as itself, never read into memory) and returns the warning to
 * show, if any: too many files, several files in single mode, or a file already there.
 */
export function startUploads(
  scope: NodeScope,
  files: readonly File[],
  options: StartUploadsOptions = {},
) {
  const $uploads = uploads.of(scope)
  let accepted = files.slice(0, MAX_FILES_PER_UPLOAD)
  let warning: string | null = null
  if (options.single) {
    const origin = options.origin ?? null
    if ($uploads.get().some((item) => item.origin === origin)) return ALREADY_UPLOADED_WARNING
    accepted = files.slice(0, 1)
    if (files.length > 1) warning = SINGLE_FILE_WARNING
  } else if (files.length > MAX_FILES_PER_UPLOAD) {
    warning = tooManyFilesMessage(files.length - MAX_FILES_PER_UPLOAD)
  }
  if (accepted.length === 0) return warning
  const binding = scope.binding
  const items = accepted.map((file) =>
    newItem(file, options.origin ?? null, binding.key, options.advertise !== false),
  )
  for (const item of items) bindings.set(item.id, binding)
  followOnce()
  $allUploads.set([...[...items].reverse(), ...$allUploads.get()])
  for (const item of items) send(item)
  return warning
}

/** Stops an upload that has not finished; its card shows the cancellation. */
export function cancelUpload(id: string): void {
  const handle = running.get(id)
  if (!handle) return
  running.delete(id)
  const scope = scopeOfUpload(id)
  // Once the node's leftover of it is cleaned up, the list shows what the node holds now.
  void Promise.resolve(handle.abort()).then(() => scope && refreshFiles(scope))
  failUpload(id, UPLOAD_CANCELLED)
}

/** Sends a failed (or cancelled) file again: its card goes back to progress from zero. */
export function retryUpload(id: string): void {
  const item = find(id)
  if (!item || item.status !== 'error' || running.has(id)) return
  const reset: UploadItem = {
    ...item,
    status: 'progress',
    loaded: 0,
    speed: null,
    secondsLeft: null,
    cid: null,
    error: null,
  }
  update(id, () => reset)
  send(reset)
}

/** Removes a finished or failed card and releases its preview. */
export function closeUpload(id: string): void {
  const item = find(id)
  if (!item || running.has(id)) return
  if (item.preview) getEnvironment().revokeObjectUrl(item.preview)
  $allUploads.set($allUploads.get().filter((each) => each.id !== id))
  bindings.delete(id)
  $lastRemovedUpload.set(item)
}
