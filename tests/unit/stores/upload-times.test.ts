import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { allTasks } from 'nanostores'
import { getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent'
import { setEnvironment } from '../../../src/stores/page/environment.ts'
import { forgetEveryNode } from './node-reset.ts'

useTestStorageEngine()

const { recordUploadTime, uploadTimes, uploadTimesReady } =
  await import('../../../src/stores/node/upload-times.ts')
const { forgetStoredNodeValues } = await import('../../../src/stores/nodes/values.ts')
const {
  UNREADABLE_UPLOAD_TIMES,
  UPLOAD_TIMES_DB,
  forgetUploadTimesOf,
  moveUploadTimes,
  openUploadTimes,
  readUploadTimes,
} = await import('../../../src/stores/node/upload-times-db.ts')
const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')
const { $toasts } = await import('../../../src/stores/page/toasts.ts')

const LEGACY_KEY = 'codex-upload-times@url:http://localhost:8080'
const NODE = 'url:http://localhost:8080'

let factory: IDBFactory

/** The times the page reads on opening Files, as a page opened afresh would. */
async function openedTimes() {
  forgetStoredNodeValues()
  const scope = $activeScope.get()
  const stop = uploadTimes.of(scope).listen(() => {})
  await new Promise<void>((resolve) => {
    if (uploadTimesReady.of(scope).get()) resolve()
    else uploadTimesReady.of(scope).listen((ready) => ready && resolve())
  })
  const times = uploadTimes.of(scope).get()
  stop()
  return times
}

/** Writes `records` straight into the store, as another version of the vault (or garbage) left them. */
async function storeRaw(records: unknown[]) {
  forgetStoredNodeValues()
  await openedTimes()
  const db = await new Promise<IDBDatabase>((resolve) => {
    const request = factory.open(UPLOAD_TIMES_DB, 1)
    request.onsuccess = () => resolve(request.result)
  })
  const transaction = db.transaction('times', 'readwrite')
  for (const record of records) transaction.objectStore('times').put(record)
  await new Promise((resolve) => (transaction.oncomplete = resolve))
  db.close()
}

const toastTexts = () => $toasts.get().map((toast) => toast.message)

beforeEach(() => {
  factory = new IDBFactory()
  setEnvironment({ indexedDb: () => factory })
  $toasts.set([])
})

afterEach(() => forgetEveryNode())

describe('upload times, kept in IndexedDB', () => {
  it('records seconds per cid and reads them back on the next page', async () => {
    await openedTimes()
    recordUploadTime($activeScope.get(), 'zA', 1700000000.5)
    recordUploadTime($activeScope.get(), 'zB', 1700000001)
    expect(uploadTimes.of($activeScope.get()).get()).toEqual({ zA: 1700000000.5, zB: 1700000001 })
    await allTasks()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await openedTimes()).toEqual({ zA: 1700000000.5, zB: 1700000001 })
    expect(getTestStorage()[LEGACY_KEY]).toBeUndefined()
  })

  it('moves the times an older vault kept in localStorage, once, then removes them', async () => {
    setTestStorageKey(LEGACY_KEY, JSON.stringify({ zOld: 1600000000, zBoth: 1 }))
    await storeRaw([{ node: NODE, cid: 'zBoth', seconds: 2 }])
    // storeRaw opened the page once already: the old key is gone, its times in IndexedDB.
    expect(getTestStorage()[LEGACY_KEY]).toBeUndefined()
    expect(await openedTimes()).toEqual({ zOld: 1600000000, zBoth: 2 })
    expect(toastTexts()).toEqual([])
  })

  it('leaves an unreadable old value where it was, says so, and still reads the rest', async () => {
    await storeRaw([{ node: NODE, cid: 'zKept', seconds: 5 }])
    for (const raw of ['{', '[1,2]', '3', 'null']) {
      $toasts.set([])
      setTestStorageKey(LEGACY_KEY, raw)
      expect(await openedTimes()).toEqual({ zKept: 5 })
      expect(getTestStorage()[LEGACY_KEY]).toBe(raw)
      expect(toastTexts()).toEqual([UNREADABLE_UPLOAD_TIMES])
    }
  })

  it('moves the readable times of a partly broken old value and keeps the value', async () => {
    const raw = JSON.stringify({ zA: 5, zB: 'x', zC: -1, zD: null, zE: 7 })
    setTestStorageKey(LEGACY_KEY, raw)
    expect(await openedTimes()).toEqual({ zA: 5, zE: 7 })
    expect(getTestStorage()[LEGACY_KEY]).toBe(raw)
    expect(toastTexts()).toContain(UNREADABLE_UPLOAD_TIMES)
  })

  it('skips stored records that are not times, and says so', async () => {
    await storeRaw([
      { node: NODE, cid: 'zGood', seconds: 9 },
      { node: NODE, cid: 'zText', seconds: 'yesterday' },
      { node: NODE, cid: 'zNegative', seconds: -4 },
      { node: 'another-node', cid: 'zOther', seconds: 3 },
    ])
    expect(await openedTimes()).toEqual({ zGood: 9 })
    expect(toastTexts()).toContain(UNREADABLE_UPLOAD_TIMES)
  })

  it('where IndexedDB fails, shows the old times for this page and keeps them stored', async () => {
    setTestStorageKey(LEGACY_KEY, JSON.stringify({ zOld: 1600000000 }))
    setEnvironment({
      indexedDb: () =>
        ({
          open: () => {
            throw new DOMException('The operation is insecure.', 'SecurityError')
          },
        }) as unknown as IDBFactory,
    })
    expect(await openedTimes()).toEqual({ zOld: 1600000000 })
    expect(getTestStorage()[LEGACY_KEY]).toBe(JSON.stringify({ zOld: 1600000000 }))
    expect(toastTexts()).toEqual([
      'Upload dates cannot be kept in this browser: The operation is insecure.',
    ])
  })

  it("moves an address's times to the node added there, and forgets a removed node's", async () => {
    await storeRaw([{ node: NODE, cid: 'zA', seconds: 1 }])
    await moveUploadTimes(NODE, 'node-7')
    const db = (await openUploadTimes())!
    expect(Object.fromEntries((await readUploadTimes(db, 'node-7')).times)).toEqual({ zA: 1 })
    expect((await readUploadTimes(db, NODE)).times.size).toBe(0)
    await forgetUploadTimesOf('node-7')
    expect((await readUploadTimes(db, 'node-7')).times.size).toBe(0)
  })
})
