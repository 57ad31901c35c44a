import { nodeSilent } from '../../../src/api/deadlines.ts'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createNodeClient } from '../../../src/api/node-client.ts'
import { UPLOAD_NETWORK_ERROR } from '../../../src/api/upload.ts'
import { startTestSimulator, type Simulator } from './support/simulator.ts'
import { CALLS } from './support/client-calls.ts'
import { browserTransport } from '../../../src/platform/transport.ts'

// A real simulator on a machine shared with other test runs: allow for a slow start or answer.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 20_000 })

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

    it('gives up on a node that never answers after the answer deadline', async () => {
      await sim.control('/down', { mode: 'hang' })
      const client = createNodeClient({
        ...browserTransport,
        url: sim.url,
        deadlines: { answerMs: 200 },
      })
      const result = await client.spr()
      expect(result).toMatchObject({ error: true, data: { code: 502 } })
      expect(result.error && result.data.message).toBe(nodeSilent(200))
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
