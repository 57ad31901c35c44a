import type { WritableAtom } from 'nanostores'
import { UPLOAD_DATES_READ_MS } from '../../api/deadlines.ts'
import { formatDuration } from '../../lib/durations.ts'
import { getEnvironment } from '../page/environment.ts'
import { showToast } from '../page/toasts.ts'
import type { UploadTimes } from './upload-times.ts'

/**
 * Upload times in IndexedDB, a record per node and cid: 100,000 of them are a few megabytes,
 * past what localStorage holds, and an upload writes one record, not the whole map again.
 */
export const UPLOAD_TIMES_DB = 'codex-vault-upload-times'
const TIMES = 'times'

export const UNREADABLE_UPLOAD_TIMES =
  'Some upload dates kept in this browser could not be read. They are left as they were; those files show no date.'

export interface UploadTimeRecord {
  node: string
  cid: string
  seconds: number
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB failed'))
  })
}

function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'))
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'))
  })
}

let opening: Promise<IDBDatabase> | undefined
let openedWith: IDBFactory | undefined

/** The database, opened once per IndexedDB; null where the browser has none. */
export function openUploadTimes(): Promise<IDBDatabase> | null {
  const factory = getEnvironment().indexedDb()
  if (!factory) return null
  if (openedWith !== factory) opening = undefined
  openedWith = factory
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open(UPLOAD_TIMES_DB, 1)
    request.onupgradeneeded = () => {
      request.result.createObjectStore(TIMES, { keyPath: ['node', 'cid'] })
    }
    request.onblocked = () => reject(new Error('another tab holds an older version open'))
    request.onerror = () => reject(request.error ?? new Error('IndexedDB failed'))
    request.onsuccess = () => {
      const db = request.result
      db.onversionchange = () => {
        db.close()
        opening = undefined
      }
      resolve(db)
    }
  }).catch((error: unknown) => {
    opening = undefined
    throw error
  })
  return opening
}

const ofNode = (node: string) => IDBKeyRange.bound([node, ''], [node, []])

/** A record that is a time; anything else in the store (another version's, garbage) is skipped. */
function isTime(record: unknown): record is UploadTimeRecord {
  if (typeof record !== 'object' || record === null) return false
  const { cid, seconds } = record as Partial<UploadTimeRecord>
  return (
    typeof cid === 'string' &&
    typeof seconds === 'number' &&
    Number.isFinite(seconds) &&
    seconds >= 0
  )
}

/** The node's upload times by cid, and how many stored records were not times. */
export async function readUploadTimes(db: IDBDatabase, node: string) {
  const records = await done(db.transaction(TIMES).objectStore(TIMES).getAll(ofNode(node)))
  const times = new Map<string, number>()
  let unreadable = 0
  for (const record of records as unknown[]) {
    if (isTime(record)) times.set(record.cid, record.seconds)
    else unreadable += 1
  }
  return { times, unreadable }
}

export async function writeUploadTimes(
  db: IDBDatabase,
  node: string,
  times: Iterable<readonly [string, number]>,
): Promise<void> {
  const transaction = db.transaction(TIMES, 'readwrite')
  const store = transaction.objectStore(TIMES)
  for (const [cid, seconds] of times) store.put({ node, cid, seconds } satisfies UploadTimeRecord)
  await committed(transaction)
}

/** Deletes the node's times (the node was removed from the list). */
export async function deleteUploadTimes(db: IDBDatabase, node: string): Promise<void> {
  const transaction = db.transaction(TIMES, 'readwrite')
  transaction.objectStore(TIMES).delete(ofNode(node))
  await committed(transaction)
}

const ignoreFailure = () => {
  // Nothing to tell a person here: the times stay where they were.
}

/** Forgets a removed node's times; where IndexedDB fails they stay (harmless, keyed by its id). */
export function forgetUploadTimesOf(node: string): Promise<void> {
  return (
    openUploadTimes()?.then((db) => deleteUploadTimes(db, node), ignoreFailure) ?? Promise.resolve()
  )
}

/** A node added at an address the page showed before takes over that address's times. */
export async function moveUploadTimes(from: string, to: string): Promise<void> {
  try {
    const db = await openUploadTimes()
    if (!db) return
    const { times } = await readUploadTimes(db, from)
    if (times.size === 0) return
    const kept = (await readUploadTimes(db, to)).times
    await writeUploadTimes(
      db,
      to,
      [...times].filter(([cid]) => !kept.has(cid)),
    )
    await deleteUploadTimes(db, from)
  } catch {
    ignoreFailure()
  }
}

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

/** Why the list shows without dates: the read was not done in time. */
export const uploadDatesLate = (ms: number) =>
  `the browser did not open them within ${formatDuration(ms / 1000)} (another vault tab may be updating them); they show once it does.`

/**
 * The node's times, read as below; past the deadline `late` is told why, and the read's own error,
 * if it then fails, is not told again. An open queued behind another tab's blocked upgrade never
 * answers at all.
 */
export async function readKeptTimes(
  node: string,
  legacyText: WritableAtom<string | undefined>,
  late: (reason: string) => void = () => {},
): Promise<{ times: UploadTimes; error?: unknown }> {
  let wasLate = false
  const cancel = getEnvironment().setTimer(() => {
    wasLate = true
    late(uploadDatesLate(UPLOAD_DATES_READ_MS))
  }, UPLOAD_DATES_READ_MS)
  const read = await readKeptTimesNow(node, legacyText)
  cancel()
  return wasLate ? { times: read.times } : read
}

/**
 * The node's times from IndexedDB, first moving those an older vault kept in localStorage there
 * (removed once written). Nothing is lost: an unreadable old value stays where it was, and where
 * IndexedDB fails the old times come back with the error.
 */
async function readKeptTimesNow(
  node: string,
  legacyText: WritableAtom<string | undefined>,
): Promise<{ times: UploadTimes; error?: unknown }> {
  const raw = legacyText.get()
  const legacy = raw === undefined ? null : readLegacyUploadTimes(raw)
  if (raw !== undefined && (legacy === null || legacy.dropped > 0)) {
    showToast('error', UNREADABLE_UPLOAD_TIMES)
  }
  const oldTimes = legacy?.times ?? {}
  try {
    const db = await openUploadTimes()
    if (!db) return { times: oldTimes }
    const read = await readUploadTimes(db, node)
    if (read.unreadable > 0) showToast('error', UNREADABLE_UPLOAD_TIMES)
    const moving = Object.entries(oldTimes).filter(([cid]) => !read.times.has(cid))
    if (moving.length > 0) await writeUploadTimes(db, node, moving)
    // Only a value read whole is removed: one with unreadable entries stays for a person to see.
    if (legacy && legacy.dropped === 0) legacyText.set(undefined)
    return { times: { ...oldTimes, ...Object.fromEntries(read.times) } }
  } catch (error) {
    return { times: oldTimes, error }
  }
}
