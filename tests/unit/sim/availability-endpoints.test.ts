import { describe, expect, it } from 'vitest'
import { startTestSimulator, upload } from './sim-harness.ts'

const json = (value: unknown) => JSON.stringify(value)

describe('simulator availabilities', () => {
  it('creates an availability (201), reserves its size and lists it in the spec wire format', async () => {
    const sim = await startTestSimulator({ quotaBytes: 1024 * 1024 })
    const created = await fetch(`${sim.api}/sales/availability`, {
      method: 'POST',
      body: json({
        totalSize: '12',
        duration: '86400',
        minPricePerBytePerSecond: '1',
        totalCollateral: '12',
      }),
    })
    expect(created.status).toBe(201)
    expect(created.headers.get('content-type')).toBe('application/json')
    const availability = await created.json()
    expect(availability).toEqual({
      id: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      totalSize: '12',
      freeSize: '12',
      duration: '86400',
      minPricePerBytePerSecond: '1',
      totalCollateral: '12',
      totalRemainingCollateral: '12',
    })
    expect(await (await fetch(`${sim.api}/sales/availability`)).json()).toEqual([availability])
    await upload(sim.api, 'some file contents')
    const space = await (await fetch(`${sim.api}/space`)).json()
    expect(space).toMatchObject({ totalBlocks: 2, quotaUsedBytes: 65592, quotaReservedBytes: 12 })
    const reservations = await fetch(
      `${sim.api}/sales/availability/${availability.id}/reservations`,
    )
    expect(await reservations.json()).toEqual([])
  })

  it('sends sizes as JSON numbers with --wire binary, token amounts still as strings', async () => {
    const sim = await startTestSimulator({ wire: 'binary' })
    const created = await fetch(`${sim.api}/sales/availability`, {
      method: 'POST',
      body: json({
        totalSize: 1000,
        duration: 60,
        minPricePerBytePerSecond: 2,
        totalCollateral: '0x10',
      }),
    })
    expect(await created.json()).toMatchObject({
      totalSize: 1000,
      freeSize: 1000,
      duration: 60,
      minPricePerBytePerSecond: '2',
      totalCollateral: '16',
    })
  })

  it('takes any uint64 size and duration and any UInt256 amount, as a node does', async () => {
    const sim = await startTestSimulator({ quotaBytes: 1024 * 1024 })
    const post = (body: unknown) =>
      fetch(`${sim.api}/sales/availability`, { method: 'POST', body: json(body) })
    const huge = await post({
      totalSize: (2n ** 60n).toString(),
      duration: '1',
      minPricePerBytePerSecond: '1',
      totalCollateral: '1',
    })
    expect(huge.status).toBe(422)
    expect(await huge.text()).toBe('Not enough storage quota')
    const uint256 = (2n ** 256n - 1n).toString()
    const long = await post({
      totalSize: '12',
      duration: (2n ** 64n - 1n).toString(),
      minPricePerBytePerSecond: uint256,
      totalCollateral: uint256,
    })
    expect(long.status).toBe(201)
    expect(await long.json()).toMatchObject({
      duration: '18446744073709551615',
      minPricePerBytePerSecond: uint256,
      totalCollateral: uint256,
    })
    const tooLong = await post({ totalSize: '12', duration: (2n ** 64n).toString() })
    expect(tooLong.status).toBe(400)
  })

  it('refuses a zero size, an oversized one and bad JSON with the node texts', async () => {
    const sim = await startTestSimulator({ quotaBytes: 1024 * 1024 })
    const post = async (body: string) => {
      const response = await fetch(`${sim.api}/sales/availability`, { method: 'POST', body })
      return [response.status, await response.text()]
    }
    expect(await post(json({ duration: '1' }))).toEqual([
      400,
      'Total size must be larger then zero',
    ])
    expect(await post(json({ totalSize: String(2 * 1024 * 1024) }))).toEqual([
      422,
      'Not enough storage quota',
    ])
    const [status, text] = await post('{nope')
    expect(status).toBe(400)
    expect(text).toMatch(/^Unable to parse JSON/)
    expect((await post(json({ totalSize: 'abc' })))[0]).toBe(400)
  })

  it('patches with 200 and an empty body, moving freeSize and the reservation with totalSize', async () => {
    const sim = await startTestSimulator({ quotaBytes: 1024 * 1024 })
    const created = await fetch(`${sim.api}/sales/availability`, {
      method: 'POST',
      body: json({
        totalSize: '1000',
        duration: '100',
        minPricePerBytePerSecond: '1',
        totalCollateral: '5',
      }),
    })
    const { id } = await created.json()
    const patch = (target: string, body: unknown) =>
      fetch(`${sim.api}/sales/availability/${target}`, { method: 'PATCH', body: json(body) })
    const patched = await patch(id.slice(2), { totalSize: '3000', totalCollateral: '9' })
    expect(patched.status).toBe(200)
    expect(await patched.text()).toBe('')
    const [after] = await (await fetch(`${sim.api}/sales/availability`)).json()
    expect(after).toMatchObject({
      totalSize: '3000',
      freeSize: '3000',
      totalCollateral: '9',
      totalRemainingCollateral: '9',
    })
    expect((await (await fetch(`${sim.api}/space`)).json()).quotaReservedBytes).toBe(3000)

    const missing = await patch(`0x${'ab'.repeat(32)}`, { duration: '5' })
    expect([missing.status, await missing.text()]).toEqual([404, 'Availability not found'])
    const free = await patch(id, { freeSize: '5' })
    expect([free.status, await free.text()]).toEqual([400, 'Updating freeSize is not allowed'])
    const tooBig = await patch(id, { totalSize: String(4 * 1024 * 1024) })
    expect(tooBig.status).toBe(500)
    expect((await patch('xyz', {})).status).toBe(400)
    const reservations = await fetch(
      `${sim.api}/sales/availability/0x${'cd'.repeat(32)}/reservations`,
    )
    expect([reservations.status, await reservations.text()]).toEqual([
      404,
      'Availability not found',
    ])
  })

  it('answers 503 Persistence is not enabled on every marketplace route when it is off', async () => {
    const sim = await startTestSimulator({ marketplace: false })
    for (const [method, path] of [
      ['GET', '/sales/slots'],
      ['GET', '/sales/availability'],
      ['POST', '/sales/availability'],
      ['GET', '/storage/purchases'],
      ['POST', '/storage/request/zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj'],
    ]) {
      const response = await fetch(`${sim.api}${path}`, {
        method,
        body: method === 'POST' ? '{}' : undefined,
      })
      expect([response.status, await response.text()]).toEqual([503, 'Persistence is not enabled'])
    }
  })
})
