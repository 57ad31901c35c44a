import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { allTasks, cleanStores } from 'nanostores'
import { setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent'
import { createFakeNode, dataItem } from '../../support/fake-node.ts'
import { forgetEveryNode } from './node-reset.ts'

useTestStorageEngine()

const { UPLOAD_DATES_READ_MS } = await import('../../../src/api/deadlines.ts')
const { useTestEnvironment } = await import('../../../src/stores/page/test-environment.ts')
const { files } = await import('../../../src/stores/node/file-list.ts')
const { UPLOAD_TIMES_NOT_KEPT } = await import('../../../src/stores/node/upload-times.ts')
const { UPLOAD_TIMES_DB, uploadDatesLate } =
  await import('../../../src/stores/node/upload-times-db.ts')
const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')
const { $toasts } = await import('../../../src/stores/page/toasts.ts')

const LEGACY_KEY = 'codex-upload-times@url:http://localhost:8080'

let factory: IDBFactory
/** Another tab's connection, holding the dates' database open and never closing it. */
let otherTab: IDBDatabase | undefined

function openInOtherTab(): Promise<IDBDatabase> {
  return new Promise((resolve) => {
    const request = factory.open(UPLOAD_TIMES_DB, 1)
    request.onupgradeneeded = () => request.result.createObjectStore('times')
    request.onsuccess = () => resolve(request.result)
  })
}

/** Lets fake-indexeddb's work (setImmediate) and the stores' promises run. */
const settle = async () => {
  for (let round = 0; round < 20; round += 1) {
    await new Promise((resolve) => setImmediate(resolve))
    await allTasks()
  }
}

const shownDates = () => {
  const list = files.of($activeScope.get()).get()
  return list.state === 'ready' ? list.data.map((file) => [file.cid, file.uploadedAt]) : list.state
}

beforeEach(() => {
  factory = new IDBFactory()
  const node = createFakeNode()
  node.state.files = [dataItem('zA', 'a.txt')]
  useTestEnvironment(node.client, { indexedDb: () => factory })
  $toasts.set([])
  // Only the timers: fake-indexeddb runs on setImmediate.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})

afterEach(async () => {
  vi.useRealTimers()
  otherTab?.close()
  otherTab = undefined
  await settle()
  cleanStores(files.of($activeScope.get()))
  forgetEveryNode()
})

describe('the file list, when the upload dates do not open', () => {
  it('shows the list without dates once the deadline passes, saying why', async () => {
    otherTab = await openInOtherTab()
    // A newer vault's upgrade, blocked by the tab that does not close: opens queue behind it.
    factory.open(UPLOAD_TIMES_DB, 2)
    const stop = files.of($activeScope.get()).listen(() => {})
    await settle()
    expect(shownDates()).toBe('loading')
    await vi.advanceTimersByTimeAsync(UPLOAD_DATES_READ_MS - 1)
    expect(shownDates()).toBe('loading')
    await vi.advanceTimersByTimeAsync(1)
    expect(shownDates()).toEqual([['zA', 0]])
    expect($toasts.get().map((toast) => toast.message)).toEqual([
      `${UPLOAD_TIMES_NOT_KEPT} ${uploadDatesLate(UPLOAD_DATES_READ_MS)}`,
    ])
    stop()
  })

  it('fills the dates in when the database opens after the deadline', async () => {
    setTestStorageKey(LEGACY_KEY, JSON.stringify({ zA: 1600000000 }))
    otherTab = await openInOtherTab()
    // A deletion waits for the other tab to close; the vault's open waits behind it.
    factory.deleteDatabase(UPLOAD_TIMES_DB)
    const stop = files.of($activeScope.get()).listen(() => {})
    await settle()
    await vi.advanceTimersByTimeAsync(UPLOAD_DATES_READ_MS)
    expect(shownDates()).toEqual([['zA', 0]])
    otherTab.close()
    otherTab = undefined
    await settle()
    expect(shownDates()).toEqual([['zA', 1600000000]])
    // One message: the late read said nothing more.
    expect($toasts.get()).toHaveLength(1)
    stop()
  })
})
