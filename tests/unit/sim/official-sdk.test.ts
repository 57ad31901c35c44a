// The official JS SDK as a real client of the simulator: 0.0.23 fits Codex v0.2.0 and 0.1.3 fits
// v0.2.2–v0.2.5. Where the SDK and the node's code disagree, the simulator follows the node and
// the test says so.
import { describe, expect, it } from 'vitest'
import { Codex as Codex0023 } from 'codex-sdk-0.0.23'
import { Codex as Codex013 } from 'codex-sdk-0.1.3'
import { NodeUploadStrategy } from 'codex-sdk-0.1.3/node'
import { bytes, control, randomBytes, startTestSimulator, upload } from './sim-harness.ts'

/** The value of a SafeValue, failing the test with the SDK's error otherwise. */
function ok<R extends { error: boolean; data: unknown }>(
  result: R,
): Extract<R, { error: false }>['data'] {
  if (result.error) throw new Error(`SDK call failed: ${(result.data as Error).message}`)
  return result.data
}

/** A storage request both SDKs and the node accept (the SDKs' own nodes/tolerance defaults are refused). */
const storageRequest = (cid: string) => ({
  cid,
  duration: 3600,
  pricePerBytePerSecond: 1,
  proofProbability: 1,
  collateralPerByte: 1,
  expiry: 300,
  nodes: 3,
  tolerance: 1,
})

async function seededCids(url: string): Promise<string[]> {
  return (await (await fetch(`${url}/_sim/state`)).json()).networkCids
}

describe('official SDK 0.0.23 against the codex-0.2.0 line', () => {
  it('uses data, node and debug calls', async () => {
    const sim = await startTestSimulator({ api: 'codex-0.2.0' })
    const codex = new Codex0023(sim.url)
    const cid = await upload(sim.api, 'sdk bytes', { 'content-type': 'text/plain' })
    expect(ok(await codex.data.cids()).content).toEqual([
      { cid, manifest: expect.objectContaining({ datasetSize: 9, mimetype: 'text/plain' }) },
    ])
    expect(ok(await codex.data.space())).toMatchObject({ totalBlocks: 2 })
    expect(await ok(await codex.data.localDownload(cid)).text()).toBe('sdk bytes')
    const [remote = ''] = await seededCids(sim.url)
    expect(ok(await codex.data.fetchManifest(remote))).toMatchObject({ cid: remote })
    expect(ok(await codex.data.networkDownload(remote))).toMatchObject({ cid: remote })
    const stream = ok(await codex.data.networkDownloadStream(remote))
    expect((await stream.text()).startsWith('1. ')).toBe(true)

    const info = ok(await codex.debug.info())
    expect(info).toMatchObject({ id: expect.any(String), codex: { revision: '16dce0fc' } })
    expect(ok(await codex.node.spr())).toEqual({ spr: info.spr })
    // 0.0.23's peerId() hands back the raw Response.
    expect(await ok(await codex.node.peerId()).json()).toEqual({ id: info.id })
    expect(ok(await codex.debug.setLogLevel('DEBUG'))).toBe('')
  })

  it('uses the marketplace calls', async () => {
    const sim = await startTestSimulator({ api: 'codex-0.2.0', quotaBytes: 64 * 1024 ** 2 })
    const market = new Codex0023(sim.url).marketplace
    const created = ok(
      await market.createAvailability({
        totalSize: 1_000_000,
        duration: 86400,
        minPricePerBytePerSecond: 1,
        totalCollateral: 1000,
      }),
    )
    expect(created).toMatchObject({ totalSize: '1000000', duration: '86400' })
    expect(
      ok(
        await market.updateAvailability({
          id: created.id,
          totalSize: 2_000_000,
          duration: 86400,
          minPricePerBytePerSecond: 2,
          totalCollateral: 1000,
        }),
      ),
    ).toBe('')
    expect(ok(await market.availabilities())).toEqual([
      {
        id: created.id,
        totalSize: 2_000_000,
        freeSize: 2_000_000,
        duration: 86400,
        minPricePerBytePerSecond: 2,
        totalCollateral: 1000,
        totalRemainingCollateral: 1000,
      },
    ])
    expect(ok(await market.reservations(created.id))).toEqual([])
    expect(ok(await market.activeSlots())).toEqual([])

    const cid = await upload(sim.api, bytes(randomBytes(3 * 65536)))
    const request = storageRequest(cid)
    // The SDK's defaults (nodes 1, tolerance 0) are refused by the node, as by the simulator.
    const refused = await market.createStorageRequest({ ...request, nodes: 1, tolerance: 0 })
    expect(refused.error && refused.data).toMatchObject({
      code: 400,
      message: 'Tolerance needs to be bigger then zero',
    })
    const id = ok(await market.createStorageRequest(request))
    expect(ok(await market.purchaseIds())).toEqual([`0x${id}`])
    const purchase = ok(await market.purchaseDetail(id))
    expect(purchase).toMatchObject({ requestId: `0x${id}`, state: expect.any(String) })
  })
})

describe('official SDK 0.1.3 against the codex-0.2.5 line', () => {
  it('uses data, node and debug calls', async () => {
    const sim = await startTestSimulator({ api: 'codex-0.2.5' })
    const codex = new Codex013(sim.url)
    const uploaded = codex.data.upload(
      new NodeUploadStrategy('sdk 0.1.3 bytes', { filename: 'a.txt', mimetype: 'text/plain' }),
    )
    const cid = ok(await uploaded.result)
    expect(ok(await codex.data.cids()).content).toEqual([
      { cid, manifest: expect.objectContaining({ filename: 'a.txt', datasetSize: 15 }) },
    ])
    const download = ok(await codex.data.localDownload(cid))
    expect(download.headers.get('content-length')).toBe('15')
    expect(await download.text()).toBe('sdk 0.1.3 bytes')
    const wrongMime = codex.data.upload(new NodeUploadStrategy('x', { mimetype: 'plain/text' }))
    const refused = await wrongMime.result
    expect(refused.error && refused.data.message).toBe(
      "The status code is invalid got 422 - The MIME type 'plain/text' is not valid. ",
    )
    expect(ok(await codex.data.delete(cid))).toBe('')
    const missing = await codex.data.localDownload(cid)
    expect(missing.error && missing.data).toMatchObject({
      code: 404,
      message: 'The requested CID could not be retrieved (Block not found in local store).',
    })

    const info = ok(await codex.debug.info())
    expect(info.codex).toMatchObject({ revision: '36f64ad3', contracts: '886e8c5b' })
    expect(ok(await codex.node.spr())).toEqual({ spr: info.spr })
    // The SDK asks /node/peerid, which no Codex binary serves: the v0.2.5 line answers 404 as the
    // node does (its route is /peerid).
    const peerId = await codex.node.peerId()
    expect(peerId.error && peerId.data).toMatchObject({ code: 404 })
    expect(ok(await codex.debug.setLogLevel('INFO'))).toBe('')
  })

  it('uses the marketplace calls with enabled, until and bigint amounts', async () => {
    const sim = await startTestSimulator({
      api: 'codex-0.2.5',
      seed: 'buyers',
      quotaBytes: 1024 ** 3,
    })
    const market = new Codex013(sim.url).marketplace
    const created = ok(
      await market.createAvailability({
        totalSize: 256 * 1024 ** 2,
        duration: 2 * 86400,
        minPricePerBytePerSecond: 1n,
        totalCollateral: BigInt(1024 ** 3),
        until: 2_000_000_000,
      }),
    )
    expect(created).toMatchObject({
      totalSize: 256 * 1024 ** 2,
      minPricePerBytePerSecond: 1n,
      totalCollateral: BigInt(1024 ** 3),
      enabled: true,
      until: 2_000_000_000,
    })
    expect(ok(await market.updateAvailability({ id: created.id, enabled: false }))).toBe('')
    const refused = await market.updateAvailability({ id: created.id, totalSize: 2 * 1024 ** 3 })
    expect(refused.error && refused.data).toMatchObject({
      code: 422,
      message: 'Not enough storage quota',
    })
    const [listed] = ok(await market.availabilities())
    expect(listed).toMatchObject({ id: created.id, enabled: false, freeSize: 256 * 1024 ** 2 })

    await market.updateAvailability({ id: created.id, enabled: true })
    await control(sim, '/clock/advance', { seconds: 6000 })
    const reservations = ok(await market.reservations(created.id))
    expect(reservations.length).toBeGreaterThan(0)
    expect(reservations[0]).toMatchObject({
      size: expect.any(Number),
      validUntil: expect.any(Number),
    })
    // 0.1.3 types activeSlots() as a list of lists; the node (and the SDK at run time) give a list.
    const slots = ok(await market.activeSlots()) as unknown as { request: { ask: unknown } }[]
    const [slot] = slots
    expect(slot?.request.ask).toMatchObject({ slotSize: expect.any(Number) })

    const cid = await upload(sim.api, bytes(randomBytes(3 * 65536)))
    const id = ok(await market.createStorageRequest(storageRequest(cid)))
    expect(ok(await market.purchaseIds())).toContain(`0x${id}`)
    const purchase = ok(await market.purchaseDetail(id))
    expect(purchase.request?.ask).toMatchObject({ duration: 3600, proofProbability: 1 })
    const tooLong = await market.createStorageRequest({
      ...storageRequest(cid),
      duration: 31 * 86400,
    })
    expect(tooLong.error && tooLong.data).toMatchObject({
      code: 422,
      message: 'Duration exceeds limit of 2592000 seconds',
    })
  })
})
