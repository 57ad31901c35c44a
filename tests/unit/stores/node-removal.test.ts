import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent'
import { setEnvironment } from '../../../src/stores/page/environment.ts'
import { forgetEveryNode } from './node-reset.ts'

useTestStorageEngine()

const { addNode, removeNode } = await import('../../../src/stores/nodes/list.ts')
const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')
const { nodeValues, nodeValueKey } = await import('../../../src/stores/nodes/values.ts')
const { recordUploadTime, uploadTimes } = await import('../../../src/stores/node/upload-times.ts')
const { networkDownloads } = await import('../../../src/stores/node/network-download-list.ts')
const { openUploadTimes, readUploadTimes } =
  await import('../../../src/stores/node/upload-times-db.ts')
const { addSeries, historyNodes, openHistory } =
  await import('../../../src/stores/history/history-db.ts')
const { silenceIds } = await import('../../../src/stores/node/alerts/silences.ts')

const REMOVED = 'node-2'
const anything = (json: unknown) => json

beforeEach(() => {
  const databases = new IDBFactory()
  setEnvironment({ indexedDb: () => databases })
  forgetEveryNode()
})
afterEach(() => forgetEveryNode())

describe('removing a node', () => {
  it('takes everything the browser kept for it, a kind added later included', async () => {
    addNode({ name: 'Home', url: 'http://127.0.0.1:8080' })
    addNode({ name: 'Hosted', url: 'http://10.0.0.2:8080' }, { activate: true })
    const scope = $activeScope.get()
    expect(scope.binding.key).toBe(REMOVED)
    for (const [name] of nodeValues)
      setTestStorageKey(nodeValueKey(name, REMOVED), JSON.stringify(`kept ${name}`))
    silenceIds.of(scope).set({ 'node-unreachable': 'silence-1' })
    recordUploadTime(scope, 'zCid', 1_700_000_000)
    networkDownloads.of(scope).set({ zCid: { state: 'failed', message: 'lost' } })
    const times = await openUploadTimes()
    await vi.waitFor(async () =>
      expect((await readUploadTimes(times!, REMOVED)).times.size).toBe(1),
    )
    const history = await openHistory()
    await addSeries(history, { node: REMOVED, series: 's', line: 'codex', since: 0 })

    removeNode(REMOVED)

    const keptFor = (node: string) =>
      Object.keys(getTestStorage()).filter((key) => key.endsWith(`@${node}`))
    expect(keptFor(REMOVED)).toEqual([])
    await vi.waitFor(async () => {
      expect((await readUploadTimes(times!, REMOVED)).times.size).toBe(0)
      expect(await historyNodes(history)).toEqual([])
    })
    // The same node added again takes the removed one's id and finds none of its values, in memory
    // either.
    addNode({ name: 'Hosted again', url: 'http://10.0.0.2:8080' }, { activate: true })
    const next = $activeScope.get()
    expect(next.binding.key).toBe(REMOVED)
    expect(silenceIds.of(next).get()).toEqual({})
    for (const [name] of nodeValues)
      expect(next.value(name, anything, null).get()).not.toBe(`kept ${name}`)
    expect(uploadTimes.of(next).get()).toEqual({})
    expect(networkDownloads.of(next).get()).toEqual({})
    expect(next).not.toBe(scope)
  })
})
