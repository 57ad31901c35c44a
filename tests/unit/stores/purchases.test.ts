import { describe, expect, it } from 'vitest'
import { toRequestId } from '../../../src/api/request-id.ts'
import type { Purchase } from '../../../src/api/schemas/marketplace.ts'
import { purchasesStillMoving, toPurchaseRows } from '../../../src/stores/node/purchases.ts'

const FILE = 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj'
const VERIFIABLE = 'zDvZRwzkyw1E7ABaUSmgtNEDjC7opzhUoHo99Vpvc98cDWeCs47u'
const id = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

function purchase(rawId: string, state: string, cid = VERIFIABLE): Purchase {
  const requestId = toRequestId(rawId)
  return {
    requestId,
    state,
    error: state === 'cancelled' ? 'Purchase cancelled due to timeout' : null,
    request: {
      id: requestId,
      ask: {
        slots: 3,
        slotSize: 262144n,
        duration: 2n ** 64n,
        proofProbability: 1n,
        pricePerBytePerSecond: 2n ** 200n,
      },
      content: { cid },
      expiry: 300n,
    },
  }
}

const unreadable: Purchase = {
  requestId: toRequestId(''),
  state: 'error',
  error: 'boom',
  request: null,
}

describe('the purchases table rows', () => {
  it('name the file the user chose (linked here) before the cid the request names', () => {
    const rows = toPurchaseRows(
      [purchase(id(1), 'started'), purchase(id(2), 'finished', FILE)],
      { [id(1)]: FILE },
      {},
      new Map([[FILE, 'report.pdf']]),
    )
    expect(rows.map((row) => [row.cid, row.file])).toEqual([
      [FILE, 'report.pdf'],
      [FILE, 'report.pdf'],
    ])
    expect(rows[0]?.pricePerBytePerSecond).toBe(2n ** 200n)
    expect(rows[0]?.durationSeconds).toBe(2n ** 64n)
  })

  it('keep an unreadable purchase as an error row with its message and no id', () => {
    const rows = toPurchaseRows([unreadable, unreadable], {}, {}, new Map())
    expect(rows).toHaveLength(2)
    expect(new Set(rows.map((row) => row.key)).size).toBe(2)
    expect(rows[0]).toMatchObject({
      requestId: '',
      state: 'error',
      error: 'boom',
      file: null,
      durationSeconds: null,
      slots: null,
    })
  })

  it('come newest first: those made here by time, then the node order, later first', () => {
    const list = [
      purchase(id(1), 'started'),
      purchase(id(2), 'started'),
      purchase(id(3), 'started'),
    ]
    const rows = toPurchaseRows(list, {}, { [id(1)]: 200, [id(2)]: 100 }, new Map())
    expect(rows.map((row) => row.requestId)).toEqual([id(1), id(2), id(3)])
    const untimed = toPurchaseRows(list, {}, {}, new Map())
    expect(untimed.map((row) => row.requestId)).toEqual([id(3), id(2), id(1)])
  })

  it('keep refreshing only while a purchase is not final', () => {
    expect(purchasesStillMoving([purchase(id(1), 'finished'), unreadable])).toBe(false)
    expect(purchasesStillMoving([purchase(id(1), 'cancelled'), purchase(id(2), 'errored')])).toBe(
      false,
    )
    for (const state of ['pending', 'submitted', 'started', 'unknown']) {
      expect(purchasesStillMoving([purchase(id(1), 'finished'), purchase(id(2), state)])).toBe(true)
    }
  })
})
