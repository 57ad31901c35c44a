import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createNodeClient, type NodeClient } from '../../../src/api/node-client.ts'
import { sendJson, startServer, type TestServer } from './support/http-server.ts'
import { browserTransport } from '../../../src/platform/transport.ts'

const ID = `0x${'ab'.repeat(32)}`

/**
 * What nodes after v0.2.0 answer differently (the simulator speaks v0.2.0): 204 on PATCH,
 * availabilities with enabled/until, reservations with validUntil, 422 validation errors.
 */
describe('the client against a later (v0.2.1+) node', () => {
  let node: TestServer
  let client: NodeClient
  const bodies: unknown[] = []

  beforeAll(async () => {
    node = await startServer((request, response) => {
      const path = request.url ?? ''
      if (request.method === 'PATCH' && path === `/api/codex/v1/sales/availability/${ID}`) {
        response.writeHead(204).end()
      } else if (path === '/api/codex/v1/sales/availability') {
        sendJson(response, 200, [
          {
            id: ID,
            totalSize: 1000,
            freeSize: 1000,
            duration: 60,
            minPricePerBytePerSecond: '1',
            totalCollateral: '1000',
            totalRemainingCollateral: '1000',
            enabled: false,
            until: 1795000000,
          },
        ])
      } else if (path === `/api/codex/v1/sales/availability/${ID}/reservations`) {
        sendJson(response, 200, [
          { id: ID, availabilityId: ID, size: 262144, requestId: ID, slotIndex: 1, validUntil: 5 },
        ])
      } else if (path.startsWith('/api/codex/v1/storage/request/')) {
        let body = ''
        request.on('data', (chunk: Buffer) => (body += chunk.toString()))
        request.on('end', () => {
          bodies.push(JSON.parse(body))
          response
            .writeHead(422)
            .end("Expiry must be greater than zero and less than the request's duration")
        })
      } else {
        response.writeHead(404).end()
      }
    })
    // The stand-in serves these routes alone: the line is fixed, not detected.
    client = createNodeClient({ ...browserTransport, url: node.url, prefix: '/api/codex/v1' })
  })
  afterAll(() => node.close())

  it('takes 204 No Content as a successful update', async () => {
    const result = await client.updateAvailability({
      id: ID,
      totalSize: 1000n,
      duration: 60n,
      minPricePerBytePerSecond: 1n,
      totalCollateral: 1000n,
    })
    expect(result).toEqual({ error: false, data: undefined })
  })

  it('keeps enabled and until on availabilities', async () => {
    expect(await client.availabilities()).toMatchObject({
      error: false,
      data: [{ id: ID, totalCollateral: 1000n, enabled: false, until: 1795000000n }],
    })
  })

  it('keeps validUntil on reservations', async () => {
    expect(await client.reservations(ID)).toMatchObject({
      error: false,
      data: [{ size: 262144n, validUntil: 5n }],
    })
  })

  it('passes a 422 refusal on with its text', async () => {
    const result = await client.createStorageRequest({
      cid: 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj',
      duration: 60n,
      pricePerBytePerSecond: 1n,
      proofProbability: 1n,
      expiry: 60n,
      collateralPerByte: 1n,
      nodes: 3,
      tolerance: 1,
    })
    expect(result).toEqual({
      error: true,
      data: {
        message: "Expiry must be greater than zero and less than the request's duration",
        code: 422,
        issues: null,
        sourceStack: null,
      },
    })
    // Amounts travel as decimal strings, nodes and tolerance as numbers, as the SDK sends them.
    expect(bodies.at(-1)).toEqual({
      duration: '60',
      pricePerBytePerSecond: '1',
      proofProbability: '1',
      expiry: '60',
      collateralPerByte: '1',
      nodes: 3,
      tolerance: 1,
    })
  })
})
