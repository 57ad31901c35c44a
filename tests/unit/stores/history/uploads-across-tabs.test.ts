// Two tabs of one browser, each its own copy of the stores: only the leading one records history.
import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { allTasks } from 'nanostores'
import { useTestStorageEngine } from '@nanostores/persistent'
import { ok } from '../../../../src/api/result.ts'
import { createFakeNode } from '../../../support/fake-node.ts'
import { fakeChannels } from '../fake-tabs.ts'

useTestStorageEngine()

const NODE_URL = 'http://127.0.0.1:8080'

/** A tab: the stores loaded anew, bound to this browser's IndexedDB and tab channel. */
async function openTab(tabChannel: ReturnType<typeof fakeChannels>) {
  vi.resetModules()
  const { useTestEnvironment } = await import('../../../../src/stores/page/test-environment.ts')
  const { bindingFor, scopeFor } = await import('../../../../src/stores/nodes/scope.ts')
  const { recordNode } = await import('../../../../src/stores/history/recorder.ts')
  const { startUploads } = await import('../../../../src/stores/node/uploads.ts')
  const history = await import('../../../../src/stores/history/history-db.ts')
  const node = createFakeNode()
  useTestEnvironment(node.client, { indexedDb: () => indexedDB, tabChannel })
  const scope = scopeFor(bindingFor(NODE_URL))
  return {
    scope,
    history,
    /** What `$recordedNodes` does in the leading tab. */
    record: () => recordNode(scope),
    async upload(bytes: number) {
      startUploads(scope, [new File([new Uint8Array(bytes)], 'a.bin')])
      const sent = node.uploads[node.uploads.length - 1]
      sent?.progress(bytes)
      sent?.answer(ok(`zCid${node.uploads.length}`))
      await new Promise((resolve) => setTimeout(resolve, 0))
      await allTasks()
    },
  }
}

describe('uploads in history, across tabs', () => {
  afterEach(() => vi.resetModules())

  it("counts an upload made in a tab that does not lead in the leader's record, and the leader's own once", async () => {
    const tabChannel = fakeChannels()
    const leader = await openTab(tabChannel)
    const other = await openTab(tabChannel)
    const stopRecording = leader.record()

    await other.upload(100)
    await leader.upload(50)
    stopRecording()

    const { history, scope } = leader
    const counted = async () => {
      const db = await history.openHistory()
      const { buckets } = await history.readBuckets(db, scope.binding.key, { levels: ['m1'] })
      return buckets.reduce(
        (sum, bucket) => ({
          uploads: sum.uploads + Number(bucket.counters.uploads ?? 0),
          bytes: sum.bytes + Number(bucket.counters.uploadBytes ?? 0),
        }),
        { uploads: 0, bytes: 0 },
      )
    }
    await vi.waitFor(async () => expect(await counted()).toEqual({ uploads: 2, bytes: 150 }))
    await history.clearAllHistory(await history.openHistory())
  })
})
