import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createNodeClient, type NodeClient } from '../../../src/api/node-client.ts'
import type { Result } from '../../../src/api/result.ts'
import { UPLOAD_NETWORK_ERROR } from '../../../src/api/upload.ts'
import { startTestSimulator, type Simulator } from './support/simulator.ts'

// A real simulator on a machine shared with other test runs: allow for a slow start or answer.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 20_000 })

const ID = `0x${'ab'.repeat(32)}`
const CID = 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj'

/** Every call of the client that reaches the node with fetch. */
const CALLS: [string, (client: NodeClient) => Promise<Result<unknown>>][] = [
  ['files', (c) => c.files()],
  ['space', (c) => c.space()],
  ['networkDownload', (c) => c.networkDownload(CID)],
  ['fetchManifest', (c) => c.fetchManifest(CID)],
  ['deleteFile', (c) => c.deleteFile(CID)],
  ['connect', (c) => c.connect('16Uiu2HAmJ3TSfPnrJNedHy2DMsjTqwBiVAQQqPo579DuMgGxmG99')],
  ['spr', (c) => c.spr()],
  ['peerId', (c) => c.peerId()],
  ['debugInfo', (c) => c.debugInfo()],
  ['setLogLevel', (c) => c.setLogLevel('WARN')],
  ['activeSlots', (c) => c.activeSlots()],
  ['activeSlot', (c) => c.activeSlot(ID)],
  ['availabilities', (c) => c.availabilities()],
  [
    'createAvailability',
    (c) =>
      c.createAvailability({
        totalSize: 1,
        duration: 1,
        minPricePerBytePerSecond: 1,
        totalCollateral: 1,
      }),
  ],
  [
    'updateAvailability',
    (c) =>
      c.updateAvailability({
        id: ID,
        totalSize: 1,
        duration: 1,
        minPricePerBytePerSecond: 1,
        totalCollateral: 1,
      }),
  ],
  ['reservations', (c) => c.reservations(ID)],
  ['purchaseIds', (c) => c.purchaseIds()],
  ['purchases', (c) => c.purchases()],
  ['purchaseDetail', (c) => c.purchaseDetail(ID)],
  [
    'createStorageRequest',
    (c) =>
      c.createStorageRequest({
        cid: CID,
        duration: 60,
        pricePerBytePerSecond: 1,
        proofProbability: 1,
        expiry: 30,
        collateralPerByte: 1,
      }),
  ],
]

const JSON_CALLS = new Set([
  'files',
  'space',
  'networkDownload',
  'fetchManifest',
  'spr',
  'peerId',
  'debugInfo',
  'activeSlots',
  'activeSlot',
  'availabilities',
  'createAvailability',
  'reservations',
  'purchaseIds',
  'purchases',
  'purchaseDetail',
])

describe('the client against simulator faults', () => {
  let sim: Simulator

  beforeAll(async () => {
    sim = await startTestSimulator()
  })
  afterAll(() => sim.close())
  beforeEach(async () => {
    await sim.control('/up')
    await sim.control('/reset')
  })

  describe('node down', () => {
    it.each(CALLS)('%s yields code 502 with the failure message', async (_name, call) => {
      await sim.control('/down', { mode: 'reset' })
      const result = await call(sim.client)
      expect(result).toMatchObject({ error: true, data: { code: 502, issues: null } })
      expect(result.error && result.data.message).toBe('fetch failed')
    })

    it('an upload yields the spec text for a network error', async () => {
      await sim.control('/down', { mode: 'reset' })
      expect(await sim.client.upload(new Blob(['x'])).result).toEqual({
        error: true,
        data: { message: UPLOAD_NETWORK_ERROR, code: null, issues: null, sourceStack: null },
      })
    })

    it('gives up on a node that never answers when a timeout is set', async () => {
      await sim.control('/down', { mode: 'hang' })
      const client = createNodeClient({ url: sim.url, timeoutMs: 200 })
      const result = await client.spr()
      expect(result).toMatchObject({ error: true, data: { code: 502 } })
      expect(result.error && result.data.message).toMatch(/timeout/i)
    })

    it('works again once the node is back', async () => {
      await sim.control('/down', { mode: 'reset' })
      expect((await sim.client.spr()).error).toBe(true)
      await sim.control('/up')
      expect((await sim.client.spr()).error).toBe(false)
    })
  })

  describe('an error status', () => {
    it.each(CALLS)('%s yields the status and the body text', async (_name, call) => {
      await sim.control('/faults', { path: '**', status: 500, body: 'Something broke', times: 99 })
      expect(await call(sim.client)).toEqual({
        error: true,
        data: { message: 'Something broke', code: 500, issues: null, sourceStack: null },
      })
    })
  })

  describe('garbage JSON', () => {
    it.each(CALLS.filter(([name]) => JSON_CALLS.has(name)))(
      '%s yields the parse message with a null code',
      async (_name, call) => {
        await sim.control('/faults', { path: '**', malformed: true, times: 99 })
        const result = await call(sim.client)
        if (!result.error) throw new Error('expected an error')
        expect(result.data.code).toBeNull()
        expect(result.data.message).toMatch(/JSON/)
        expect(result.data.sourceStack).toMatch(/SyntaxError/)
      },
    )
  })
})
