import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import { startTestSimulator, type Simulator } from '../api/support/simulator.ts'

useTestStorageEngine()
const { resetEnvironment, setEnvironment } = await import('../../../src/stores/page/environment.ts')
const downloads = await import('../../../src/stores/node/network-downloads.ts')
const { setNodeUrl } = await import('../../../src/stores/nodes/active-node.ts')
const { $activeScope, bindingFor, scopeFor } = await import('../../../src/stores/nodes/scope.ts')
const { uploadTimes } = await import('../../../src/stores/node/upload-times.ts')
const { downloadFromNetwork } = await import('../../../src/stores/node/file-actions.ts')
const { forgetStoredNodeValues } = await import('../../../src/stores/nodes/values.ts')

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let sim: Simulator
let cids: string[] = []
let address = 0

beforeAll(async () => {
  sim = await startTestSimulator({ api: 'storage', timeScale: 0, mix: true })
})
afterAll(() => sim.close())

beforeEach(async () => {
  await sim.control('/reset')
  cids = ((await sim.control('/state')) as { networkCids: string[] }).networkCids
  cleanTestStorage()
  forgetStoredNodeValues()
  // Each test its own node key, so one test's downloads are not the next one's.
  address += 1
  setNodeUrl(`${sim.url}/#${address}`)
  setEnvironment({ createNodeClient: () => sim.client })
})
afterEach(() => resetEnvironment())

const scope = () => $activeScope.get()
const advance = (seconds: number) => sim.control('/clock/advance', { seconds })

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 50))
  expect(check()).toBe(true)
}

describe('transfers: network downloads kept per node in the browser (simulated Logos Storage)', () => {
  it('keeps the id and transport of a download it starts, and marks it done when it ends', async () => {
    const cid = cids[0]!
    const finished = downloads.startNetworkDownload(scope(), cid, { transport: 'mix' })
    await until(() => downloads.networkDownload(scope(), cid).state === 'running')
    const running = downloads.networkDownload(scope(), cid)
    expect(running).toMatchObject({ state: 'running', transport: 'mix' })
    const record = downloads.downloadRecords.of(scope()).get()[cid]
    expect(record).toMatchObject({ transport: 'mix', end: null })
    expect(record?.downloadId).toBe(running.state === 'running' ? running.downloadId : '')
    const stored = Object.entries(getTestStorage()).find(([key]) =>
      key.startsWith('codex-network-downloads@'),
    )
    expect(stored?.[1]).toContain(record?.downloadId)

    await advance(3600)
    expect(await finished).toMatchObject({ error: false, data: { cid } })
    expect(downloads.downloadRecords.of(scope()).get()[cid]?.end).toEqual({ state: 'done' })
    // Added to this node now: the file list sorts it by that date.
    const added = uploadTimes.of(scope()).get()[cid] ?? 0
    expect(Math.abs(added - Date.now() / 1000)).toBeLessThan(30)
  })

  it('re-attaches after a reload to a download the node still runs, and follows it to the end', async () => {
    const cid = cids[1]!
    const started = await sim.client.networkDownload(cid)
    if (started.error || started.data.downloadId === null) throw new Error('not started')
    const { item, downloadId } = started.data
    // What the page before the reload kept.
    downloads.recordDownload(
      scope(),
      cid,
      downloads.newDownloadRecord(item, downloadId, 'direct', 1),
    )
    await advance(1)
    downloads.resumeNetworkDownloads(scope())
    await until(() => downloads.networkDownload(scope(), cid).state === 'running')
    expect(downloads.networkDownload(scope(), cid)).toMatchObject({
      state: 'running',
      downloadId,
      blocksReceived: 4,
    })
    await advance(3600)
    await until(() => downloads.networkDownload(scope(), cid).state === 'done')
    expect(downloads.downloadRecords.of(scope()).get()[cid]?.end).toEqual({ state: 'done' })
  })

  it('says plainly that a download the node no longer knows was lost', async () => {
    const cid = cids[2]!
    const manifest = await sim.client.fetchManifest(cid)
    if (manifest.error) throw new Error('no manifest')
    downloads.recordDownload(
      scope(),
      cid,
      downloads.newDownloadRecord(manifest.data, '999', 'direct', 1),
    )
    downloads.resumeNetworkDownloads(scope())
    await until(() => downloads.networkDownload(scope(), cid).state === 'failed')
    expect(downloads.networkDownload(scope(), cid)).toEqual({
      state: 'failed',
      message: downloads.DOWNLOAD_LOST_BY_NODE,
    })
    expect(downloads.downloadRecords.of(scope()).get()[cid]?.end).toEqual({
      state: 'failed',
      message: downloads.DOWNLOAD_LOST_BY_NODE,
    })
  })

  it('cancels, then retries over the same transport', async () => {
    const cid = cids[0]!
    const first = downloads.startNetworkDownload(scope(), cid, { transport: 'mix' })
    await until(() => downloads.networkDownload(scope(), cid).state === 'running')
    await downloads.cancelRunningDownload(scope(), cid)
    expect(await first).toMatchObject({
      error: true,
      data: { message: downloads.DOWNLOAD_CANCELLED },
    })
    expect(downloads.downloadRecords.of(scope()).get()[cid]?.end).toEqual({
      state: 'failed',
      message: downloads.DOWNLOAD_CANCELLED,
    })
    void downloads.retryNetworkDownload(scope(), cid)
    await until(() => downloads.networkDownload(scope(), cid).state === 'running')
    expect(downloads.networkDownload(scope(), cid)).toMatchObject({ transport: 'mix' })
    expect(downloads.downloadRecords.of(scope()).get()[cid]?.end).toBeNull()
    await downloads.cancelRunningDownload(scope(), cid)
  })

  it('the Download card joins a running fetch of the same cid and opens the stored file after', async () => {
    const cid = cids[1]!
    const opened: string[] = []
    setEnvironment({
      createNodeClient: () => sim.client,
      openWindow: (url: string) => void opened.push(url),
    })
    void downloads.startNetworkDownload(scope(), cid)
    await until(() => downloads.networkDownload(scope(), cid).state === 'running')
    const download = downloadFromNetwork(scope(), cid, { transport: 'mix' })
    await advance(3600)
    expect(await download).toBeNull()
    expect(opened).toEqual([sim.client.downloadUrl(cid)])
    const { byRoute } = (await sim.control('/requests')) as { byRoute: Record<string, number> }
    const routes = Object.entries(byRoute)
    const posts = routes.filter(([route]) => route.startsWith('POST /data/'))
    expect(posts.map(([, count]) => count)).toEqual([1])
    expect(routes.some(([route]) => route.includes('/network/stream'))).toBe(false)
  })

  it('reads garbage kept in the browser as no downloads, and drops only the bad entries', () => {
    const good = downloads.newDownloadRecord(
      {
        cid: 'a',
        manifest: {
          treeCid: 't',
          datasetSize: 5n,
          blockSize: 65536n,
          filename: null,
          mimetype: null,
          protected: false,
        },
      },
      '7',
      'direct',
      1,
    )
    // What another page left for a node, read by a page that never wrote it.
    const readBack = (name: string, raw: string) => {
      const other = scopeFor(bindingFor(`http://${name}.test:8080`))
      getTestStorage()[`codex-network-downloads@${other.binding.key}`] = raw
      return downloads.downloadRecords.of(other).get()
    }
    expect(readBack('garbage', '{not json')).toEqual({})
    expect(readBack('array', '[1]')).toEqual({})
    const mixed = {
      a: good,
      b: { ...good, transport: 'tor' },
      c: { ...good, downloadId: -1 },
      d: 'x',
    }
    expect(readBack('mixed', JSON.stringify(mixed))).toEqual({ a: good })
  })
})
