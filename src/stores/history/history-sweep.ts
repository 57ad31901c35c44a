import { groupBy } from '../../lib/group-by.ts'
import { blockBytes, blockKey, blockKeyText, packBlock, unpackBlock, type Block } from './blocks.ts'
import {
  bucketStart,
  KEPT_FOR,
  mergeBuckets,
  rollUp,
  type Bucket,
  type Resolution,
} from './buckets.ts'
import { BLOCKS, requestDone, transactionDone, type HistoryDb } from './history-db.ts'

/** What is kept once rolled up and pruned: its bytes (as the cap counts them) and records. */
export interface Sweep {
  bytes: number
  records: number
}

type Blocks = Map<string, Bucket[]>

/** The buckets of `res` older than `cutoff`, taken out of their blocks (those left empty go). */
function takeOlder(
  blocks: Blocks,
  res: Resolution,
  cutoff: number,
  store: IDBObjectStore,
  changed: Set<string>,
): Bucket[] {
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
  return old
}

/** Minutes rolled up into 5 minutes, added into the blocks they fall in. */
function addFiveMinutes(blocks: Blocks, minutes: readonly Bucket[], changed: Set<string>) {
  for (const group of groupBy(minutes, (bucket) => bucket.node).values()) {
    for (const rolled of rollUp(group, 'm5')) {
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

/**
 * Rolls minute buckets older than a day into 5 minutes, drops 5-minute buckets older than 30 days
 * (the hours, written with every bucket, keep them), deletes records that are not ours, then
 * deletes the oldest blocks while the whole history is over `capBytes`. Only the blocks that
 * changed are written. Answers what is kept.
 */
export async function rollUpAndPrune(
  history: HistoryDb,
  now: number,
  capBytes: number,
): Promise<Sweep> {
  const transaction = history.db.transaction(BLOCKS, 'readwrite')
  const store = transaction.objectStore(BLOCKS)
  const done = transactionDone(transaction)
  const all = (await requestDone(store.getAll())) as unknown[]
  const keys = (await requestDone(store.getAllKeys())) as IDBValidKey[]
  /** Every block's buckets by its key text, and the bytes of those left as they are. */
  const blocks: Blocks = new Map()
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
  const minutes = takeOlder(blocks, 'm1', bucketStart(now - KEPT_FOR.m1, 'm5'), store, changed)
  addFiveMinutes(blocks, minutes, changed)
  takeOlder(blocks, 'm5', bucketStart(now - KEPT_FOR.m5, 'h1'), store, changed)

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
    // The oldest go first, whatever their node: the cap is the whole history's. A block is as old
    // as its newest bucket, so a day of hours outlives that day's minutes and 5 minutes.
    const newest = (buckets: Bucket[]) => Math.max(...buckets.map((bucket) => bucket.t))
    const oldestFirst = [...blocks.entries()].sort(([, a], [, b]) => newest(a) - newest(b))
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
