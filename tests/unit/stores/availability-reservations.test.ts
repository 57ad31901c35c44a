import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toRequestId } from '../../../src/api/request-id.ts'
import { allTasks, cleanStores } from 'nanostores'
import { useTestStorageEngine } from '@nanostores/persistent'
import { fail, ok } from '../../../src/api/result.ts'
import type { Availability, Reservation } from '../../../src/api/schemas/marketplace.ts'
import { createFakeNode } from '../../support/fake-node.ts'
import { AVAILABILITIES_POLL_MS } from '../../../src/stores/cadences.ts'

useTestStorageEngine()
const { resetEnvironment, setEnvironment } = await import('../../../src/stores/page/environment.ts')
const { availabilitiesQuery } = await import('../../../src/stores/node/availabilities.ts')
const { space } = await import('../../../src/stores/node/space.ts')
const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')
const { availabilityReservations, reservationsQuery } =
  await import('../../../src/stores/node/availability-reservations.ts')

const A = `0x${'0a'.repeat(32)}`
const B = `0x${'0b'.repeat(32)}`

const availability = (id: string): Availability => ({
  id,
  totalSize: 1048576n,
  freeSize: 1048576n,
  duration: 3600n,
  minPricePerBytePerSecond: 1n,
  totalCollateral: 1n,
  totalRemainingCollateral: 1n,
})
const reservation = (id: string, availabilityId: string): Reservation => ({
  id,
  availabilityId,
  size: 262144n,
  requestId: toRequestId('99'.repeat(32)),
  slotIndex: 0,
})

let fake = createFakeNode()
const reportError = vi.fn()

beforeEach(() => {
  fake = createFakeNode()
  fake.state.availabilities = [availability(A), availability(B)]
  fake.state.reservations = { [A]: ok([reservation('0x01', A)]), [B]: ok([]) }
  fake.state.space = {
    totalBlocks: 0,
    quotaMaxBytes: 1n,
    quotaReservedBytes: 0n,
    quotaUsedBytes: 0n,
  }
  reportError.mockClear()
  setEnvironment({
    createNodeClient: () => fake.client,
    reportError,
    pageVisible: () => true,
    watchPage: () => () => {},
  })
})
/** Lets every load finish, including the reservations load the list's answer starts. */
async function settle() {
  for (let round = 0; round < 5; round++) {
    await allTasks()
    await new Promise((resolve) => setImmediate(resolve))
  }
}

afterEach(() => {
  vi.useRealTimers()
  cleanStores(
    availabilityReservations($activeScope.get(), A),
    availabilityReservations($activeScope.get(), B),
    reservationsQuery.of($activeScope.get()),
    availabilitiesQuery.of($activeScope.get()),
    space.of($activeScope.get()),
  )
  resetEnvironment()
})

describe("each availability's reservations", () => {
  it('come from one store per id, read for every availability once the list is in', async () => {
    const a = availabilityReservations($activeScope.get(), A)
    expect(availabilityReservations($activeScope.get(), A)).toBe(a)
    const stop = [
      a.listen(() => {}),
      availabilityReservations($activeScope.get(), B).listen(() => {}),
    ]
    await settle()
    expect(a.get()).toMatchObject({ state: 'ready', data: [{ id: '0x01' }] })
    expect(availabilityReservations($activeScope.get(), B).get()).toEqual({
      state: 'ready',
      data: [],
    })
    expect(fake.counts.availabilities).toBe(1)
    for (const unbind of stop) unbind()
  })

  it("say why one availability's could not be read, reported, without hiding the others", async () => {
    fake.state.reservations[B] = fail('Availability not found', { code: 404 })
    const stop = availabilityReservations($activeScope.get(), B).listen(() => {})
    await settle()
    expect(availabilityReservations($activeScope.get(), B).get()).toEqual({
      state: 'error',
      message: 'Availability not found',
    })
    expect(availabilityReservations($activeScope.get(), A).get()).toMatchObject({ state: 'ready' })
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ code: 404 }), {
      query: 'reservations',
    })
    stop()
  })

  it('follow the availabilities poll, and the shown space with them', async () => {
    // The clock too: a poll counts from the last answer's time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const stop = availabilityReservations($activeScope.get(), A).listen(() => {})
    const stopSpace = space.of($activeScope.get()).listen(() => {})
    await vi.advanceTimersByTimeAsync(0)
    await settle()
    fake.state.reservations[A] = ok([reservation('0x01', A), reservation('0x02', A)])
    await vi.advanceTimersByTimeAsync(AVAILABILITIES_POLL_MS)
    await settle()
    expect(fake.counts.availabilities).toBe(2)
    const value = availabilityReservations($activeScope.get(), A).get()
    expect(value.state === 'ready' && value.data.map((each) => each.id)).toEqual(['0x01', '0x02'])
    // Its own first load, then once per availabilities answer after it.
    expect(fake.counts.space).toBeGreaterThanOrEqual(2)
    stop()
    stopSpace()
    // Unmounted, nothing polls any more.
    await vi.advanceTimersByTimeAsync(AVAILABILITIES_POLL_MS * 3)
    expect(fake.counts.availabilities).toBe(2)
  })
})
