import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { bytes, startTestSimulator, type Simulator } from './support/simulator.ts'

// A real simulator on a machine shared with other test runs: allow for a slow start or answer.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 20_000 })

/** Network downloads, `exists` and delete, against the simulator's Logos Storage line. */
describe('the client against a Logos Storage node (simulated storage line)', () => {
  let sim: Simulator
  let networkCids: string[] = []

  beforeAll(async () => {
    sim = await startTestSimulator({ api: 'storage' })
  })
  afterAll(() => sim.close())
  beforeEach(async () => {
    await sim.control('/reset')
    networkCids = ((await sim.control('/state')) as { networkCids: string[] }).networkCids
  })

  async function advance(seconds: number) {
    await sim.control('/clock/advance', { seconds })
  }

  it('detects background downloads and exists', async () => {
    const profile = await sim.client.detect()
    expect(profile).toMatchObject({
      error: false,
      data: { capabilities: { backgroundDownloads: true, exists: true, deleteFiles: true } },
    })
  })

  it('follows a download whose progress moves with the simulated clock, to the end', async () => {
    const cid = networkCids[1]!
    expect(await sim.client.exists(cid)).toEqual({ error: false, data: false })
    const started = await sim.client.networkDownload(cid)
    if (started.error) throw new Error(started.data.message)
    const { item, downloadId } = started.data
    expect(item).toMatchObject({ cid, manifest: { datasetSize: 1_200_000n } })
    expect(downloadId).toMatch(/^\d+$/)

    const first = await sim.client.downloadProgress(cid, downloadId!)
    await advance(2)
    const later = await sim.client.downloadProgress(cid, downloadId!)
    if (first.error || later.error) throw new Error('no progress')
    expect(later.data).toMatchObject({ active: true, blocksTotal: 19 })
    expect(later.data.blocksReceived).toBeGreaterThan(first.data.blocksReceived)
    expect(later.data.bytes).toBeGreaterThan(first.data.bytes)
    expect(await sim.client.exists(cid)).toEqual({ error: false, data: false })

    await advance(60)
    expect(await sim.client.downloadProgress(cid, downloadId!)).toMatchObject({
      error: false,
      data: { active: false },
    })
    expect(await sim.client.exists(cid)).toEqual({ error: false, data: true })
    const files = await sim.client.files()
    expect(!files.error && files.data.map((file) => file.cid)).toContain(cid)
  })

  it('cancels a download: it stops, the file never arrives, a second cancel is a 404', async () => {
    const cid = networkCids[1]!
    const started = await sim.client.networkDownload(cid)
    if (started.error || started.data.downloadId === null) throw new Error('not started')
    const id = started.data.downloadId
    await advance(1)
    expect(await sim.client.cancelDownload(cid, id)).toEqual({ error: false, data: undefined })
    expect(await sim.client.downloadProgress(cid, id)).toMatchObject({ data: { active: false } })
    await advance(60)
    expect(await sim.client.exists(cid)).toEqual({ error: false, data: false })
    expect(await sim.client.cancelDownload(cid, id)).toMatchObject({
      error: true,
      data: { code: 404, message: 'Background download not found' },
    })
  })

  it('deletes a stored file: exists turns false and the list forgets it', async () => {
    const uploaded = await sim.client.upload(bytes(70_000), { filename: 'a.bin' }).result
    if (uploaded.error) throw new Error(uploaded.data.message)
    const cid = uploaded.data
    expect(await sim.client.exists(cid)).toEqual({ error: false, data: true })
    expect(await sim.client.deleteFile(cid)).toEqual({ error: false, data: undefined })
    expect(await sim.client.exists(cid)).toEqual({ error: false, data: false })
    const files = await sim.client.files()
    expect(!files.error && files.data.map((file) => file.cid)).not.toContain(cid)
    expect(await sim.client.deleteFile('not a cid')).toMatchObject({ error: true })
  })
})
