import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createNodeClient, type NodeClient } from '../../../src/api/node-client.ts'
import { launchSimulator, type LaunchedSimulator } from '../../support/simulator.ts'
import { browserTransport } from '../../../src/platform/transport.ts'

interface Counts {
  byRoute: Record<string, number>
}

const marketplaceRequests = (counts: Counts) =>
  Object.keys(counts.byRoute).filter((route) => / \/(sales|storage)\//.test(route))

/** The one client against every simulated node line: detected, then used to the full. */
describe.each([
  { api: 'codex-0.2.0', title: 'Codex', limits: false, downloads: false },
  { api: 'codex-0.2.5', title: 'Codex', limits: true, downloads: false },
  { api: 'storage', title: 'Logos Storage', limits: false, downloads: true },
] as const)('the client on the $api line', ({ api, title, limits, downloads }) => {
  let sim: LaunchedSimulator
  let client: NodeClient
  beforeAll(async () => {
    sim = await launchSimulator({ api, timeScale: 600 })
    client = createNodeClient({ ...browserTransport, url: sim.url })
  })
  afterAll(() => sim.close())

  it('detects the line, its version and what it can do', async () => {
    const profile = await client.detect()
    if (profile.error) throw new Error(profile.data.message)
    expect(profile.data.line.name).toBe(title)
    expect(profile.data.version).toMatch(/^\d+\.\d+\.\d+/)
    expect(profile.data.capabilities).toMatchObject({
      marketplace: api !== 'storage',
      availabilityLimits: limits,
      backgroundDownloads: downloads,
      exists: downloads,
      reachability: downloads,
      deleteFiles: true,
    })
  })

  it('reads the node, its space, files and peers as domain types', async () => {
    const [spr, peerId, space, files, info] = await Promise.all([
      client.spr(),
      client.peerId(),
      client.space(),
      client.files(),
      client.debugInfo(),
    ])
    expect(spr.error || peerId.error || space.error || files.error).toBe(false)
    if (info.error) throw new Error(info.data.message)
    expect(info.data.peers.length).toBeGreaterThan(0)
    expect(info.data.peers.some((peer) => peer.ip !== null)).toBe(true)
    expect(info.data.announcedAddresses.length).toBeGreaterThan(0)
    expect(info.data.reachability === null).toBe(!downloads)
  })

  it('says whether the marketplace is there, asking only a line that has one', async () => {
    await fetch(`${sim.url}/_sim/requests`, { method: 'DELETE' })
    const status = await client.marketplaceStatus()
    expect(status).toMatchObject({ error: false, data: { available: api !== 'storage' } })
    await client.availabilities()
    await client.purchases()
    const counts = (await sim.control('/requests')) as Counts
    expect(marketplaceRequests(counts).length > 0).toBe(api !== 'storage')
  })

  // Only the storage line has background downloads; the others keep v0.2.x's fetch.
  if (downloads)
    it('fetches from the network with progress, and cancels', async () => {
      const state = (await sim.control('/state')) as { networkCids: string[] }
      const [first = '', second = ''] = state.networkCids
      expect(await client.exists(first)).toEqual({ error: false, data: false })
      const started = await client.networkDownload(first)
      if (started.error) throw new Error(started.data.message)
      const { downloadId } = started.data
      expect(downloadId).toMatch(/^\d+$/)
      const progress = await client.downloadProgress(first, downloadId ?? '')
      expect(progress).toMatchObject({ error: false })
      let done = false
      for (let tries = 0; tries < 100 && !done; tries += 1) {
        const now = await client.downloadProgress(first, downloadId ?? '')
        done = !now.error && !now.data.active
        if (!done) await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(done).toBe(true)
      expect(await client.exists(first)).toEqual({ error: false, data: true })

      const other = await client.networkDownload(second)
      if (other.error) throw new Error(other.data.message)
      expect(await client.cancelDownload(second, other.data.downloadId ?? '')).toEqual({
        error: false,
        data: undefined,
      })
      expect(await client.cancelDownload(second, other.data.downloadId ?? '')).toMatchObject({
        error: true,
        data: { code: 404, message: 'Background download not found' },
      })
      expect(await client.deleteFile(first)).toEqual({ error: false, data: undefined })
      expect(await client.exists(first)).toEqual({ error: false, data: false })
    })

  it('detects again when the node restarts as another line', async () => {
    const other = api === 'storage' ? 'codex-0.2.5' : 'storage'
    const moved = createNodeClient({ ...browserTransport, url: sim.url })
    await moved.detect()
    await sim.control('/api', { api: other })
    expect(await moved.spr()).toMatchObject({ error: true, data: { code: 404 } })
    const again = await moved.redetect()
    expect(again).toMatchObject({
      error: false,
      data: { line: { product: other === 'storage' ? 'storage' : 'codex' } },
    })
    expect((await moved.spr()).error).toBe(false)
    await sim.control('/api', { api })
  })
})
