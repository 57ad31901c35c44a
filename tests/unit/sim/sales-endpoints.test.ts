import { describe, expect, it } from 'vitest'
import { control, startTestSimulator } from './sim-harness.ts'

describe('simulator host sales', () => {
  it('lets simulated buyers reserve space and fill slots, then gives the space back', async () => {
    const sim = await startTestSimulator({ seed: 'buyers', quotaBytes: 1024 ** 3 })
    const created = await fetch(`${sim.api}/sales/availability`, {
      method: 'POST',
      body: JSON.stringify({
        totalSize: String(256 * 1024 ** 2),
        duration: String(2 * 86400),
        minPricePerBytePerSecond: '1',
        totalCollateral: String(1024 ** 3),
      }),
    })
    const availability = await created.json()
    expect(await (await fetch(`${sim.api}/sales/slots`)).json()).toEqual([])

    await control(sim, '/clock/advance', { seconds: 6000 })
    const reservations = await (
      await fetch(`${sim.api}/sales/availability/${availability.id}/reservations`)
    ).json()
    expect(reservations.length).toBeGreaterThan(0)
    const reserved = reservations.reduce(
      (sum: number, r: { size: string }) => sum + Number(r.size),
      0,
    )
    for (const reservation of reservations) {
      expect(reservation).toEqual({
        id: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        availabilityId: availability.id,
        size: expect.stringMatching(/^\d+$/),
        requestId: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        slotIndex: expect.stringMatching(/^\d+$/),
      })
    }
    const [after] = await (await fetch(`${sim.api}/sales/availability`)).json()
    expect(Number(after.freeSize)).toBe(256 * 1024 ** 2 - reserved)
    expect(BigInt(after.totalRemainingCollateral)).toBeLessThan(BigInt(1024 ** 3))

    const slots = await (await fetch(`${sim.api}/sales/slots`)).json()
    expect(slots.length).toBeGreaterThan(0)
    const [slot] = slots
    expect(slot).toEqual({
      request: expect.any(Object),
      slotIndex: expect.any(String),
      id: expect.stringMatching(/^0x/),
    })
    const detail = await (await fetch(`${sim.api}/sales/slots/${slot.id}`)).json()
    expect(detail).toMatchObject({
      state: expect.stringMatching(/^Sale(Filled|Proving|Payout)$/),
      requestId: slot.request.id,
      slotIndex: slot.slotIndex,
      reservation: { availabilityId: availability.id },
    })
    expect((await fetch(`${sim.api}/sales/slots/not-hex`)).status).toBe(400)
    const unknown = await fetch(`${sim.api}/sales/slots/0x${'11'.repeat(32)}`)
    expect([unknown.status, await unknown.text()]).toEqual([404, 'Provider not filling slot'])

    await fetch(`${sim.url}/_sim/marketplace`, {
      method: 'POST',
      body: JSON.stringify({ enabled: false }),
    })
    await control(sim, '/clock/advance', { seconds: 8 * 86400 })
    await control(sim, '/marketplace', { enabled: true })
    const [settled] = await (await fetch(`${sim.api}/sales/availability`)).json()
    expect(settled.freeSize).toBe(settled.totalSize)
    expect(await (await fetch(`${sim.api}/sales/slots`)).json()).toEqual([])
  })
})
