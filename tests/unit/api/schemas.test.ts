import { describe, expect, it } from 'vitest'
import { validateAnswer } from '../../../src/api/validation.ts'
import { ANSWER_INVALID } from '../../../src/api/validation-messages.ts'
import type { Result } from '../../../src/api/result.ts'
import { DataList, Space } from '../../../src/api/schemas/data.ts'
import { WireDebugInfo } from '../../../src/api/schemas/node.ts'
import {
  AvailabilityList,
  Purchase,
  ReservationList,
  SlotAgent,
  SlotList,
} from '../../../src/api/schemas/marketplace.ts'

const CID = 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj'
const ID = '0x6c698cd0ad71c41982f83097d6fa75beb582924e08a658357a1cd4d7a2a6766d'

function parsed<T>(result: Result<T>): T {
  if (result.error) throw new Error(JSON.stringify(result.data))
  return result.data
}

/** The real v0.2.0 binary: sizes as numbers, token amounts as strings. */
const binaryRequest = {
  client: '0x9f0c62fe60b22301751d6cde1175526b9280b965',
  ask: {
    proofProbability: '1',
    pricePerBytePerSecond: '1',
    collateralPerByte: '1',
    slots: 3,
    slotSize: 262144,
    duration: 86400,
    maxSlotLoss: 1,
  },
  content: { cid: CID },
  expiry: 300,
  nonce: ID,
  id: ID,
}

describe('answer schemas', () => {
  it('read numbers sent as strings (spec) and as numbers (v0.2.0 binary) alike', () => {
    const asStrings = {
      totalBlocks: '2',
      quotaMaxBytes: '21474836480',
      quotaUsedBytes: '65592',
      quotaReservedBytes: '12',
    }
    const asNumbers = {
      totalBlocks: 2,
      quotaMaxBytes: 21474836480,
      quotaUsedBytes: 65592,
      quotaReservedBytes: 12,
    }
    const exact = {
      totalBlocks: 2,
      quotaMaxBytes: 21474836480n,
      quotaUsedBytes: 65592n,
      quotaReservedBytes: 12n,
    }
    expect(parsed(validateAnswer(Space(), asStrings))).toEqual(exact)
    expect(parsed(validateAnswer(Space(), asNumbers))).toEqual(exact)
  })

  it('keep sizes and amounts exact up to 2^256 - 1, and refuse larger or lossy ones', () => {
    const max = (2n ** 256n - 1n).toString()
    const exact = validateAnswer(Space(), {
      totalBlocks: 1,
      quotaMaxBytes: max,
      quotaUsedBytes: '18446744073709551615',
      quotaReservedBytes: 0,
    })
    expect(parsed(exact).quotaMaxBytes).toBe(2n ** 256n - 1n)
    expect(parsed(exact).quotaUsedBytes).toBe(2n ** 64n - 1n)
    for (const tooBig of [(2n ** 256n).toString(), 2 ** 60, 1.5, -1, '1e3', '0x10']) {
      const refused = validateAnswer(Space(), {
        totalBlocks: 1,
        quotaMaxBytes: tooBig,
        quotaUsedBytes: 0,
        quotaReservedBytes: 0,
      })
      expect(refused.error, String(tooBig)).toBe(true)
    }
  })

  it('refuse numbers that are not decimal', () => {
    const result = validateAnswer(Space(), {
      totalBlocks: 'two',
      quotaMaxBytes: 1,
      quotaUsedBytes: 1,
      quotaReservedBytes: 1,
    })
    expect(result.error).toBe(true)
    if (result.error) {
      expect(result.data.message).toBe(ANSWER_INVALID)
      expect(result.data.issues?.[0]?.path).toBe('totalBlocks')
    }
  })

  it('read a file list, with null or missing filename and mimetype', () => {
    const list = parsed(
      validateAnswer(DataList(), {
        content: [
          {
            cid: CID,
            manifest: {
              treeCid: 'zDzSvJTezk7bJNQqFq8k1iHXY84psNuUfZVusA5bBQQUSuyzDSVL',
              datasetSize: '18',
              blockSize: 65536,
              filename: null,
              protected: false,
              somethingNew: 1,
            },
          },
        ],
      }),
    )
    expect(list.content[0]?.manifest).toEqual({
      treeCid: 'zDzSvJTezk7bJNQqFq8k1iHXY84psNuUfZVusA5bBQQUSuyzDSVL',
      datasetSize: 18n,
      blockSize: 65536n,
      filename: null,
      mimetype: null,
      protected: false,
    })
  })

  it('read availabilities of v0.2.0 and of later nodes (enabled, until)', () => {
    const base = {
      id: ID,
      totalSize: 536870912,
      freeSize: '536870912',
      duration: 86400,
      minPricePerBytePerSecond: '1',
      totalCollateral: '536870912',
      totalRemainingCollateral: '536870912',
    }
    const [v020, v021] = parsed(
      validateAnswer(AvailabilityList(), [base, { ...base, enabled: true, until: 0 }]),
    )
    expect(v020).toEqual({
      ...base,
      totalSize: 536870912n,
      freeSize: 536870912n,
      duration: 86400n,
      minPricePerBytePerSecond: 1n,
      totalCollateral: 536870912n,
      totalRemainingCollateral: 536870912n,
    })
    expect(v021).toMatchObject({ enabled: true, until: 0n })
  })

  it('read reservations with or without validUntil', () => {
    const reservation = { id: ID, availabilityId: ID, size: '262144', requestId: ID, slotIndex: 1 }
    expect(
      parsed(validateAnswer(ReservationList(), [reservation, { ...reservation, validUntil: 5 }])),
    ).toEqual([
      { ...reservation, size: 262144n },
      { ...reservation, size: 262144n, validUntil: 5n },
    ])
  })

  it('read purchases in the binary format, with a null request or a null error', () => {
    const purchase = parsed(
      validateAnswer(Purchase(), {
        requestId: ID,
        request: binaryRequest,
        state: 'submitted',
        error: null,
      }),
    )
    expect(purchase.request?.ask).toEqual({
      slots: 3,
      slotSize: 262144n,
      duration: 86400n,
      maxSlotLoss: 1n,
      proofProbability: 1n,
      pricePerBytePerSecond: 1n,
      collateralPerByte: 1n,
    })
    expect(
      parsed(
        validateAnswer(Purchase(), { requestId: ID, request: null, state: 'unknown', error: null }),
      ).request,
    ).toBeNull()
    expect(
      parsed(
        validateAnswer(Purchase(), {
          state: 'cancelled',
          error: 'Purchase cancelled due to timeout',
        }),
      ),
    ).toEqual({
      requestId: '',
      request: null,
      state: 'cancelled',
      error: 'Purchase cancelled due to timeout',
    })
  })

  it('read active slots and a slot detail', () => {
    expect(
      parsed(validateAnswer(SlotList(), [{ id: ID, slotIndex: '0', request: binaryRequest }]))[0]
        ?.slotIndex,
    ).toBe(0)
    const agent = parsed(
      validateAnswer(SlotAgent(), {
        state: 'SaleFilled',
        requestId: ID,
        slotIndex: 0,
        request: null,
        reservation: null,
      }),
    )
    expect(agent).toEqual({
      state: 'SaleFilled',
      requestId: ID,
      slotIndex: 0,
      request: null,
      reservation: null,
    })
  })

  it('keep every field of the debug info, including those of later nodes', () => {
    const info = parsed(
      validateAnswer(WireDebugInfo(), {
        id: '16Uiu2HAmJ3TSfPnrJNedHy2DMsjTqwBiVAQQqPo579DuMgGxmG99',
        addrs: ['/ip4/0.0.0.0/tcp/8070'],
        repo: '/home/user/.cache/codex',
        spr: 'spr:CiUI',
        announceAddresses: ['/ip4/203.0.113.7/tcp/8070'],
        table: {
          localNode: {
            nodeId: 'f6',
            peerId: '16U',
            record: 'spr:',
            address: '0.0.0.0:8090',
            seen: false,
          },
          nodes: [{ nodeId: 'ab', peerId: '16Uiu2', record: 'spr:x', address: null, seen: true }],
        },
        codex: {
          version: 'v0.1.9\nv0.2.0',
          revision: '16dce0fc',
          contracts: { marketplace: '0x' },
        },
      }),
    )
    expect(info.table.nodes[0]).toEqual({
      nodeId: 'ab',
      peerId: '16Uiu2',
      record: 'spr:x',
      address: null,
      seen: true,
    })
    expect(info.codex).toEqual({
      version: 'v0.1.9\nv0.2.0',
      revision: '16dce0fc',
      contracts: { marketplace: '0x' },
    })
  })
})
