import {
  bucketBytes,
  bucketStart,
  KEPT_FOR,
  mergeBuckets,
  readBucket,
  rollUp,
  type Bucket,
  type Resolution,
} from './buckets.ts'

/**
 * The history database, raw IndexedDB: the few calls it makes (get, put, a cursor over an index,
 * delete) are each a line with `requestDone`, so a wrapper would add bytes and save none.
 */
export const HISTORY_DB = 'codex-vault-history'
const VERSION = 1
const BUCKETS = 'buckets'
const SERIES = 'series'

/** Why the history cannot be kept, in the words the section shows. */
export type HistoryProblem = 'missing' | 'blocked' | 'quota' | 'failed'

export class HistoryError extends Error {
  constructor(readonly problem: HistoryProblem) {
    super(problem)
  }
}

/** A line a node served from `since` on: its buckets never mix with another line's. */
export interface Series {
  node: string
  series: string
  line: string
  since: number
}

export interface HistoryDb {
  db: IDBDatabase
}

function problemOf(error: unknown): HistoryProblem {
  if (error instanceof HistoryError) return error.problem
  const name = error instanceof DOMException ? error.name : ''
  return name === 'QuotaExceededError' ? 'quota' : 'failed'
}

export function historyError(error: unknown): HistoryError {
  return error instanceof HistoryError ? error : new HistoryError(problemOf(error))
}

function requestDone<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(historyError(request.error))
  })
}

function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(historyError(transaction.error))
    transaction.onabort = () => reject(historyError(transaction.error))
  })
}

let opening: Promise<HistoryDb> | undefined

/** The database, opened once per page; rejects with a `HistoryError` saying why it cannot be. */
export function openHistory(): Promise<HistoryDb> {
  opening ??= openOnce().catch((error: unknown) => {
    opening = undefined
    throw historyError(error)
  })
  return opening
}

function openOnce(): Promise<HistoryDb> {
  const factory = globalThis.indexedDB as IDBFactory | undefined
  if (!factory) return Promise.reject(new HistoryError('missing'))
  return new Promise((resolve, reject) => {
    let request: IDBOpenDBRequest
    try {
      request = factory.open(HISTORY_DB, VERSION)
    } catch {
      reject(new HistoryError('missing'))
      return
    }
    request.onupgradeneeded = () => {
      const db = request.result
      if (!db.objectStoreNames.contains(BUCKETS)) {
        const buckets = db.createObjectStore(BUCKETS, { keyPath: ['node', 'series', 'res', 't'] })
        buckets.createIndex('node-t', ['node', 't'])
      }
      if (!db.objectStoreNames.contains(SERIES)) {
        db.createObjectStore(SERIES, { keyPath: ['node', 'series'] })
      }
    }
    request.onblocked = () => reject(new HistoryError('blocked'))
    request.onerror = () => reject(historyError(request.error))
    request.onsuccess = () => {
      const db = request.result
      // Another tab upgrading the database: this one lets go, and opens again when next asked.
      db.onversionchange = () => {
        db.close()
        opening = undefined
      }
      resolve({ db })
    }
  })
}

function nodeRange(node: string, from = 0, to = Number.MAX_SAFE_INTEGER): IDBKeyRange {
  return IDBKeyRange.bound([node, from], [node, to])
}

/** The series a node has had, oldest first; a record that is not one is left out. */
export async function readSeries({ db }: HistoryDb, node: string): Promise<Series[]> {
  const store = db.transaction(SERIES, 'readonly').objectStore(SERIES)
  const all = await requestDone(store.getAll(IDBKeyRange.bound([node, ''], [node, '\uffff'])))
  return (all as unknown[])
    .filter((value): value is Series => {
      const each = value as Partial<Series> | null
      return (
        typeof each?.series === 'string' &&
        typeof each.line === 'string' &&
        typeof each.since === 'number'
      )
    })
    .sort((a, b) => a.since - b.since)
}

export async function addSeries({ db }: HistoryDb, series: Series): Promise<void> {
  const transaction = db.transaction(SERIES, 'readwrite')
  transaction.objectStore(SERIES).put(series)
  await transactionDone(transaction)
}

/** Adds buckets into the stored ones of the same place (two flushes of one minute add up). */
export async function addBuckets({ db }: HistoryDb, buckets: readonly Bucket[]): Promise<void> {
  if (buckets.length === 0) return
  const transaction = db.transaction(BUCKETS, 'readwrite')
  const store = transaction.objectStore(BUCKETS)
  const done = transactionDone(transaction)
  for (const bucket of buckets) {
    const key = [bucket.node, bucket.series, bucket.res, bucket.t]
    const read = store.get(key)
    read.onsuccess = () => {
      const held = readBucket(read.result)
      store.put(held ? mergeBuckets(held, bucket, bucket) : bucket)
    }
  }
  await done
}

/** What was read: the buckets, and how many stored records were not ours (left out). */
export interface ReadBuckets {
  buckets: Bucket[]
  ignored: number
}

/** A node's buckets whose start lies in [from, to], every series and resolution. */
export async function readBuckets(
  { db }: HistoryDb,
  node: string,
  from?: number,
  to?: number,
): Promise<ReadBuckets> {
  const store = db.transaction(BUCKETS, 'readonly').objectStore(BUCKETS)
  const all = (await requestDone(
    store.index('node-t').getAll(nodeRange(node, from, to)),
  )) as unknown[]
  const buckets: Bucket[] = []
  for (const value of all) {
    const bucket = readBucket(value)
    if (bucket) buckets.push(bucket)
  }
  return { buckets, ignored: all.length - buckets.length }
}

/** The nodes that have history, by scope key. */
export async function historyNodes({ db }: HistoryDb): Promise<string[]> {
  const store = db.transaction(SERIES, 'readonly').objectStore(SERIES)
  const keys = (await requestDone(store.getAllKeys())) as unknown[]
  const nodes = keys.map((key) => (Array.isArray(key) ? key[0] : null))
  return [...new Set(nodes.filter((node): node is string => typeof node === 'string'))]
}

/** Removes a node's whole history (it was removed from the list, or its history cleared). */
export async function forgetNodeHistory({ db }: HistoryDb, node: string): Promise<void> {
  const transaction = db.transaction([BUCKETS, SERIES], 'readwrite')
  const buckets = transaction.objectStore(BUCKETS)
  const done = transactionDone(transaction)
  const cursor = buckets.index('node-t').openKeyCursor(nodeRange(node))
  cursor.onsuccess = () => {
    const at = cursor.result
    if (!at) return
    buckets.delete(at.primaryKey)
    at.continue()
  }
  transaction.objectStore(SERIES).delete(IDBKeyRange.bound([node, ''], [node, '\uffff']))
  await done
}

/** Records that are not ours, and what is left of ours once rolled up. */
interface Sweep {
  bytes: number
  records: number
}

const NEXT: Readonly<Record<'m1' | 'm5', Resolution>> = { m1: 'm5', m5: 'h1' }

/**
 * Rolls a node's minute buckets older than a day into 5 minutes and those older than 30 days into
 * hours, deletes records that are not ours, then deletes the oldest buckets while the whole
 * history is over `capBytes`. Answers the bytes kept.
 */
export async function rollUpAndPrune(
  history: HistoryDb,
  now: number,
  capBytes: number,
): Promise<Sweep> {
  const { db } = history
  const transaction = db.transaction(BUCKETS, 'readwrite')
  const store = transaction.objectStore(BUCKETS)
  const done = transactionDone(transaction)
  const all = (await requestDone(store.getAll())) as unknown[]
  const keys = (await requestDone(store.getAllKeys())) as IDBValidKey[]
  const kept: Bucket[] = []
  all.forEach((value, index) => {
    const bucket = readBucket(value)
    if (bucket) kept.push(bucket)
    else store.delete(keys[index] as IDBValidKey)
  })
  const result: Bucket[] = []
  for (const res of ['m1', 'm5'] as const) {
    const cutoff = bucketStart(now - KEPT_FOR[res], NEXT[res])
    const old = kept.filter((bucket) => bucket.res === res && bucket.t < cutoff)
    if (old.length === 0) continue
    for (const bucket of old) {
      store.delete([bucket.node, bucket.series, bucket.res, bucket.t])
      kept.splice(kept.indexOf(bucket), 1)
    }
    const byNode = groupBy(old, (bucket) => bucket.node)
    for (const group of byNode.values()) {
      for (const rolled of rollUp(group, NEXT[res])) {
        const existing = kept.find(
          (each) => each.series === rolled.series && each.res === rolled.res && each.t === rolled.t,
        )
        const merged = existing ? mergeBuckets(existing, rolled, rolled) : rolled
        if (existing) kept.splice(kept.indexOf(existing), 1)
        kept.push(merged)
        result.push(merged)
      }
    }
  }
  for (const bucket of result) store.put(bucket)
  let bytes = kept.reduce((sum, bucket) => sum + bucketBytes(bucket), 0)
  if (bytes > capBytes) {
    // The oldest go first, whatever their node: the cap is the whole history's.
    const oldestFirst = [...kept].sort((a, b) => a.t - b.t)
    for (const bucket of oldestFirst) {
      if (bytes <= capBytes) break
      store.delete([bucket.node, bucket.series, bucket.res, bucket.t])
      bytes -= bucketBytes(bucket)
      kept.splice(kept.indexOf(bucket), 1)
    }
  }
  await done
  return { bytes, records: kept.length }
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const key = keyOf(item)
    groups.set(key, [...(groups.get(key) ?? []), item])
  }
  return groups
}

/** Removes every node's history. */
export async function clearAllHistory({ db }: HistoryDb): Promise<void> {
  const transaction = db.transaction([BUCKETS, SERIES], 'readwrite')
  const done = transactionDone(transaction)
  transaction.objectStore(BUCKETS).clear()
  transaction.objectStore(SERIES).clear()
  await done
}

/** The bytes the whole history takes, as the cap counts them. */
export async function historyBytes({ db }: HistoryDb): Promise<number> {
  const store = db.transaction(BUCKETS, 'readonly').objectStore(BUCKETS)
  const all = (await requestDone(store.getAll())) as unknown[]
  return all.reduce<number>((sum, value) => {
    const bucket = readBucket(value)
    return bucket ? sum + bucketBytes(bucket) : sum
  }, 0)
}
