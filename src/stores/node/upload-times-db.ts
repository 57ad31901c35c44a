import { getEnvironment } from '../page/environment.ts'

/**
 * Upload times in IndexedDB, a record per node and cid: 100,000 of them are a few megabytes,
 * past what localStorage holds, and an upload writes one record, not the whole map again.
 */
export const UPLOAD_TIMES_DB = 'codex-vault-upload-times'
const TIMES = 'times'

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
