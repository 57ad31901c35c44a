import { groupBy } from '../../lib/group-by.ts'
import { blockKey, blockKeyText, packBlock, unpackBlock } from './blocks.ts'
import { copyBucket, mergeBuckets, rollUp, type Bucket } from './buckets.ts'

// How buckets are added into the stored blocks: the one write the recorder, the demo seed and
// the database's upgrade share.

/**
 * Every bucket is added into its hour as it is written, so a long range reads the hour level alone
 * (a node-month is 30 records of it, against 744 of minutes and 5 minutes).
 */
export function withHours(buckets: readonly Bucket[]): Bucket[] {
  const finer = buckets.filter((bucket) => bucket.res !== 'h1')
  const hours = [...groupBy(finer, (bucket) => bucket.node).values()].flatMap((group) =>
    rollUp(group, 'h1'),
  )
  return [...buckets, ...hours]
}

export function addInto(store: IDBObjectStore, buckets: readonly Bucket[]): void {
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
}

/** In the upgrade from version 2, which kept hours only past 30 days: the rest added into hours. */
export function addHoursOfFinerBuckets(blocks: IDBObjectStore): void {
  const read = blocks.getAll()
  read.onsuccess = () => {
    const finer = (read.result as unknown[])
      .flatMap((value) => unpackBlock(value) ?? [])
      .filter((bucket) => bucket.res !== 'h1')
    addInto(
      blocks,
      withHours(finer).filter((bucket) => bucket.res === 'h1'),
    )
  }
}
