import { getEnvironment, type Environment } from '../page/environment.ts'
import { addHoursOfFinerBuckets, addInto, withHours } from './history-add.ts'
import { blockBytes, BLOCK_MS, unpackBlock, type Block } from './blocks.ts'
import type { Bucket, Resolution } from './buckets.ts'

/**
 * The history database, raw IndexedDB: the few calls it makes (get, put, `getAll` over an index,
 * delete by key range) are each a line with `requestDone`, so a wrapper would add bytes and save none.
 */
export const HISTORY_DB = 'codex-vault-history'
const VERSION = 3
/** The store of blocks (`blocks.ts`): a node's buckets, an hour (or a day of hours) a record. */
export const BLOCKS = 'blocks'
/** A node's blocks of one resolution in time order: a range reads only the levels it draws. */
const BY_LEVEL = 'node-res-t'
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

export function requestDone<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(historyError(request.error))
  })
}

export function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(historyError(transaction.error))
    transaction.onabort = () => reject(historyError(transaction.error))
  })
}

let opening: Promise<HistoryDb> | undefined
/** The environment it was opened in: a test's own IndexedDB, bound since, is opened anew. */
let openedIn: Environment | undefined

/** The database, opened once per page; rejects with a `HistoryError` saying why it cannot be. */
export function openHistory(): Promise<HistoryDb> {
  if (openedIn !== getEnvironment()) opening = undefined
  openedIn = getEnvironment()
  opening ??= openOnce().catch((error: unknown) => {
    opening = undefined
    throw historyError(error)
  })
  return opening
}

function openOnce(): Promise<HistoryDb> {
  const factory = getEnvironment().indexedDb()
  if (!factory) return Promise.reject(new HistoryError('missing'))
  return new Promise((resolve, reject) => {
    let request: IDBOpenDBRequest
    try {
      request = factory.open(HISTORY_DB, VERSION)
    } catch {
      reject(new HistoryError('missing'))
      return
    }
    request.onupgradeneeded = (event) => {
      const db = request.result
      const upgrade = request.transaction as IDBTransaction
      // The first format kept a record per bucket; no release carried it.
      if (db.objectStoreNames.contains('buckets')) db.deleteObjectStore('buckets')
      const blocks = db.objectStoreNames.contains(BLOCKS)
        ? upgrade.objectStore(BLOCKS)
        : db.createObjectStore(BLOCKS, { keyPath: ['node', 'series', 'res', 't'] })
      if (blocks.indexNames.contains('node-t')) blocks.deleteIndex('node-t')
      if (!blocks.indexNames.contains(BY_LEVEL)) blocks.createIndex(BY_LEVEL, ['node', 'res', 't'])
      if (!db.objectStoreNames.contains(SERIES)) {
        db.createObjectStore(SERIES, { keyPath: ['node', 'series'] })
      }
      if (event.oldVersion === 2) addHoursOfFinerBuckets(blocks)
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
  const done = transactionDone(transaction)
  addInto(transaction.objectStore(BLOCKS), withHours(buckets))
  await done
}

/** What was read: the buckets, and how many stored records were not ours (left out). */
export interface ReadBuckets {
  buckets: Bucket[]
  ignored: number
}

/** Every level: the hours repeat what the minutes and 5 minutes hold. */
export const ALL_LEVELS: readonly Resolution[] = ['m1', 'm5', 'h1']

export interface ReadOptions {
  from?: number
  to?: number
  /** The resolutions to read: a chart reads minutes with 5 minutes, or hours alone. */
  levels?: readonly Resolution[]
}

/** A node's buckets whose start lies in [from, to], every series, of the levels asked. */
export async function readBuckets(
  { db }: HistoryDb,
  node: string,
  { from, to, levels = ALL_LEVELS }: ReadOptions = {},
): Promise<ReadBuckets> {
  const index = db.transaction(BLOCKS, 'readonly').objectStore(BLOCKS).index(BY_LEVEL)
  // A block starts up to a day before its buckets.
  const first = from === undefined ? 0 : Math.max(0, from - BLOCK_MS.h1)
  const last = to ?? Number.MAX_SAFE_INTEGER
  const all = await Promise.all(
    levels.map(
      async (res) =>
        (await requestDone(
          index.getAll(IDBKeyRange.bound([node, res, first], [node, res, last])),
        )) as unknown[],
    ),
  )
  const buckets: Bucket[] = []
  let ignored = 0
  for (const value of all.flat()) {
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
  const done = transactionDone(transaction)
  // Keys start with the node: from [node] up to any longer key of it (an array sorts last).
  const everyKey = IDBKeyRange.bound([node], [node, []])
  transaction.objectStore(BLOCKS).delete(everyKey)
  transaction.objectStore(SERIES).delete(everyKey)
  await done
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
