import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  bytes,
  startTestSimulator,
  UNKNOWN_CID,
  uploadedCid,
  type Simulator,
} from './support/simulator.ts'

vi.setConfig({ testTimeout: 20_000, hookTimeout: 20_000 })

describe('the client and advertising on a Logos Storage node (simulated storage line)', () => {
  let sim: Simulator

  beforeAll(async () => {
    sim = await startTestSimulator({ api: 'storage' })
  })
  afterAll(() => sim.close())
  beforeEach(async () => {
    await sim.control('/reset')
  })

  it('finds that the node serves advertising by asking the route', async () => {
    expect(await sim.client.servesAdvertising()).toEqual({ error: false, data: true })
  })

  it('uploads announced by default and private with advertise: false', async () => {
    const announced = await uploadedCid(sim, bytes(5000, 1))
    const private_ = await uploadedCid(sim, bytes(5000, 2), { advertise: false })
    expect(await sim.client.advertised(announced)).toEqual({ error: false, data: true })
    expect(await sim.client.advertised(private_)).toEqual({ error: false, data: false })
  })

  it('changes the state and reads it back', async () => {
    const cid = await uploadedCid(sim, bytes(3000, 3))
    expect(await sim.client.setAdvertised(cid, false)).toEqual({ error: false, data: false })
    expect(await sim.client.advertised(cid)).toEqual({ error: false, data: false })
    expect(await sim.client.setAdvertised(cid, true)).toEqual({ error: false, data: true })
  })

  it("gives the node's words for a dataset it does not hold, and refuses a bad cid without a request", async () => {
    const absent = await sim.client.advertised(UNKNOWN_CID)
    expect(absent).toMatchObject({
      error: true,
      data: { code: 404, message: 'Dataset not found in the local node' },
    })
    expect(await sim.client.setAdvertised('nope', true)).toMatchObject({
      error: true,
      data: { message: 'Incorrect Cid', code: null },
    })
  })

  it('reads an empty SPR while starting and tolerates the extra 2026 debug/info fields', async () => {
    const starting = await startTestSimulator({
      api: 'storage',
      sprStartupDelayMs: 60_000,
      debugInfoExtras: true,
    })
    try {
      const info = await starting.client.debugInfo()
      if (info.error) throw new Error(info.data.message)
      expect(info.data.spr).toBe('')
      expect(info.data.reachability).toMatchObject({ reachability: 'Reachable' })
      expect(info.data.sent).toHaveProperty('dhtAddresses')
      // The node answers 500 `Node SPR not ready`: a node starting, read as an empty record.
      expect(await starting.client.spr()).toEqual({ error: false, data: '' })
    } finally {
      await starting.close()
    }
  })
})

describe('the client and advertising on a Codex node', () => {
  it('finds that the node does not serve advertising, and ignores advertise: false on upload', async () => {
    const sim = await startTestSimulator({ api: 'codex-0.2.5' })
    try {
      expect(await sim.client.servesAdvertising()).toEqual({ error: false, data: false })
      const cid = await uploadedCid(sim, bytes(2000, 4), { advertise: false })
      expect(cid).toMatch(/^z/)
      expect(await sim.client.advertised(cid)).toMatchObject({ error: true, data: { code: 404 } })
    } finally {
      await sim.close()
    }
  })
})
