import { atom, onMount, type ReadableAtom, type WritableAtom } from 'nanostores'
import type { NodeScope, PerNode } from '../nodes/scope.ts'
import { nodeValueKey, rawStoredText } from '../nodes/values.ts'
import { getEnvironment } from '../page/environment.ts'
import { showToast } from '../page/toasts.ts'
import { lazyModule } from '../../lib/lazy-module.ts'

/** Upload time per cid, in seconds since the epoch (the node keeps no upload date). */
export type UploadTimes = Record<string, number>

export const UNREADABLE_UPLOAD_TIMES =
  'Some upload dates kept in this browser could not be read. They are left as they were; those files show no date.'
export const UPLOAD_TIMES_NOT_KEPT = 'Upload dates cannot be kept in this browser:'

/** The old localStorage value: its times, or null when it is not a map of times at all. */
export function readLegacyUploadTimes(raw: string): { times: UploadTimes; dropped: number } | null {
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null
  const times: UploadTimes = {}
  let dropped = 0
  for (const [cid, seconds] of Object.entries(json)) {
    if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0)
      times[cid] = seconds
    else dropped += 1
  }
  return { times, dropped }
}

interface Kept {
  $times: WritableAtom<UploadTimes>
  $ready: WritableAtom<boolean>
}

// IndexedDB's code loads with the first list or upload that needs it, outside the first load,
// and not at all where the browser has no IndexedDB.
const timesDbModule = lazyModule(() => import('./upload-times-db.ts'))
const timesDb = () => (getEnvironment().indexedDb() ? timesDbModule.load() : null)

/** One pair per node key, so two scopes of one node see each other's writes at once. */
const kept = new Map<string, Kept>()

const problem = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Reads the node's times from IndexedDB, first moving those an older vault kept in localStorage
 * there (removed once written). Nothing is lost: an unreadable old value stays where it was, and
 * where IndexedDB fails the old times still show, for this page.
 */
async function load(key: string, { $times, $ready }: Kept): Promise<void> {
  const legacyText = rawStoredText(nodeValueKey('upload-times', key))
  const raw = legacyText.get()
  const legacy = raw === undefined ? null : readLegacyUploadTimes(raw)
  if (raw !== undefined && (legacy === null || legacy.dropped > 0)) {
    showToast('error', UNREADABLE_UPLOAD_TIMES)
  }
  const oldTimes = legacy?.times ?? {}
  let stored = new Map<string, number>()
  try {
    const code = await timesDb()
    const db = await code?.openUploadTimes()
    if (code && db) {
      const { readUploadTimes, writeUploadTimes } = code
      const read = await readUploadTimes(db, key)
      stored = read.times
      if (read.unreadable > 0) showToast('error', UNREADABLE_UPLOAD_TIMES)
      const moving = Object.entries(oldTimes).filter(([cid]) => !stored.has(cid))
      if (moving.length > 0) await writeUploadTimes(db, key, moving)
      // Only a value read whole is removed: one with unreadable entries stays for a person to see.
      if (legacy && legacy.dropped === 0) legacyText.set(undefined)
    }
  } catch (error) {
    showToast('error', `${UPLOAD_TIMES_NOT_KEPT} ${problem(error)}`)
  }
  // Times recorded while loading are the newest.
  $times.set({ ...oldTimes, ...Object.fromEntries(stored), ...$times.get() })
  $ready.set(true)
}

function keptFor(key: string): Kept {
  let entry = kept.get(key)
  if (!entry) {
    const pair: Kept = { $times: atom<UploadTimes>({}), $ready: atom(false) }
    let loading: Promise<void> | undefined
    onMount(pair.$times, () => {
      loading ??= load(key, pair)
    })
    kept.set(key, pair)
    entry = pair
  }
  return entry
}

// Looked up per call, not made once per scope: a node's pair is one for all its scopes.
export const uploadTimes: PerNode<WritableAtom<UploadTimes>> = {
  of: (scope) => keptFor(scope.binding.key).$times,
}

/** Whether the node's upload times were read (the file list waits for them, then sorts once). */
export const uploadTimesReady: PerNode<ReadableAtom<boolean>> = {
  of: (scope) => keptFor(scope.binding.key).$ready,
}

/** Forgets the atoms (tests that clear storage between cases). */
export function forgetKeptUploadTimes(): void {
  kept.clear()
}

/** Remembers when a cid was uploaded; `seconds` is a Unix time in seconds. */
export function recordUploadTime(scope: NodeScope, cid: string, seconds: number) {
  const key = scope.binding.key
  const $times = keptFor(key).$times
  $times.set({ ...$times.get(), [cid]: seconds })
  void timesDb()
    ?.then(({ openUploadTimes, writeUploadTimes }) =>
      openUploadTimes()?.then((db) => writeUploadTimes(db, key, [[cid, seconds]])),
    )
    .catch((error: unknown) => showToast('error', `${UPLOAD_TIMES_NOT_KEPT} ${problem(error)}`))
}
