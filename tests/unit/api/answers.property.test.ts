import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type * as core from 'zod/v4/core'
import { createNodeClient } from '../../../src/api/node-client.ts'
import {
  fetchCryptoPrice,
  fetchFiatRates,
  checkPort,
  lookupGeo,
} from '../../../src/api/services.ts'
import { validateAnswer } from '../../../src/api/validation.ts'
import type { Result } from '../../../src/api/result.ts'
import { DataItem, DataList, Space } from '../../../src/api/schemas/data.ts'
import { PeerIdAnswer, Spr, WireDebugInfo } from '../../../src/api/schemas/node.ts'
import {
  Availability,
  AvailabilityList,
  Purchase,
  PurchaseIds,
  ReservationList,
  SlotAgent,
  SlotList,
} from '../../../src/api/schemas/marketplace.ts'
import { CryptoSpot, FiatRates, GeoLocation, PortCheck } from '../../../src/api/schemas/services.ts'
import { CALLS } from './support/client-calls.ts'
import { browserTransport } from '../../../src/platform/transport.ts'

const CID = 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj'
const ID = '0x6c698cd0ad71c41982f83097d6fa75beb582924e08a658357a1cd4d7a2a6766d'

const request = {
  id: ID,
  client: '0x9f0c62fe60b22301751d6cde1175526b9280b965',
  ask: {
    slots: 3,
    slotSize: '262144',
    duration: 86400,
    proofProbability: '1',
    pricePerBytePerSecond: '1',
    collateralPerByte: '1',
    maxSlotLoss: 1,
  },
  content: { cid: CID },
  expiry: '300',
  nonce: ID,
}
const manifest = {
  treeCid: CID,
  datasetSize: 18,
  blockSize: '65536',
  filename: 'a.txt',
  mimetype: 'text/plain',
  protected: false,
}
const availability = {
  id: ID,
  totalSize: '100',
  freeSize: 100,
  duration: 60,
  minPricePerBytePerSecond: '1',
  totalCollateral: '1',
  totalRemainingCollateral: 1,
}
const reservation = { id: ID, availabilityId: ID, size: 10, requestId: ID, slotIndex: '0' }
const peer = { nodeId: 'ab', peerId: '16U', record: 'spr:', address: '1.2.3.4:8090', seen: true }

/** Every answer schema with one valid answer, so mutations reach deep into each shape. */
const SCHEMAS: [string, core.$ZodType, unknown][] = [
  ['DataList', DataList(), { content: [{ cid: CID, manifest }] }],
  ['DataItem', DataItem(), { cid: CID, manifest }],
  [
    'Space',
    Space(),
    { totalBlocks: 1, quotaMaxBytes: '2', quotaUsedBytes: 3, quotaReservedBytes: '4' },
  ],
  ['Spr', Spr(), { spr: 'spr:x' }],
  ['PeerIdAnswer', PeerIdAnswer(), { id: '16U' }],
  [
    'WireDebugInfo',
    WireDebugInfo(),
    {
      id: '16U',
      addrs: ['/ip4/0.0.0.0/tcp/8070'],
      spr: '',
      announceAddresses: [],
      table: { localNode: peer, nodes: [peer] },
      codex: { version: 'v0.2.0', revision: 'x' },
    },
  ],
  ['SlotList', SlotList(), [{ id: ID, slotIndex: 0, request }]],
  [
    'SlotAgent',
    SlotAgent(),
    { state: 'SaleFilled', requestId: ID, slotIndex: 0, request, reservation },
  ],
  ['Availability', Availability(), availability],
  ['AvailabilityList', AvailabilityList(), [availability]],
  ['ReservationList', ReservationList(), [reservation]],
  ['PurchaseIds', PurchaseIds(), [ID]],
  ['Purchase', Purchase(), { requestId: ID, state: 'started', error: null, request }],
  ['PortCheck', PortCheck(), { reachable: false }],
  ['GeoLocation', GeoLocation(), { country: 'X', country_iso: 'XX', latitude: 1, longitude: 2 }],
  ['FiatRates', FiatRates(), { usd: { eur: 0.9 } }],
  ['CryptoSpot', CryptoSpot(), { data: { amount: '1.5' } }],
]

/** Replaces the value at one random place of a JSON tree with random JSON. */
function mutate(value: unknown, path: number[], replacement: unknown): unknown {
  if (path.length === 0 || value === null || typeof value !== 'object') return replacement
  const [step = 0, ...rest] = path
  if (Array.isArray(value)) {
    if (value.length === 0) return replacement
    const index = step % value.length
    return value.map((item, i) => (i === index ? mutate(item, rest, replacement) : item))
  }
  const keys = Object.keys(value)
  if (keys.length === 0) return replacement
  const key = keys[step % keys.length] ?? ''
  return { ...value, [key]: mutate((value as Record<string, unknown>)[key], rest, replacement) }
}

function isResult(value: unknown): value is Result<unknown> {
  if (typeof value !== 'object' || value === null || !('error' in value) || !('data' in value))
    return false
  if (value.error === false) return true
  const error = value.data as Record<string, unknown>
  return (
    value.error === true &&
    typeof error.message === 'string' &&
    (error.code === null || typeof error.code === 'number')
  )
}

const json = fc.jsonValue({ maxDepth: 4 })

describe.each(SCHEMAS)('the %s schema', (_name, schema, valid) => {
  it('accepts its valid sample', () => {
    expect(validateAnswer(schema, valid).error).toBe(false)
  })

  it('returns a result for any JSON and never throws', () => {
    fc.assert(
      fc.property(json, (value) => {
        expect(isResult(validateAnswer(schema, value))).toBe(true)
      }),
      { numRuns: 200 },
    )
  })

  it('returns a result when any part of a valid answer is replaced by random JSON', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 5 }), json, (path, replacement) => {
        expect(isResult(validateAnswer(schema, mutate(valid, path, replacement)))).toBe(true)
      }),
      { numRuns: 200 },
    )
  })
})

/** A node that answers with random bodies and statuses, or whose connection fails. */
const answers = fc.oneof(
  fc.record({
    kind: fc.constant('answer' as const),
    status: fc.integer({ min: 200, max: 599 }),
    body: fc.oneof(
      json.map((value) => JSON.stringify(value)),
      fc.string(),
    ),
  }),
  fc.record({
    kind: fc.constant('throw' as const),
    thrown: fc.oneof(
      fc.string().map((text) => new TypeError(text)),
      json,
    ),
  }),
)

type Answer = typeof answers extends fc.Arbitrary<infer T> ? T : never

function fetchAnswering(answer: Answer): typeof fetch {
  return async () => {
    if (answer.kind === 'throw') throw answer.thrown
    const empty = [204, 205, 304].includes(answer.status)
    return new Response(empty ? null : answer.body, { status: answer.status })
  }
}

describe.each(CALLS)('the client call %s', (_name, call) => {
  it('resolves to a result whatever the node answers', async () => {
    await fc.assert(
      fc.asyncProperty(answers, async (answer) => {
        const client = createNodeClient({
          ...browserTransport,
          url: 'http://node.test',
          fetch: fetchAnswering(answer),
        })
        expect(isResult(await call(client))).toBe(true)
      }),
      { numRuns: 100 },
    )
  })
})

describe('the external services', () => {
  it('resolve to a result whatever the service answers', async () => {
    await fc.assert(
      fc.asyncProperty(answers, async (answer) => {
        const options = { transport: { ...browserTransport, fetch: fetchAnswering(answer) } }
        const results = await Promise.all([
          checkPort('http://echo.test', 8070, '1.2.3.4', options),
          lookupGeo('http://echo.test', '1.2.3.4', options),
          fetchFiatRates('http://rates.test/usd.json', options),
          fetchCryptoPrice('http://spot.test', 'eth', options),
        ])
        expect(results.every(isResult)).toBe(true)
      }),
      { numRuns: 100 },
    )
  })
})
