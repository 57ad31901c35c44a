import {
  blockBytes,
  blockKey,
  blockKeyText,
  BLOCK_MS,
  packBlock,
  unpackBlock,
  type Block,
} from './blocks.ts'
import {
  mergeBuckets,
  bucketStart,
  copyBucket,
  KEPT_FOR,
  rollUp,
  type Bucket,
  type Resolution,
} from './buckets.ts'

/**
 * The history database, raw IndexedDB: the few calls it makes (get, put, a cursor over an index,
 * delete) are each a line with `requestDone`, so a wrapper would add bytes and save none.
 */
export const HISTORY_DB = 'codex-vault-history'
const VERSION = 2
/** The store of blocks (`blocks.ts`): a node's buckets, an hour (or a day of hours) a record. */
const BLOCKS = 'blocks'
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
      // The first format kept a record per bucket; no release carried it.
      if (db.objectStoreNames.contains('buckets')) db.deleteObjectStore('buckets')
      if (!db.objectStoreNames.contains(BLOCKS)) {
        const blocks = db.createObjectStore(BLOCKS, { keyPath: ['node', 'series', 'res', 't'] })
        blocks.createIndex('node-t', ['node', 't'])
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
  const transaction = db.transaction(BLOCKS, 'readwrite')
  const store = transaction.objectStore(BLOCKS)
  const done = transactionDone(transaction)
  for (const group of groupBy(buckets, blockKeyText).values()) {
    const read = store.get([...blockKey(group[0] as Bucket)])
    read.onsuccess = () => {
      const byStart = new Map<number, Bucket>()
      for (const held of unpackBlock(read.result) ?? []) byStart.set(held.t, held)
      for (const bucket of group) {
        const held = byStart.get(bucket.t)
        // A copy: buckets read from one block share their gauges where nothing changed.
        byStart.set(bucket.t, held ? mergeBuckets(held, bucket, held) : copyBucket(bucket, bucket))
      }
      store.put(packBlock([...byStart.values()]))
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
  const store = db.transaction(BLOCKS, 'readonly').objectStore(BLOCKS)
  // One read of the index for the whole range; a block starts up to a day before its buckets.
  const first = from === undefined ? undefined : Math.max(0, from - BLOCK_MS.h1)
  const all = (await requestDone(
    store.index('node-t').getAll(nodeRange(node, first, to)),
  )) as unknown[]
  const buckets: Bucket[] = []
  let ignored = 0
  for (const value of all) {
    const unpacked = unpackBlock(value)
    if (!unpacked) ignored += 1
    for (const bucket of unpacked ?? []) {
      if ((from === undefined || bucket.t >= from) && (to === undefined || bucket.t <= to)) {
        buckets.push(bucket)
      }
    }
  }
  return { buckets, ignored }
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
  const transaction = db.transaction([BLOCKS, SERIES], 'readwrite')
  const blocks = transaction.objectStore(BLOCKS)
  const done = transactionDone(transaction)
  const cursor = blocks.index('node-t').openKeyCursor(nodeRange(node))
  cursor.onsuccess = () => {
    const at = cursor.result
    if (!at) return
    blocks.delete(at.primaryKey)
    at.continue()
  }
  transaction.objectStore(SERIES).delete(IDBKeyRange.bound([node, ''], [node, '\uffff']))
  await done
}

/** What is kept once rolled up and pruned: its bytes (as the cap counts them) and records. */
interface Sweep {
  bytes: number
  records: number
}

const NEXT: Readonly<Record<'m1' | 'm5', Resolution>> = { m1: 'm5', m5: 'h1' }

/**
 * Rolls minute buckets older than a day into 5 minutes and those older than 30 days into hours,
 * deletes records that are not ours, then deletes the oldest blocks while the whole history is
 * over `capBytes`. Only the blocks that changed are written. Answers what is kept.
 */
export async function rollUpAndPrune(
  history: HistoryDb,
  now: number,
  capBytes: number,
): Promise<Sweep> {
  const { db } = history
  const transaction = db.transaction(BLOCKS, 'readwrite')
  const store = transaction.objectStore(BLOCKS)
  const done = transactionDone(transaction)
  const all = (await requestDone(store.getAll())) as unknown[]
  const keys = (await requestDone(store.getAllKeys())) as IDBValidKey[]
  /** Every block's buckets by its key text, and the bytes of those left as they are. */
  const blocks = new Map<string, Bucket[]>()
  const storedBytes = new Map<string, number>()
  const changed = new Set<string>()
  all.forEach((value, index) => {
    const unpacked = unpackBlock(value)
    if (!unpacked) {
      store.delete(keys[index] as IDBValidKey)
      return
    }
    const key = blockKeyText(unpacked[0] as Bucket)
    blocks.set(key, unpacked)
    storedBytes.set(key, blockBytes(value as Block))
  })
  for (const res of ['m1', 'm5'] as const) {
    const cutoff = bucketStart(now - KEPT_FOR[res], NEXT[res])
    const old: Bucket[] = []
    for (const [key, buckets] of blocks) {
      if (buckets[0]?.res !== res) continue
      const older = buckets.filter((bucket) => bucket.t < cutoff)
      if (older.length === 0) continue
      old.push(...older)
      const newer = buckets.filter((bucket) => bucket.t >= cutoff)
      if (newer.length > 0) blocks.set(key, newer)
      else {
        blocks.delete(key)
        store.delete([...blockKey(older[0] as Bucket)])
      }
      changed.add(key)
    }
    for (const group of groupBy(old, (bucket) => bucket.node).values()) {
      for (const rolled of rollUp(group, NEXT[res])) {
        const key = blockKeyText(rolled)
        const buckets = blocks.get(key) ?? []
        const at = buckets.findIndex((each) => each.t === rolled.t)
        const held = buckets[at]
        if (held) buckets[at] = mergeBuckets(held, rolled, held)
        else buckets.push(rolled)
        blocks.set(key, buckets)
        changed.add(key)
      }
    }
  }
  const bytesOf = new Map<string, number>()
  for (const [key, buckets] of blocks) {
    if (changed.has(key)) {
      const block = packBlock(buckets)
      store.put(block)
      bytesOf.set(key, blockBytes(block))
    } else {
      bytesOf.set(key, storedBytes.get(key) ?? 0)
    }
  }
  let bytes = [...bytesOf.values()].reduce((sum, each) => sum + each, 0)
  if (bytes > capBytes) {
    // The oldest go first, whatever their node: the cap is the whole history's.
    const oldestFirst = [...blocks.entries()].sort(
      ([, a], [, b]) => (a[0]?.t ?? 0) - (b[0]?.t ?? 0),
    )
    for (const [key, buckets] of oldestFirst) {
      if (bytes <= capBytes) break
      store.delete([...blockKey(buckets[0] as Bucket)])
      bytes -= bytesOf.get(key) ?? 0
      blocks.delete(key)
    }
  }
  await done
  let records = 0
  for (const buckets of blocks.values()) records += buckets.length
  return { bytes, records }
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const key = keyOf(item)
    const group = groups.get(key)
    if (group) group.push(item)
    else groups.set(key, [item])
  }
  return groups
}

/** Removes every node's history. */
export async function clearAllHistory({ db }: HistoryDb): Promise<void> {
  const transaction = db.transaction([BLOCKS, SERIES], 'readwrite')
  const done = transactionDone(transaction)
  transaction.objectStore(BLOCKS).clear()
  transaction.objectStore(SERIES).clear()
  await done
}

/** The bytes the whole history takes, as the cap counts them. */
export async function historyBytes({ db }: HistoryDb): Promise<number> {
  const store = db.transaction(BLOCKS, 'readonly').objectStore(BLOCKS)
  const all = (await requestDone(store.getAll())) as unknown[]
  return all.reduce<number>(
    (sum, value) => (unpackBlock(value) ? sum + blockBytes(value as Block) : sum),
    0,
  )
}
