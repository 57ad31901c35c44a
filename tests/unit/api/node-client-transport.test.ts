import { afterEach, describe, expect, it, vi } from 'vitest'
import { startTestSimulator, type Simulator } from './support/simulator.ts'

vi.setConfig({ testTimeout: 20_000, hookTimeout: 20_000 })

/** Late-2026 Logos Storage: `?transport=` on the network fetches, Mix discovered from debug info. */
describe('the client: network fetches over Mix or direct (simulated storage line)', () => {
  const running: Simulator[] = []
  afterEach(async () => {
    while (running.length > 0) await running.pop()?.close()
  })
  async function start(mix: boolean) {
    const sim = await startTestSimulator({ api: 'storage', timeScale: 0, mix })
    running.push(sim)
    const { networkCids } = (await sim.control('/state')) as { networkCids: string[] }
    return { sim, cid: networkCids[0]! }
  }

  it('finds Mix from debug/info.mixPubKey and starts a mix download apart from a direct one', async () => {
    const { sim, cid } = await start(true)
    const profile = await sim.client.detect()
    expect(profile).toMatchObject({ error: false, data: { capabilities: { mix: true } } })
    const mix = await sim.client.networkDownload(cid, { transport: 'mix' })
    const direct = await sim.client.networkDownload(cid)
    const again = await sim.client.networkDownload(cid, { transport: 'mix' })
    if (mix.error || direct.error || again.error) throw new Error('no download')
    expect(mix.data.downloadId).not.toBe(direct.data.downloadId)
    expect(again.data.downloadId).toBe(mix.data.downloadId)
    expect(await sim.client.fetchManifest(cid, { transport: 'mix' })).toMatchObject({
      error: false,
      data: { cid },
    })
    expect(sim.client.networkStreamUrl(cid, { transport: 'mix' })).toMatch(
      /\/network\/stream\?transport=mix$/,
    )
    expect(sim.client.networkStreamUrl(cid)).toMatch(/\/network\/stream$/)
  })

  it('a node without Mix says so, and refuses a mix fetch with its own text', async () => {
    const { sim, cid } = await start(false)
    const profile = await sim.client.detect()
    expect(profile).toMatchObject({ error: false, data: { capabilities: { mix: false } } })
    const refused = await sim.client.networkDownload(cid, { transport: 'mix' })
    expect(refused).toMatchObject({
      error: true,
      data: { code: 400, message: 'Mix is not enabled on this node' },
    })
    expect(await sim.client.networkDownload(cid, { transport: 'direct' })).toMatchObject({
      error: false,
    })
  })
})
