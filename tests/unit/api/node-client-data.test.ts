import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { CID_INVALID } from '../../../src/api/cid.ts'
import { bytes, startTestSimulator, UNKNOWN_CID, type Simulator } from './support/simulator.ts'
import { browserTransport } from '../../../src/platform/transport.ts'

// A real simulator on a machine shared with other test runs: allow for a slow start or answer.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 20_000 })

describe.each(['spec', 'binary'] as const)('data calls against the simulator (%s wire)', (wire) => {
  let sim: Simulator

  beforeAll(async () => {
    sim = await startTestSimulator({ wire })
  })
  afterAll(() => sim.close())
  beforeEach(() => sim.control('/reset'))

  async function uploaded(content: Blob, filename = 'notes.txt', mimetype = 'text/plain') {
    const result = await sim.client.upload(content, { filename, mimetype }).result
    if (result.error) throw new Error(result.data.message)
    return result.data
  }

  it('lists nothing on an empty node', async () => {
    expect(await sim.client.files()).toEqual({ error: false, data: [] })
  })

  it('uploads a file and lists it with its manifest', async () => {
    const cid = await uploaded(new Blob(['some file contents']))
    const files = await sim.client.files()
    expect(files).toEqual({
      error: false,
      data: [
        {
          cid,
          manifest: expect.objectContaining({
            datasetSize: 18n,
            blockSize: 65536n,
            filename: 'notes.txt',
            mimetype: 'text/plain',
            protected: false,
          }),
        },
      ],
    })
  })

  it('keeps filename and mimetype null when none were given', async () => {
    const upload = await sim.client.upload(bytes(10)).result
    const files = await sim.client.files()
    expect(upload.error).toBe(false)
    expect(files.error === false && files.data[0]?.manifest).toMatchObject({
      filename: null,
      mimetype: null,
    })
  })

  it("passes the node's refusal of an unknown mimetype on", async () => {
    const result = await sim.client.upload(bytes(10), { mimetype: 'hello/world' }).result
    expect(result).toMatchObject({
      error: true,
      data: { message: "The MIME type 'hello/world' is not valid.", code: 422 },
    })
  })

  it('reads the space as numbers and sees the upload in it', async () => {
    const before = await sim.client.space()
    await uploaded(bytes(70000))
    const after = await sim.client.space()
    if (before.error || after.error) throw new Error('space failed')
    expect(typeof after.data.quotaUsedBytes).toBe('bigint')
    expect(after.data.quotaMaxBytes).toBe(20n * 1024n ** 3n)
    expect(after.data.quotaUsedBytes).toBeGreaterThan(before.data.quotaUsedBytes)
    expect(after.data.totalBlocks).toBeGreaterThan(before.data.totalBlocks)
  })

  it('gives download URLs that serve the file', async () => {
    const cid = await uploaded(new Blob(['hello vault']))
    const local = await fetch(sim.client.downloadUrl(cid))
    expect(await local.text()).toBe('hello vault')
    expect(local.headers.get('content-disposition')).toBe('attachment; filename="notes.txt"')
    const stream = await fetch(sim.client.networkStreamUrl(cid))
    expect(await stream.text()).toBe('hello vault')
    expect(sim.client.downloadUrl(cid)).toBe(`${sim.url}/api/codex/v1/data/${cid}`)
  })

  it('fetches a dataset and its manifest from the network', async () => {
    const state = (await sim.control('/state')) as { networkCids: string[] }
    const [cid = ''] = state.networkCids
    const download = await sim.client.networkDownload(cid)
    expect(download).toMatchObject({ error: false, data: { item: { cid }, downloadId: null } })
    const manifest = await sim.client.fetchManifest(cid)
    expect(manifest).toMatchObject({ error: false, data: { cid } })
    if (!manifest.error) expect(typeof manifest.data.manifest.datasetSize).toBe('bigint')
  })

  it('passes a failed network fetch on with its status', async () => {
    const result = await sim.client.networkDownload(UNKNOWN_CID)
    expect(result).toMatchObject({ error: true, data: { code: 404 } })
    expect(await sim.client.fetchManifest(UNKNOWN_CID)).toMatchObject({
      error: true,
      data: { code: 404 },
    })
  })

  it('deletes a file', async () => {
    const cid = await uploaded(new Blob(['bye']))
    expect(await sim.client.deleteFile(cid)).toEqual({ error: false, data: undefined })
    expect(await sim.client.files()).toEqual({ error: false, data: [] })
  })

  it('refuses a bad cid without calling the node', async () => {
    const calls: string[] = []
    const { createNodeClient } = await import('../../../src/api/node-client.ts')
    const client = createNodeClient({
      ...browserTransport,
      url: sim.url,
      fetch: (input, init) => {
        calls.push(String(input))
        return fetch(input, init)
      },
    })
    for (const result of await Promise.all([
      client.networkDownload('hello'),
      client.fetchManifest('0xabc'),
      client.deleteFile(''),
      client.createStorageRequest({
        cid: 'not-a-cid',
        duration: 60n,
        pricePerBytePerSecond: 1n,
        proofProbability: 1n,
        expiry: 30n,
        collateralPerByte: 1n,
      }),
    ])) {
      expect(result).toMatchObject({ error: true, data: { message: CID_INVALID, code: null } })
    }
    expect(calls).toEqual([])
  })
})
