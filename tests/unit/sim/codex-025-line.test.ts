import { describe, expect, it } from 'vitest'
import { bytes, control, randomBytes, startTestSimulator, upload } from './sim-harness.ts'

const offer = {
  totalSize: 1_000_000,
  duration: 2 * 86400,
  minPricePerBytePerSecond: '1',
  totalCollateral: '1000000000',
}

const call = async (url: string, method: string, body?: unknown) => {
  const init: RequestInit = { method }
  if (body !== undefined) init.body = JSON.stringify(body)
  const response = await fetch(url, init)
  return [response.status, await response.text()] as const
}

describe('simulator: the Codex v0.2.5 line (--api codex-0.2.5)', () => {
  it('creates availabilities with enabled and until, sizes as numbers, with the 422 texts', async () => {
    const sim = await startTestSimulator({ api: 'codex-0.2.5', quotaBytes: 4_000_000 })
    const url = `${sim.api}/sales/availability`
    const created = await fetch(url, { method: 'POST', body: JSON.stringify(offer) })
    expect(created.status).toBe(201)
    expect(await created.json()).toEqual({
      id: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      totalSize: 1_000_000,
      freeSize: 1_000_000,
      duration: 172800,
      minPricePerBytePerSecond: '1',
      totalCollateral: '1000000000',
      totalRemainingCollateral: '1000000000',
      enabled: true,
      until: 0,
    })
    const later = { ...offer, enabled: false, until: 1_900_000_000 }
    expect(
      await (await fetch(url, { method: 'POST', body: JSON.stringify(later) })).json(),
    ).toMatchObject({ enabled: false, until: 1_900_000_000 })
    const refusals: [Record<string, unknown>, string][] = [
      [{ totalSize: 0 }, 'Total size must be larger then zero'],
      [{ duration: 0 }, 'duration must be larger then zero'],
      [{ minPricePerBytePerSecond: '0' }, 'minPricePerBytePerSecond must be larger then zero'],
      [{ totalCollateral: '0' }, 'totalCollateral must be larger then zero'],
      [{ totalSize: 5_000_000 }, 'Not enough storage quota'],
      [{ until: -1 }, 'Cannot set until to a negative value'],
    ]
    for (const [change, text] of refusals) {
      expect(await call(url, 'POST', { ...offer, ...change })).toEqual([422, text])
    }
    expect((await call(url, 'POST', { ...offer, enabled: 'yes' }))[0]).toBe(400)
  })

  it('answers PATCH 204, re-checks the quota against the whole size, and the other texts', async () => {
    const sim = await startTestSimulator({ api: 'codex-0.2.5', quotaBytes: 1_500_000 })
    const created = await fetch(`${sim.api}/sales/availability`, {
      method: 'POST',
      body: JSON.stringify(offer),
    })
    const { id } = await created.json()
    const patch = (body: unknown) => call(`${sim.api}/sales/availability/${id}`, 'PATCH', body)
    expect(
      await patch({ minPricePerBytePerSecond: '5', enabled: false, until: 1_900_000_000 }),
    ).toEqual([204, ''])
    const [listed] = await (await fetch(`${sim.api}/sales/availability`)).json()
    expect(listed).toMatchObject({
      minPricePerBytePerSecond: '5',
      enabled: false,
      until: 1_900_000_000,
      totalSize: 1_000_000,
    })
    // Only ~500 kB of the quota is free: re-sending the unchanged 1 MB size fails.
    expect(await patch({ totalSize: 1_000_000 })).toEqual([422, 'Not enough storage quota'])
    expect(await patch({ totalSize: 400_000 })).toEqual([204, ''])
    expect(await patch({ freeSize: 10 })).toEqual([422, 'Updating freeSize is not allowed'])
    expect(await patch({ totalSize: 0 })).toEqual([422, 'Total size must be larger then zero'])
    expect(await patch({ until: -5 })).toEqual([422, 'Cannot set until to a negative value'])
    expect(await call(`${sim.api}/sales/availability/0x${'1'.repeat(64)}`, 'PATCH', {})).toEqual([
      404,
      'Availability not found',
    ])
  })

  it('sells only from enabled availabilities, with reservations ending at validUntil', async () => {
    const sim = await startTestSimulator({
      api: 'codex-0.2.5',
      seed: 'buyers',
      quotaBytes: 1024 ** 3,
    })
    const body = { ...offer, totalSize: 256 * 1024 ** 2, enabled: false }
    const created = await fetch(`${sim.api}/sales/availability`, {
      method: 'POST',
      body: JSON.stringify(body),
    })
    const { id } = await created.json()
    const reservations = async () =>
      (await fetch(`${sim.api}/sales/availability/${id}/reservations`)).json()
    await control(sim, '/clock/advance', { seconds: 6000 })
    expect(await reservations()).toEqual([])
    expect(await (await fetch(`${sim.api}/sales/slots`)).json()).toEqual([])

    await call(`${sim.api}/sales/availability/${id}`, 'PATCH', { enabled: true })
    await control(sim, '/clock/advance', { seconds: 6000 })
    const held = await reservations()
    expect(held.length).toBeGreaterThan(0)
    for (const reservation of held) {
      expect(reservation).toEqual({
        id: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        availabilityId: id,
        size: expect.any(Number),
        requestId: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        slotIndex: expect.any(Number),
        validUntil: expect.any(Number),
      })
    }
    const { clock } = await (await fetch(`${sim.url}/_sim/state`)).json()
    const longest = Math.max(...held.map((r: { validUntil: number }) => r.validUntil))
    expect(longest).toBeGreaterThan(clock)
    expect(
      await call(`${sim.api}/sales/availability/${id}`, 'PATCH', { until: longest - 1 }),
    ).toEqual([
      422,
      'Until parameter must be greater or equal to the longest currently hosted slot',
    ])
    expect(await call(`${sim.api}/sales/availability/${id}`, 'PATCH', { until: longest })).toEqual([
      204,
      '',
    ])
  })

  it('checks storage requests with the v0.2.1+ order and 422 texts', async () => {
    const sim = await startTestSimulator({ api: 'codex-0.2.5' })
    const cid = await upload(sim.api, bytes(randomBytes(3 * 65536)))
    const valid = {
      duration: 3600,
      pricePerBytePerSecond: '1',
      proofProbability: '1',
      collateralPerByte: '1',
      expiry: 300,
    }
    const request = (body: unknown, target = cid) =>
      call(`${sim.api}/storage/request/${target}`, 'POST', body)
    const withoutExpiry = { ...valid, expiry: undefined }
    const expiryText = "Expiry must be greater than zero and less than the request's duration"
    expect(await request(withoutExpiry)).toEqual([422, expiryText])
    expect(await request({ ...valid, expiry: 3600 })).toEqual([422, expiryText])
    expect(await request({ ...valid, proofProbability: '0' })).toEqual([
      422,
      'Proof probability must be greater than zero',
    ])
    expect(await request({ ...valid, collateralPerByte: '0' })).toEqual([
      422,
      'Collateral per byte must be greater than zero',
    ])
    expect(await request({ ...valid, pricePerBytePerSecond: '0' })).toEqual([
      422,
      'Price per byte per second must be greater than zero',
    ])
    expect(await request({ ...valid, duration: 31 * 86400 })).toEqual([
      422,
      'Duration exceeds limit of 2592000 seconds',
    ])
    expect(await request({ ...valid, tolerance: 0 })).toEqual([
      422,
      'Tolerance needs to be bigger then zero',
    ])
    expect(await request({ ...valid, nodes: 2, tolerance: 3 })).toEqual([
      422,
      'Invalid parameters: `tolerance` cannot be greater than `nodes`',
    ])
    expect(await request({ ...valid, nodes: 3, tolerance: 2 })).toEqual([
      422,
      'Invalid parameters: parameters must satify `1 < (nodes - tolerance) \u2265 tolerance`',
    ])
    const small = await upload(sim.api, 'tiny')
    expect(await request(valid, small)).toEqual([
      422,
      'Dataset too small for erasure parameters, need at least 131072 bytes',
    ])
    expect(await request(valid, 'hello')).toEqual([400, 'Incorrect Cid'])
    const [status, id] = await request(valid)
    expect([status, id]).toEqual([200, expect.stringMatching(/^[0-9a-f]{64}$/)])
    const purchase = await (await fetch(`${sim.api}/storage/purchases/${id}`)).json()
    expect(purchase.request.ask).toMatchObject({ duration: 3600, slotSize: expect.any(Number) })
    expect(purchase.request.expiry).toBe(300)
  })

  it('sends downloads with Content-Length, a 404 text, and codex.contracts in debug info', async () => {
    const sim = await startTestSimulator({ api: 'codex-0.2.5' })
    const cid = await upload(sim.api, 'twelve bytes')
    const download = await fetch(`${sim.api}/data/${cid}`)
    expect(download.headers.get('content-length')).toBe('12')
    expect(await download.text()).toBe('twelve bytes')
    const [, remote = ''] = (await (await fetch(`${sim.url}/_sim/state`)).json()).networkCids
    const stream = await fetch(`${sim.api}/data/${remote}/network/stream`)
    expect(stream.headers.get('content-length')).toBe('1200000')
    expect(stream.headers.get('access-control-expose-headers')).toBe('Content-Disposition')
    await stream.arrayBuffer()
    expect(await call(`${sim.api}/data/${cid}`, 'DELETE')).toEqual([204, ''])
    expect(await call(`${sim.api}/data/${cid}`, 'GET')).toEqual([
      404,
      'The requested CID could not be retrieved (Block not found in local store).',
    ])
    const info = await (await fetch(`${sim.api}/debug/info`)).json()
    expect(Object.keys(info)).toEqual([
      'id',
      'addrs',
      'repo',
      'spr',
      'announceAddresses',
      'table',
      'codex',
    ])
    expect(info.codex).toEqual({
      version: expect.stringMatching(/^v0\.1\.0\n[\s\S]*\nv0\.2\.5$/),
      revision: '36f64ad3',
      contracts: '886e8c5b',
    })
  })
})
