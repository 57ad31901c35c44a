import { atom, onMount, type ReadableAtom, type WritableAtom } from 'nanostores'
import type { NodeScope, PerNode } from '../nodes/scope.ts'
import { heldForNode, nodeValueKey, rawStoredText } from '../nodes/values.ts'
import { getEnvironment } from '../page/environment.ts'
import { showToast } from '../page/toasts.ts'
import { lazyModule } from '../../lib/lazy-module.ts'

/** Upload time per cid, in seconds since the epoch (the node keeps no upload date). */
export type UploadTimes = Record<string, number>

export const UPLOAD_TIMES_NOT_KEPT = 'Upload dates cannot be kept in this browser:'

/** One upload time recorded in this page: the file list changes that one file's date. */
export interface RecordedTime {
  cid: string
  seconds: number
  /** How many this page recorded for the node, this one included: a reader that missed one can tell. */
  nth: number
}

interface Kept {
  $times: WritableAtom<UploadTimes>
  $ready: WritableAtom<boolean>
  $recorded: WritableAtom<RecordedTime | null>
}

// IndexedDB's code, and the reading of an older vault's times, load with the first list or upload
// that needs them, outside the first load; not at all where there is neither to read.
const timesDbModule = lazyModule(() => import('./upload-times-db.ts'))
const timesDb = () => (getEnvironment().indexedDb() ? timesDbModule.load() : null)

const problem = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Reads the node's times (the code that does it loads only where there is IndexedDB or an older
 * vault's value to read). Where IndexedDB fails, the old times still show, for this page. A
 * read that takes too long lets the list show without dates; the dates come when it ends.
 */
async function load(key: string, { $times, $ready }: Kept): Promise<void> {
  const legacyText = rawStoredText(nodeValueKey('upload-times', key))
  let read: { times: UploadTimes; error?: unknown } = { times: {} }
  if (getEnvironment().indexedDb() || legacyText.get() !== undefined) {
    read = await timesDbModule.load().then(
      (code) =>
        code.readKeptTimes(key, legacyText, (reason) => {
          showToast('error', `${UPLOAD_TIMES_NOT_KEPT} ${reason}`)
          $ready.set(true)
        }),
      (error: unknown) => ({ times: {}, error }),
    )
  }
  if (read.error !== undefined)
    showToast('error', `${UPLOAD_TIMES_NOT_KEPT} ${problem(read.error)}`)
  // Times recorded while loading are the newest.
  $times.set({ ...read.times, ...$times.get() })
  $ready.set(true)
}

/** The node's times and their state, one for all its scopes, made with the node's first reader. */
function keptFor(key: string): Kept {
  return heldForNode(key, 'upload times', () => {
    const pair: Kept = {
      $times: atom<UploadTimes>({}),
      $ready: atom(false),
      $recorded: atom<RecordedTime | null>(null),
    }
    let loading: Promise<void> | undefined
    onMount(pair.$times, () => {
      loading ??= load(key, pair)
    })
    return pair
  })
}

// Looked up per call, not made once per scope: a node's pair is one for all its scopes.
export const uploadTimes: PerNode<WritableAtom<UploadTimes>> = {
  of: (scope) => keptFor(scope.binding.key).$times,
}

/** Whether the node's upload times were read (the file list waits for them, then sorts once). */
export const uploadTimesReady: PerNode<ReadableAtom<boolean>> = {
  of: (scope) => keptFor(scope.binding.key).$ready,
}

/**
 * The last time `recordUploadTime` added to the node's times (which it changes in place, so a
 * listener of the times hears only their replacement: read from IndexedDB, or set whole).
 */
export const recordedUploadTime: PerNode<ReadableAtom<RecordedTime | null>> = {
  of: (scope) => keptFor(scope.binding.key).$recorded,
}

/** Remembers when a cid was uploaded; `seconds` is a Unix time in seconds. */
export function recordUploadTime(scope: NodeScope, cid: string, seconds: number) {
  const key = scope.binding.key
  const { $times, $recorded } = keptFor(key)
  // In place, told as the one change: a copy of 100,000 dates for each upload is what made an
  // upload cost the whole list.
  $times.get()[cid] = seconds
  $recorded.set({ cid, seconds, nth: ($recorded.get()?.nth ?? 0) + 1 })
  void timesDb()
    ?.then(({ openUploadTimes, writeUploadTimes }) =>
      openUploadTimes()?.then((db) => writeUploadTimes(db, key, [[cid, seconds]])),
    )
    .catch((error: unknown) => showToast('error', `${UPLOAD_TIMES_NOT_KEPT} ${problem(error)}`))
}
