import { describe, expect, it } from 'vitest'
import { parseCli } from '../../../sim/cli.ts'
import { control, startTestSimulator, type TestSimulator } from './sim-harness.ts'

const seededCids = async (sim: TestSimulator): Promise<string[]> =>
  (await (await fetch(`${sim.url}/_sim/state`)).json()).networkCids

const answer = async (url: string, init?: RequestInit) => {
  const response = await fetch(url, init)
  return [response.status, await response.text()] as const
}

const info = async (sim: TestSimulator) => (await fetch(`${sim.api}/debug/info`)).json()

describe('simulator: Logos Storage transport, Mix and download reuse (late 2026)', () => {
  it('refuses any transport but direct or mix on the three network routes', async () => {
    const sim = await startTestSimulator({ api: 'storage', timeScale: 0 })
    const [cid = ''] = await seededCids(sim)
    const bad = [400, "transport must be 'direct' or 'mix'"]
    expect(
      await answer(`${sim.api}/data/${cid}/network?transport=tor`, { method: 'POST' }),
    ).toEqual(bad)
    expect(await answer(`${sim.api}/data/${cid}/network/stream?transport=`)).toEqual(bad)
    expect(await answer(`${sim.api}/data/${cid}/network/manifest?transport=DIRECT`)).toEqual(bad)
    const direct = await fetch(`${sim.api}/data/${cid}/network/manifest?transport=direct`)
    expect(direct.status).toBe(200)
    expect((await direct.json()).cid).toBe(cid)
  })

  it('without Mix: mixPubKey is null and a mix request fails, never falling back', async () => {
    const sim = await startTestSimulator({ api: 'storage', timeScale: 0 })
    const [cid = ''] = await seededCids(sim)
    expect((await info(sim)).mixPubKey).toBeNull()
    const refused = [400, 'Mix is not enabled on this node']
    expect(
      await answer(`${sim.api}/data/${cid}/network?transport=mix`, { method: 'POST' }),
    ).toEqual(refused)
    expect(await answer(`${sim.api}/data/${cid}/network/stream?transport=mix`)).toEqual(refused)
    expect(await answer(`${sim.api}/data/${cid}/network/manifest?transport=mix`)).toEqual(refused)
    expect((await (await fetch(`${sim.api}/data`)).json()).content).toEqual([])
  })

  it('with --mix: a mixPubKey, and mix downloads kept apart from direct ones', async () => {
    const sim = await startTestSimulator({ api: 'storage', timeScale: 0, mix: true })
    const [cid = ''] = await seededCids(sim)
    expect((await info(sim)).mixPubKey).toMatch(/^[0-9a-f]{64}$/)
    const start = async (query: string) =>
      (await (await fetch(`${sim.api}/data/${cid}/network${query}`, { method: 'POST' })).json())
        .downloadId as number
    const mix = await start('?transport=mix')
    const direct = await start('')
    expect(direct).not.toBe(mix)
    expect(await start('?transport=mix')).toBe(mix)
    expect(await start('?transport=direct')).toBe(direct)
    const progress = await (await fetch(`${sim.api}/data/${cid}/network/progress/${mix}`)).json()
    expect(progress).toMatchObject({ active: true, received: 0 })
    const stream = await fetch(`${sim.api}/data/${cid}/network/stream?transport=mix`)
    expect(stream.status).toBe(200)
    expect((await stream.arrayBuffer()).byteLength).toBeGreaterThan(0)
  })

  it('a finished download is not reused: starting again answers a new id', async () => {
    const sim = await startTestSimulator({ api: 'storage', timeScale: 0 })
    const [cid = ''] = await seededCids(sim)
    const start = async () =>
      (await (await fetch(`${sim.api}/data/${cid}/network`, { method: 'POST' })).json())
        .downloadId as number
    const first = await start()
    await control(sim, '/clock/advance', { seconds: 3600 })
    const progress = await (await fetch(`${sim.api}/data/${cid}/network/progress/${first}`)).json()
    expect(progress).toEqual({ active: false })
    expect(await start()).not.toBe(first)
  })

  it('records a peer dialled with /connect among the connections', async () => {
    const sim = await startTestSimulator({ api: 'storage' })
    const before = await info(sim)
    const now = Math.floor(Date.now() / 1000)
    const seen = (before.table.nodes as { peerId: string; lastSeen: number }[]).filter(
      (node) => now - node.lastSeen <= 900,
    )
    const connectedBefore = new Set(
      (before.connections as { peerId: string }[]).map((connection) => connection.peerId),
    )
    const fresh = seen.find((node) => !connectedBefore.has(node.peerId))
    expect(fresh).toBeDefined()
    expect(await answer(`${sim.api}/connect/${fresh?.peerId}`)).toEqual([
      200,
      'Successfully connected to peer',
    ])
    const after = (await info(sim)).connections as { peerId: string; direct: boolean }[]
    expect(after).toContainEqual({ peerId: fresh?.peerId, direct: true })
  })

  it('takes --mix on the command line', () => {
    expect(parseCli(['--mix'])).toEqual({ mix: true })
  })
})
