import { describe, expect, it } from 'vitest'
import { blockCid } from '../../../sim/cid.ts'
import { control, randomBytes, bytes, startTestSimulator, upload } from './sim-harness.ts'
import { fingerprint } from './sim-process.ts'

const valid = {
  duration: '3600',
  pricePerBytePerSecond: '1',
  proofProbability: '1',
  collateralPerByte: '1',
  expiry: '300',
}

describe('simulator storage requests and purchases', () => {
  it('applies the node checks in order with the exact texts', async () => {
    const sim = await startTestSimulator()
    const cid = await upload(sim.api, bytes(randomBytes(3 * 65536)))
    const request = async (body: unknown, target = cid) => {
      const response = await fetch(`${sim.api}/storage/request/${target}`, {
        method: 'POST',
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
      return [response.status, await response.text()]
    }
    expect(await request(valid, 'hello')).toEqual([400, 'Incorrect Cid'])
    expect((await request('{oops'))[0]).toBe(400)
    expect(await request({ ...valid, duration: String(31 * 86400) })).toEqual([
      400,
      'Duration exceeds limit of 2592000 seconds',
    ])
    expect(await request({ ...valid, tolerance: 0 })).toEqual([
      400,
      'Tolerance needs to be bigger then zero',
    ])
    expect(await request({ ...valid, nodes: 2, tolerance: 3 })).toEqual([
      400,
      'Invalid parameters: `tolerance` cannot be greater than `nodes`',
    ])
    expect(await request({ ...valid, nodes: 3, tolerance: 2 })).toEqual([
      400,
      'Invalid parameters: parameters must satify `1 < (nodes - tolerance) \u2265 tolerance`',
    ])
    const withoutExpiry = Object.fromEntries(
      Object.entries(valid).filter(([key]) => key !== 'expiry'),
    )
    expect(await request(withoutExpiry)).toEqual([400, 'Expiry required'])
    expect(await request({ ...valid, expiry: '3600' })).toEqual([
      400,
      "Expiry needs value bigger then zero and smaller then the request's duration",
    ])
    const small = await upload(sim.api, 'tiny')
    expect(await request(valid, small)).toEqual([
      400,
      'Dataset too small for erasure parameters, need at least 131072 bytes',
    ])
    const block = blockCid(new Uint8Array([1, 2, 3]))
    const [status, text] = await request(valid, block)
    expect([status, text]).toEqual([500, 'CID has invalid content type for manifest {$cid}'])
  })

  it('returns a 64-hex id, lists it with 0x and adds the verifiable manifest to /data', async () => {
    const sim = await startTestSimulator()
    const cid = await upload(sim.api, bytes(randomBytes(5 * 65536)), {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="paper.pdf"',
    })
    const response = await fetch(`${sim.api}/storage/request/${cid}`, {
      method: 'POST',
      body: JSON.stringify(valid),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain')
    const id = await response.text()
    expect(id).toMatch(/^[0-9a-f]{64}$/)
    expect(await (await fetch(`${sim.api}/storage/purchases`)).json()).toEqual([`0x${id}`])

    const purchase = await (await fetch(`${sim.api}/storage/purchases/${id}`)).json()
    expect(purchase).toEqual({
      requestId: `0x${id}`,
      request: {
        client: expect.stringMatching(/^0x[0-9a-f]{40}$/),
        ask: {
          proofProbability: '1',
          pricePerBytePerSecond: '1',
          collateralPerByte: '1',
          slots: 3,
          slotSize: String(4 * 65536),
          duration: '3600',
          maxSlotLoss: 1,
        },
        content: { cid: expect.stringMatching(/^zDvZRwz/) },
        expiry: '300',
        nonce: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        id: `0x${id}`,
      },
      state: 'pending',
      error: null,
    })
    const list = (await (await fetch(`${sim.api}/data`)).json()).content
    expect(list).toHaveLength(2)
    const verifiable = list.find(
      (item: { cid: string }) => item.cid === purchase.request.content.cid,
    )
    expect(verifiable.manifest).toMatchObject({
      filename: 'paper.pdf',
      mimetype: 'application/pdf',
      protected: true,
      verifiable: true,
      datasetSize: 9 * 65536,
    })
    expect(Object.keys(verifiable.manifest).at(-1)).toBe('verifiable')
    const download = await fetch(`${sim.api}/data/${verifiable.cid}`)
    expect(fingerprint(new Uint8Array(await download.arrayBuffer()))).toBe(
      fingerprint(randomBytes(5 * 65536)),
    )
    expect((await fetch(`${sim.api}/storage/purchases/0x${'00'.repeat(32)}`)).status).toBe(404)
    expect((await fetch(`${sim.api}/storage/purchases/zz`)).status).toBe(400)
  })

  it('moves purchases by the simulated clock to finished, cancelled or errored', async () => {
    const sim = await startTestSimulator()
    const cid = await upload(sim.api, bytes(randomBytes(2 * 65536)))
    await control(sim, '/marketplace', { nextOutcomes: ['finished', 'cancelled', 'errored'] })
    const ids: string[] = []
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`${sim.api}/storage/request/${cid}`, {
        method: 'POST',
        body: JSON.stringify(valid),
      })
      ids.push(await response.text())
    }
    const states = async () =>
      Promise.all(
        ids.map(async (id) => {
          const { state, error } = await (
            await fetch(`${sim.api}/storage/purchases/0x${id}`)
          ).json()
          return [state, error]
        }),
      )
    expect(await states()).toEqual([
      ['pending', null],
      ['pending', null],
      ['pending', null],
    ])
    await control(sim, '/clock/advance', { seconds: 3 })
    expect(await states()).toEqual([
      ['submitted', null],
      ['submitted', null],
      ['submitted', null],
    ])
    await control(sim, '/clock/advance', { seconds: 150 })
    expect(await states()).toEqual([
      ['started', null],
      ['submitted', null],
      ['started', null],
    ])
    await control(sim, '/clock/advance', { seconds: 2000 })
    expect(await states()).toEqual([
      ['started', null],
      ['cancelled', 'Purchase cancelled due to timeout'],
      ['errored', 'Purchase failed'],
    ])
    await control(sim, '/clock/advance', { seconds: 3600 })
    expect((await states())[0]).toEqual(['finished', null])
  })
})
