import { describe, expect, it } from 'vitest'
import { bytes, control, startTestSimulator, upload, type TestSimulator } from './sim-harness.ts'

const storageApi = (sim: TestSimulator) => `${sim.url}/api/storage/v1`

const get = async (url: string, init?: RequestInit) => {
  const response = await fetch(url, init)
  return [response.status, await response.text()] as const
}

describe('simulator: the Logos Storage line (--api storage)', () => {
  it('serves /api/storage/v1 and neither the codex prefix nor any marketplace route', async () => {
    const sim = await startTestSimulator({ api: 'storage' })
    const api = storageApi(sim)
    expect((await fetch(`${api}/space`)).status).toBe(200)
    for (const path of ['/sales/slots', '/sales/availability', '/storage/purchases']) {
      expect(await get(`${api}${path}`)).toEqual([404, ''])
    }
    expect(await get(`${api}/sales/availability`, { method: 'POST', body: '{}' })).toEqual([
      404,
      '',
    ])
    expect(await get(`${sim.url}/api/codex/v1/debug/info`)).toEqual([404, ''])
    expect(await get(`${api}/node/peerid`)).toEqual([404, ''])
    const counted = await (await fetch(`${sim.url}/_sim/requests`)).json()
    const marketplace = Object.keys(counted.byRoute).filter((route) =>
      / \/(sales|storage)\//.test(route),
    )
    expect(marketplace).toEqual([
      'GET /sales/slots',
      'GET /sales/availability',
      'GET /storage/purchases',
      'POST /sales/availability',
    ])
    expect(counted.byRoute['GET /debug/info']).toBe(1)
  })

  it('answers debug info in the 2026 shape', async () => {
    const sim = await startTestSimulator({ api: 'storage' })
    const info = await (await fetch(`${storageApi(sim)}/debug/info`)).json()
    expect(Object.keys(info)).toEqual([
      'id',
      'addrs',
      'spr',
      'libp2pPubKey',
      'mixPubKey',
      'table',
      'storage',
      'nat',
      'connections',
      'privateQueries',
    ])
    expect(info.storage).toEqual({ version: '0.4.4', revision: expect.any(String) })
    expect(info.nat).toEqual({
      reachability: 'Reachable',
      clientMode: false,
      relayRunning: false,
      portMapping: 'upnp',
    })
    expect(info.libp2pPubKey).toMatch(/^0[23][0-9a-f]{64}$/)
    expect(info.table.localNode).toEqual({
      peerId: info.id,
      addresses: [expect.stringMatching(/^\/ip4\/.+\/udp\/\d+$/)],
      lastSeen: null,
    })
    for (const node of info.table.nodes) {
      expect(Object.keys(node)).toEqual(['peerId', 'addresses', 'lastSeen'])
      expect(node.lastSeen).toBeGreaterThan(1_700_000_000)
    }
    expect(
      info.table.nodes.some((node: { addresses: string[] }) => node.addresses.length === 0),
    ).toBe(true)
    expect(info.connections.length).toBeGreaterThan(0)
    expect(info.connections[0]).toEqual({ peerId: expect.any(String), direct: true })
    await control(sim, '/nat', { reachability: 'NotReachable', portMapping: 'none' })
    const changed = await (await fetch(`${storageApi(sim)}/debug/info`)).json()
    expect(changed.nat).toMatchObject({ reachability: 'NotReachable', portMapping: 'none' })
    const spr = await (await fetch(`${storageApi(sim)}/spr`)).json()
    expect(spr).toEqual({ spr: info.spr })
    expect(await (await fetch(`${storageApi(sim)}/peerid`)).json()).toEqual({ id: info.id })
    const plain = await fetch(`${storageApi(sim)}/peerid`, { headers: { accept: 'text/plain' } })
    expect(await plain.text()).toBe(info.id)
  })

  it('uploads with a block size, lists the 2026 manifest, answers exists and deletes', async () => {
    const sim = await startTestSimulator({ api: 'storage' })
    const api = storageApi(sim)
    const body = bytes('x'.repeat(20_000))
    expect(await get(`${api}/data?blockSize=abc`, { method: 'POST', body })).toEqual([
      400,
      'Invalid blockSize parameter',
    ])
    const range = 'blockSize must be a power of two between 4096 and 524288 bytes'
    for (const size of ['1024', '5000', '1048576']) {
      expect(await get(`${api}/data?blockSize=${size}`, { method: 'POST', body })).toEqual([
        400,
        range,
      ])
    }
    const longName = `${'a'.repeat(252)}.txt`
    expect(
      await get(`${api}/data`, {
        method: 'POST',
        body,
        headers: { 'content-disposition': `attachment; filename="${longName}"` },
      }),
    ).toEqual([422, 'Filename exceeds maximum size of 255 bytes'])
    const response = await fetch(`${api}/data?blockSize=4096`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'text/plain',
        'content-disposition': 'attachment; filename="notes.txt"',
      },
    })
    expect(response.status).toBe(200)
    const stored = await response.text()
    const list = await (await fetch(`${api}/data`)).json()
    expect(list.content).toEqual([
      {
        cid: stored,
        manifest: {
          treeCid: expect.any(String),
          datasetSize: 20_000,
          blockSize: 4096,
          filename: 'notes.txt',
          mimetype: 'text/plain',
        },
      },
    ])
    expect(await (await fetch(`${api}/space`)).json()).toMatchObject({ totalBlocks: 6 })
    const download = await fetch(`${api}/data/${stored}`)
    expect(download.headers.get('content-length')).toBe('20000')
    expect((await download.text()).length).toBe(20_000)
    expect(await (await fetch(`${api}/data/${stored}/exists`)).json()).toEqual({ [stored]: true })

    expect((await fetch(`${api}/data/${stored}`, { method: 'DELETE' })).status).toBe(204)
    expect((await fetch(`${api}/data/${stored}`, { method: 'DELETE' })).status).toBe(204)
    expect(await (await fetch(`${api}/data/${stored}/exists`)).json()).toEqual({ [stored]: false })
    expect(await get(`${api}/data/${stored}`)).toEqual([
      404,
      'The requested CID could not be retrieved (Block not found in local store).',
    ])
    expect(await get(`${api}/data/not-a-cid/exists`)).toEqual([400, 'Incorrect Cid'])
  })
})

describe('simulator: switching the node line at run time', () => {
  it('restarts as another line on POST /_sim/api, keeping the data; down/up still work', async () => {
    const sim = await startTestSimulator()
    const cid = await upload(sim.api, 'kept across the switch')
    expect(await control(sim, '/api', { api: 'storage' })).toEqual({
      api: 'storage',
      prefix: '/api/storage/v1',
    })
    expect((await fetch(`${sim.api}/debug/info`)).status).toBe(404)
    const info = await (await fetch(`${storageApi(sim)}/debug/info`)).json()
    expect(info).toHaveProperty('storage')
    expect(await (await fetch(`${storageApi(sim)}/data/${cid}/exists`)).json()).toEqual({
      [cid]: true,
    })
    await control(sim, '/down')
    await expect(fetch(`${storageApi(sim)}/space`)).rejects.toThrow(TypeError)
    await control(sim, '/up')
    expect((await fetch(`${storageApi(sim)}/space`)).status).toBe(200)

    await control(sim, '/api', { api: 'codex-0.2.5' })
    const codex = await (await fetch(`${sim.api}/debug/info`)).json()
    expect(codex.codex).toEqual({
      version: expect.stringMatching(/\nv0\.2\.5$/),
      revision: '36f64ad3',
      contracts: '886e8c5b',
    })
    expect((await fetch(`${sim.api}/sales/slots`)).status).toBe(200)
    const state = await (await fetch(`${sim.url}/_sim/state`)).json()
    expect(state).toMatchObject({ api: 'codex-0.2.5', prefix: '/api/codex/v1' })
    await control(sim, '/api', { api: 'storage' })
    await control(sim, '/reset')
    const reset = await (await fetch(`${sim.url}/_sim/state`)).json()
    expect(reset).toMatchObject({ api: 'codex-0.2.0', prefix: '/api/codex/v1' })
    const bad = await fetch(`${sim.url}/_sim/api`, { method: 'POST', body: '{"api":"codex-9"}' })
    expect([bad.status, (await bad.json()).error]).toEqual([
      400,
      'api must be one of codex-0.2.0, codex-0.2.5, storage',
    ])
  })
})
