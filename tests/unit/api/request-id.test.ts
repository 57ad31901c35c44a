import { describe, expect, it } from 'vitest'
import { isRequestId, toRequestId } from '../../../src/api/request-id.ts'
import { Purchase, Reservation } from '../../../src/api/schemas/marketplace.ts'

const HEX = 'AB'.repeat(32)
const KEPT = `0x${'ab'.repeat(32)}`

describe('the request id', () => {
  it('is normalised one way whichever way the node wrote it', () => {
    for (const raw of [HEX, `0x${HEX}`, `0X${HEX}`, ` 0x${HEX.toLowerCase()}\n`, KEPT]) {
      expect(toRequestId(raw)).toBe(KEPT)
    }
  })

  it('keeps what is not hex as the node wrote it (shown as text, never made an id)', () => {
    const html = '<img src=x onerror="alert(1)">'
    expect(toRequestId(html)).toBe(html)
    expect(toRequestId('0xNOTHEX')).toBe('0xNOTHEX')
  })

  it('stays empty for a purchase without one', () => {
    expect(toRequestId('')).toBe('')
    expect(toRequestId('0x')).toBe('')
  })

  it('is told apart from what is not one', () => {
    expect(isRequestId(KEPT)).toBe(true)
    expect(isRequestId(`0x${HEX}`)).toBe(true)
    expect(isRequestId(HEX)).toBe(false)
    expect(isRequestId('0xnothex')).toBe(false)
    expect(isRequestId('')).toBe(false)
  })

  it('comes out of the node answers normalised', () => {
    const purchase = Purchase().parse({ requestId: `0x${HEX}`, state: 'started' })
    expect(purchase.requestId).toBe(KEPT)
    expect(Purchase().parse({ state: 'error' }).requestId).toBe('')
    const reservation = Reservation().parse({
      id: '0x01',
      availabilityId: '0x02',
      size: '1',
      requestId: HEX,
      slotIndex: 0,
    })
    expect(reservation.requestId).toBe(KEPT)
  })
})
