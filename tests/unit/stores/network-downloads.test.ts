import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, ok } from '../../../src/api/result.ts'
import { createFakeNode, dataItem, PROFILES } from '../../support/fake-node.ts'
import { PROGRESS_INTERVAL_MS } from '../../../src/stores/cadences.ts'

const { resetEnvironment, setEnvironment } = await import('../../../src/stores/page/environment.ts')
const downloads = await import('../../../src/stores/node/network-downloads.ts')
const { fetchFromNetwork } = await import('../../../src/stores/node/file-actions.ts')
const { setNodeUrl } = await import('../../../src/stores/nodes/active-node.ts')
const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')

const CID = 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj'
const SIZE = 1_048_576n
let node = createFakeNode()
let now = 0
// Each test its own node address, so one test's download store is not the next one's.
let address = 0

const progress = (received: number, bytes: bigint) =>
  ok({ active: true, blocksReceived: received, blocksTotal: 16, bytes })

beforeEach(() => {
  vi.useFakeTimers()
  node = createFakeNode()
  node.state.profile = PROFILES.storage
  node.state.network.set(CID, ok(dataItem(CID, 'remote.bin', SIZE)))
  now = 0
  address += 1
  setNodeUrl(`http://node-${address}.test:8080`)
  setEnvironment({ createNodeClient: () => node.client, now: () => now })
})

afterEach(() => {
  vi.useRealTimers()
  resetEnvironment()
})

/** Lets the node answer and the store take the answer in. */
async function settle() {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

/** One poll later on the store's clock and the environment's. */
async function tick() {
  now += PROGRESS_INTERVAL_MS
  await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL_MS)
}

describe('a network download on a node that downloads in the background', () => {
  it('shows blocks, bytes, speed and time left while it runs, then refreshes the files', async () => {
    node.state.progress.set(CID, progress(0, 0n))
    const finished = downloads.startNetworkDownload($activeScope.get(), CID)
    await settle()
    expect(downloads.networkDownload($activeScope.get(), CID)).toMatchObject({
      state: 'running',
      blocksReceived: 0,
      speed: null,
    })
    node.state.progress.set(CID, progress(4, 262_144n))
    await tick()
    expect(downloads.networkDownload($activeScope.get(), CID)).toMatchObject({
      state: 'running',
      blocksReceived: 4,
      blocksTotal: 16,
      bytes: 262_144n,
      speed: 262_144,
      secondsLeft: 3,
    })
    node.state.progress.delete(CID)
    node.state.stored.add(CID)
    await tick()
    expect(await finished).toMatchObject({ error: false, data: { cid: CID } })
    expect(downloads.networkDownload($activeScope.get(), CID)).toMatchObject({
      state: 'done',
      item: { cid: CID },
    })
    expect(node.calls).toContain('files')
  })

  it('is shared: starting the same cid again joins the download under way', async () => {
    node.state.progress.set(CID, progress(1, 65_536n))
    const first = downloads.startNetworkDownload($activeScope.get(), CID)
    const second = downloads.startNetworkDownload($activeScope.get(), CID)
    expect(second).toBe(first)
    await settle()
    expect(node.calls.filter((call) => call.startsWith('network'))).toHaveLength(1)
    expect(downloads.isDownloading($activeScope.get(), CID)).toBe(true)
  })

  it('can be cancelled: the node is told and the download says so', async () => {
    node.state.progress.set(CID, progress(2, 131_072n))
    const finished = downloads.startNetworkDownload($activeScope.get(), CID)
    await settle()
    await downloads.cancelNetworkDownload($activeScope.get(), CID)
    expect(node.state.cancelled).toEqual([CID])
    expect(await finished).toMatchObject({
      error: true,
      data: { message: downloads.DOWNLOAD_CANCELLED },
    })
    expect(downloads.networkDownload($activeScope.get(), CID)).toEqual({
      state: 'failed',
      message: downloads.DOWNLOAD_CANCELLED,
    })
    const polls = node.calls.length
    await tick()
    expect(node.calls.length).toBe(polls)
  })

  it("keeps running with the node's reason when a cancel fails", async () => {
    node.state.progress.set(CID, progress(2, 131_072n))
    node.answers.cancelDownload = () => fail('Internal error', { code: 500 })
    void downloads.startNetworkDownload($activeScope.get(), CID)
    await settle()
    await downloads.cancelNetworkDownload($activeScope.get(), CID)
    expect(downloads.networkDownload($activeScope.get(), CID)).toMatchObject({
      state: 'running',
      cancelling: false,
      problem: 'Internal error',
    })
  })

  it('survives the node going away: stale while it is gone, then given up', async () => {
    node.state.progress.set(CID, progress(2, 131_072n))
    const finished = downloads.startNetworkDownload($activeScope.get(), CID)
    await settle()
    node.state.up = false
    await tick()
    expect(downloads.networkDownload($activeScope.get(), CID)).toMatchObject({
      state: 'running',
      stale: true,
    })
    for (let i = 0; i < downloads.MAX_FAILED_POLLS; i++) await tick()
    const result = await finished
    expect(result.error && result.data.message).toBe(`${downloads.DOWNLOAD_LOST}: Failed to fetch`)
  })

  it('says the node stopped it when it ends without the file being stored', async () => {
    node.state.progress.set(CID, progress(2, 131_072n))
    const finished = downloads.startNetworkDownload($activeScope.get(), CID)
    await settle()
    node.state.progress.delete(CID)
    await tick()
    expect(await finished).toMatchObject({
      error: true,
      data: { message: downloads.DOWNLOAD_STOPPED },
    })
  })

  it("holds the node's reason when the download cannot start", async () => {
    node.state.network.set(CID, fail('Not enough storage quota', { code: 409 }))
    expect(await downloads.startNetworkDownload($activeScope.get(), CID)).toMatchObject({
      error: true,
    })
    expect(downloads.networkDownload($activeScope.get(), CID)).toEqual({
      state: 'failed',
      message: 'Not enough storage quota',
    })
  })

  it('the Fetch action follows the download on such a node, without a second manifest call', async () => {
    node.state.stored.add(CID)
    const result = await fetchFromNetwork($activeScope.get(), CID)
    expect(result).toMatchObject({ error: false, data: { cid: CID } })
    expect(node.calls.some((call) => call.startsWith('manifest'))).toBe(false)
    expect(node.calls).toContain(`progress ${CID} 1`)
  })

  it('a v0.2.x node keeps the old Fetch: both calls, no progress', async () => {
    node.state.profile = PROFILES.codex020
    expect(await fetchFromNetwork($activeScope.get(), CID)).toMatchObject({ error: false })
    expect(node.calls).toContain(`manifest ${CID}`)
    expect(node.calls.some((call) => call.startsWith('progress'))).toBe(false)
  })
})
