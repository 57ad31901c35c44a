import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { packBlock } from '../../../../src/stores/history/blocks.ts'
import { bucketStart, DAY, emptyBucket, MINUTE } from '../../../../src/stores/history/buckets.ts'
import { HISTORY_DB, openHistory, readBuckets } from '../../../../src/stores/history/history-db.ts'
import { setEnvironment } from '../../../../src/stores/page/environment.ts'

// The history's IndexedDB, injected as the node client is.
setEnvironment({ indexedDb: () => indexedDB })

const NOW = Date.UTC(2026, 10, 26, 12)

/** A database as version 2 left it: minutes of the last day, 5 minutes before, and no hours. */
async function versionTwo(): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(HISTORY_DB, 2)
    open.onupgradeneeded = () => {
      const blocks = open.result.createObjectStore('blocks', {
        keyPath: ['node', 'series', 'res', 't'],
      })
      blocks.createIndex('node-t', ['node', 't'])
      open.result.createObjectStore('series', { keyPath: ['node', 'series'] })
    }
    open.onsuccess = () => resolve(open.result)
    open.onerror = () => reject(open.error)
  })
  const hour = bucketStart(NOW - 2 * DAY, 'h1')
  const fiveMinutes = Array.from({ length: 12 }, (_, index) => ({
    ...emptyBucket('node-1', 'codex@1', 'm5', hour + index * 5 * MINUTE),
    heard: 5,
    up: 5,
  }))
  const minutes = Array.from({ length: 3 }, (_, index) => ({
    ...emptyBucket('node-1', 'codex@1', 'm1', NOW + index * MINUTE),
    heard: 1,
    up: 1,
  }))
  await new Promise<void>((resolve, reject) => {
    const transaction = db.transaction('blocks', 'readwrite')
    transaction.objectStore('blocks').put(packBlock(fiveMinutes))
    transaction.objectStore('blocks').put(packBlock(minutes))
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error)
  })
  db.close()
}

describe('the history database upgrade', () => {
  it('adds the minutes and 5 minutes version 2 kept into their hours, losing nothing', async () => {
    await versionTwo()
    const history = await openHistory()
    expect(history.db.version).toBe(3)
    const hours = await readBuckets(history, 'node-1', { levels: ['h1'] })
    expect(hours.buckets.map((each) => [each.t, each.heard])).toEqual([
      [bucketStart(NOW - 2 * DAY, 'h1'), 60],
      [NOW, 3],
    ])
    const fiveMinutes = await readBuckets(history, 'node-1', { levels: ['m5'] })
    expect(fiveMinutes.buckets).toHaveLength(12)
  })
})
