import { describe, expect, it } from 'vitest'
import {
  createNodeClient,
  type NodeClient,
  type NodeClientOptions,
} from '../../../src/api/node-client.ts'
import { ok } from '../../../src/api/result.ts'
import { UPLOAD_NETWORK_ERROR } from '../../../src/api/upload-messages.ts'
import { lazyModule } from '../../../src/lib/lazy-module.ts'
import { browserTransport } from '../../../src/platform/transport.ts'

const URL = 'http://localhost:8080'

/** The node connection's module as the client loads it, counting loads; fails the first `failures`. */
function clientCode(failures = 0) {
  const made: NodeClientOptions[] = []
  const code = {
    loads: 0,
    made,
    load: async () => {
      code.loads += 1
      if (code.loads <= failures) throw new TypeError('Failed to fetch dynamically imported module')
      return {
        connectNode: (options: NodeClientOptions) => {
          made.push(options)
          return {
            space: async () => ok({ quota: 1n }),
            downloadUrl: (cid: string) => `${URL}/api/storage/v1/data/${cid}`,
            upload: () => ({ result: Promise.resolve(ok('zCid')), abort: () => {} }),
          } as unknown as NodeClient
        },
      }
    },
  }
  return code
}

describe('the node client', () => {
  it('loads the client code with the first call, once, and hands every call to one client', async () => {
    const code = clientCode()
    const client = createNodeClient({ ...browserTransport, url: URL }, lazyModule(code.load))
    expect(code.loads).toBe(0)
    const answers = await Promise.all([client.space(), client.space()])
    expect(answers).toEqual([ok({ quota: 1n }), ok({ quota: 1n })])
    expect(code.loads).toBe(1)
    expect(code.made).toEqual([{ ...browserTransport, url: URL }])
  })

  it('gives URLs at once, on the line known now, and the loaded client’s afterwards', async () => {
    const code = clientCode()
    const client = createNodeClient({ ...browserTransport, url: `${URL}/` }, lazyModule(code.load))
    expect(client.downloadUrl('zA b')).toBe(`${URL}/api/codex/v1/data/zA%20b`)
    expect(client.networkStreamUrl('zA')).toBe(`${URL}/api/codex/v1/data/zA/network/stream`)
    const fixed = createNodeClient(
      { ...browserTransport, url: URL, prefix: 'api/storage/v1/' },
      lazyModule(code.load),
    )
    expect(fixed.downloadUrl('zA')).toBe(`${URL}/api/storage/v1/data/zA`)
    expect(code.loads).toBe(0)
    await client.space()
    expect(client.downloadUrl('zA')).toBe(`${URL}/api/storage/v1/data/zA`)
  })

  it('fails a call whose code cannot load, and loads it again for the next one', async () => {
    const code = clientCode(1)
    const client = createNodeClient({ ...browserTransport, url: URL }, lazyModule(code.load))
    const failed = await client.space()
    expect(failed.error && failed.data.message).toBe('Failed to fetch dynamically imported module')
    expect(await client.space()).toEqual(ok({ quota: 1n }))
    expect(code.loads).toBe(2)
  })

  it('fails an upload whose code cannot load in the upload’s own words, sending nothing', async () => {
    const code = clientCode(1)
    const client = createNodeClient({ ...browserTransport, url: URL }, lazyModule(code.load))
    const upload = client.upload(new Blob(['x']))
    const result = await upload.result
    expect(result.error && result.data.message).toBe(UPLOAD_NETWORK_ERROR)
    expect(code.made).toEqual([])
    expect(await client.upload(new Blob(['x'])).result).toEqual(ok('zCid'))
  })

  it('says whether calls carry credentials before anything loads', () => {
    const code = clientCode()
    const auth = { username: 'vault', password: 'secret' }
    expect(
      createNodeClient({ ...browserTransport, url: URL, auth }, lazyModule(code.load))
        .hasCredentials,
    ).toBe(true)
    expect(
      createNodeClient({ ...browserTransport, url: URL }, lazyModule(code.load)).hasCredentials,
    ).toBe(false)
    expect(code.loads).toBe(0)
  })
})
