import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { INPUT_INVALID } from '../../../src/api/validation-messages.ts'
import type { AvailabilityInput } from '../../../src/api/schemas/inputs.ts'
import { bytes, startTestSimulator, type Simulator } from './support/simulator.ts'

// A real simulator on a machine shared with other test runs: allow for a slow start or answer.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 20_000 })

const GiB = 1024n ** 3n

const offer = (totalSize: bigint): AvailabilityInput => ({
  totalSize,
  duration: 86400n,
  minPricePerBytePerSecond: 1n,
  totalCollateral: totalSize,
})

describe.each(['spec', 'binary'] as const)(
  'marketplace calls against the simulator (%s wire)',
  (wire) => {
    let sim: Simulator

    beforeAll(async () => {
      sim = await startTestSimulator({ wire })
    })
    afterAll(() => sim.close())
    beforeEach(() => sim.control('/reset'))

    async function uploadedCid(size: number): Promise<string> {
      const result = await sim.client.upload(bytes(size, size)).result
      if (result.error) throw new Error(result.data.message)
      return result.data
    }

    it('creates availabilities and lists them largest first, as numbers', async () => {
      const small = await sim.client.createAvailability(offer(GiB / 2n))
      const large = await sim.client.createAvailability(offer(2n * GiB))
      expect(small).toMatchObject({
        error: false,
        data: { totalSize: GiB / 2n, freeSize: GiB / 2n },
      })
      expect(large).toMatchObject({ error: false, data: { totalCollateral: 2n * GiB } })
      const list = await sim.client.availabilities()
      if (list.error) throw new Error(list.data.message)
      expect(list.data.map((availability) => availability.totalSize)).toEqual([2n * GiB, GiB / 2n])
      expect(typeof list.data[0]?.minPricePerBytePerSecond).toBe('bigint')
    })

    it('passes the quota refusal on', async () => {
      const result = await sim.client.createAvailability(offer(100n * GiB))
      expect(result).toMatchObject({
        error: true,
        data: { message: 'Not enough storage quota', code: 422 },
      })
    })

    it('validates availability input before calling the node', async () => {
      const result = await sim.client.createAvailability({ ...offer(GiB), totalSize: 0n })
      expect(result).toMatchObject({ error: true, data: { message: INPUT_INVALID } })
      expect(await sim.client.availabilities()).toEqual({ error: false, data: [] })
    })

    it('updates an availability (empty answer) and reports an unknown one', async () => {
      const created = await sim.client.createAvailability(offer(GiB))
      if (created.error) throw new Error(created.data.message)
      const updated = await sim.client.updateAvailability({
        ...offer(2n * GiB),
        id: created.data.id,
      })
      expect(updated).toEqual({ error: false, data: undefined })
      const list = await sim.client.availabilities()
      expect(list.error === false && list.data[0]?.totalSize).toBe(2n * GiB)
      const missing = await sim.client.updateAvailability({
        ...offer(GiB),
        id: `0x${'ab'.repeat(32)}`,
      })
      expect(missing).toMatchObject({
        error: true,
        data: { message: 'Availability not found', code: 404 },
      })
    })

    it('lists reservations, empty at first, and reports an unknown availability', async () => {
      const created = await sim.client.createAvailability(offer(GiB))
      if (created.error) throw new Error(created.data.message)
      expect(await sim.client.reservations(created.data.id)).toEqual({ error: false, data: [] })
      expect(await sim.client.reservations(`0x${'cd'.repeat(32)}`)).toMatchObject({
        error: true,
        data: { code: 404 },
      })
    })

    it('shows the active slots of sales and their detail', async () => {
      const created = await sim.client.createAvailability(offer(4n * GiB))
      if (created.error) throw new Error(created.data.message)
      await sim.control('/clock/advance', { seconds: 6 * 3600 })
      const slots = await sim.client.activeSlots()
      if (slots.error) throw new Error(slots.data.message)
      expect(slots.data.length).toBeGreaterThan(0)
      const [slot] = slots.data
      expect(typeof slot?.slotIndex).toBe('number')
      expect(typeof slot?.request.ask.slotSize).toBe('bigint')
      const detail = await sim.client.activeSlot(slot?.id ?? '')
      expect(detail).toMatchObject({ error: false, data: { requestId: slot?.request.id } })
      const reservations = await sim.client.reservations(created.data.id)
      expect(reservations.error === false && reservations.data.length).toBeGreaterThan(0)
      expect(await sim.client.activeSlot(`0x${'ef'.repeat(32)}`)).toMatchObject({
        error: true,
        data: { message: 'Provider not filling slot', code: 404 },
      })
    })

    it('creates a storage request and returns its id with 0x', async () => {
      const cid = await uploadedCid(300000)
      const id = await sim.client.createStorageRequest({
        cid,
        duration: 3600n,
        pricePerBytePerSecond: 1n,
        proofProbability: 1n,
        nodes: 3,
        tolerance: 1,
        expiry: 300n,
        collateralPerByte: 1n,
      })
      if (id.error) throw new Error(id.data.message)
      expect(id.data).toMatch(/^0x[0-9a-f]{64}$/)
      expect(await sim.client.purchaseIds()).toEqual({ error: false, data: [id.data] })
      const detail = await sim.client.purchaseDetail(id.data)
      expect(detail).toMatchObject({
        error: false,
        data: { requestId: id.data, request: { ask: { slots: 3, duration: 3600n }, expiry: 300n } },
      })
      const purchases = await sim.client.purchases()
      expect(purchases).toMatchObject({ error: false, data: [{ requestId: id.data }] })
    })

    it("passes the node's refusal of the spec's default 1 node and tolerance 0 on", async () => {
      const cid = await uploadedCid(300000)
      const result = await sim.client.createStorageRequest({
        cid,
        duration: 3600n,
        pricePerBytePerSecond: 1n,
        proofProbability: 1n,
        expiry: 300n,
        collateralPerByte: 1n,
      })
      expect(result).toMatchObject({
        error: true,
        data: { message: 'Tolerance needs to be bigger then zero', code: 400 },
      })
    })

    it('validates storage request input before calling the node', async () => {
      const cid = await uploadedCid(1000)
      const result = await sim.client.createStorageRequest({
        cid,
        duration: 0n,
        pricePerBytePerSecond: 1n,
        proofProbability: 1n,
        expiry: 300n,
        collateralPerByte: 1n,
      })
      expect(result).toMatchObject({
        error: true,
        data: { message: INPUT_INVALID, issues: [{ path: 'duration', expected: '>=1' }] },
      })
      expect(await sim.client.purchaseIds()).toEqual({ error: false, data: [] })
    })

    it('shows a purchase whose detail fails as state error with the message', async () => {
      const cid = await uploadedCid(300000)
      const input = {
        cid,
        duration: 3600n,
        pricePerBytePerSecond: 1n,
        proofProbability: 1n,
        nodes: 3,
        tolerance: 1,
        expiry: 300n,
        collateralPerByte: 1n,
      }
      const first = await sim.client.createStorageRequest(input)
      const second = await sim.client.createStorageRequest(input)
      if (first.error || second.error) throw new Error('storage request failed')
      await sim.control('/faults', {
        method: 'GET',
        path: `/storage/purchases/${first.data}`,
        status: 500,
        body: 'boom',
      })
      const detailErrors: unknown[] = []
      const purchases = await sim.client.purchases((error) => detailErrors.push(error))
      if (purchases.error) throw new Error(purchases.data.message)
      expect(detailErrors).toEqual([expect.objectContaining({ message: 'boom', code: 500 })])
      expect(purchases.data).toHaveLength(2)
      expect(purchases.data).toContainEqual({
        state: 'error',
        error: 'boom',
        requestId: '',
        request: null,
      })
      expect(purchases.data).toContainEqual(expect.objectContaining({ requestId: second.data }))
    })

    it('reports a missing purchase with the status and its empty body', async () => {
      expect(await sim.client.purchaseDetail(`0x${'12'.repeat(32)}`)).toEqual({
        error: true,
        data: { message: '', code: 404, issues: null, sourceStack: null },
      })
    })

    it('reports a node without a marketplace with 503', async () => {
      await sim.control('/marketplace', { enabled: false })
      for (const result of await Promise.all([
        sim.client.activeSlots(),
        sim.client.availabilities(),
        sim.client.purchaseIds(),
        sim.client.purchases(),
      ])) {
        expect(result).toMatchObject({
          error: true,
          data: { message: 'Persistence is not enabled', code: 503 },
        })
      }
      await sim.control('/marketplace', { enabled: true })
    })
  },
)
