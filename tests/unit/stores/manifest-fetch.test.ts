import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fail, ok } from '../../../src/api/result.ts'
import { NOT_FOUND_YET } from '../../../src/api/deadlines.ts'
import type { NetworkFetchOptions } from '../../../src/api/network-download.ts'
import { createFakeNode, dataItem } from '../../support/fake-node.ts'

const { resetEnvironment, setEnvironment } = await import('../../../src/stores/page/environment.ts')
const { fetchManifest, keepWaitingForManifest, manifestFetch } =
  await import('../../../src/stores/node/manifest-fetch.ts')
const { networkDownload } = await import('../../../src/stores/node/network-download-list.ts')
const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')

const CID = 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj'
let node = createFakeNode()

beforeEach(() => {
  node = createFakeNode()
  manifestFetch.of($activeScope.get()).set({ state: 'idle' })
  setEnvironment({ createNodeClient: () => node.client })
})

afterEach(() => resetEnvironment())

describe('the manifest fetch flow', () => {
  it('is fetching while the node works, then holds what it got', async () => {
    node.state.network.set(CID, ok(dataItem(CID, 'remote.pdf', 2048n, 'application/pdf')))
    const done = fetchManifest($activeScope.get(), CID)
    expect(manifestFetch.of($activeScope.get()).get()).toEqual({ state: 'fetching', cid: CID })
    expect(await done).toBe(true)
    expect(manifestFetch.of($activeScope.get()).get()).toMatchObject({
      state: 'fetched',
      item: { cid: CID },
    })
  })

  it("holds the node's reason when it fails, or says it gave none", async () => {
    node.state.network.set(CID, fail('Dataset not found', { code: 404 }))
    expect(await fetchManifest($activeScope.get(), CID)).toBe(false)
    expect(manifestFetch.of($activeScope.get()).get()).toEqual({
      state: 'failed',
      message: 'Dataset not found',
      cid: CID,
    })
    node.state.network.set(CID, fail('', { code: 500 }))
    await fetchManifest($activeScope.get(), CID)
    expect(manifestFetch.of($activeScope.get()).get()).toEqual({
      state: 'failed',
      message: 'The node gave no reason.',
      cid: CID,
    })
  })

  it('refuses a cid that is not one before asking the node', async () => {
    expect(await fetchManifest($activeScope.get(), 'hello')).toBe(false)
    expect(manifestFetch.of($activeScope.get()).get()).toMatchObject({ state: 'failed' })
  })

  it('offers to keep waiting once not found in time, and then waits with no deadline', async () => {
    const scope = $activeScope.get()
    node.state.network.set(CID, fail(NOT_FOUND_YET, { code: 502 }))
    expect(await fetchManifest(scope, CID)).toBe(false)
    expect(manifestFetch.of(scope).get()).toEqual({
      state: 'failed',
      message: NOT_FOUND_YET,
      cid: CID,
    })
    const asked: (NetworkFetchOptions | undefined)[] = []
    const networkDownloadOf = node.client.networkDownload.bind(node.client)
    node.client.networkDownload = (cid, options) => {
      asked.push(options)
      return networkDownloadOf(cid, options)
    }
    node.state.network.set(CID, ok(dataItem(CID, 'late.pdf', 2048n, 'application/pdf')))
    const waiting = keepWaitingForManifest(scope)
    expect(manifestFetch.of(scope).get()).toEqual({ state: 'waiting', cid: CID })
    await waiting
    expect(asked).toEqual([{ transport: 'direct', untilFound: true }])
    expect(networkDownload(scope, CID)).toMatchObject({ state: 'done' })
    expect(manifestFetch.of(scope).get()).toMatchObject({ state: 'fetched', item: { cid: CID } })
  })
})
