import { afterEach, describe, expect, it } from 'vitest'
import { createNodeClient } from '../../../src/api/node-client.ts'
import { NOT_A_NODE } from '../../../src/api/detect-node.ts'
import { NO_MARKETPLACE } from '../../../src/api/marketplace-context.ts'
import { sendJson, startServer, type TestServer } from './support/http-server.ts'
import { browserTransport } from '../../../src/platform/transport.ts'

/** Debug info as each line sends it (shapes of the nodes' own code). */
const CODEX_020 = { id: '16U', addrs: [], codex: { version: 'v0.1.9\nv0.2.0', revision: 'a' } }
const CODEX_025 = {
  id: '16U',
  addrs: [],
  codex: { version: 'v0.2.5', revision: 'b', contracts: { marketplace: '0x1' } },
}
const STORAGE_044 = {
  id: '16U',
  addrs: ['/ip4/203.0.113.9/tcp/8070'],
  spr: 'spr:x',
  libp2pPubKey: 'ab',
  table: {
    localNode: { peerId: '16U', addresses: [] },
    nodes: [{ peerId: '16Upeer', addresses: ['/ip4/198.51.100.4/udp/8090'], lastSeen: 1790000000 }],
  },
  storage: { version: '0.4.4', revision: 'c' },
  nat: { reachability: 'Reachable', clientMode: false, relayRunning: false, portMapping: 'upnp' },
  connections: [{ peerId: '16Upeer', direct: true }],
  privateQueries: false,
}

let node: TestServer | undefined
afterEach(() => node?.close())

/** A node that serves debug info (and the marketplace check) under one prefix only. */
async function nodeServing(prefix: string, info: unknown, slots: 'on' | 'off' = 'on') {
  node = await startServer((request, response) => {
    const path = request.url ?? ''
    if (path === `${prefix}/debug/info`) sendJson(response, 200, info)
    else if (path === `${prefix}/sales/slots` && slots === 'on') sendJson(response, 200, [])
    else if (path === `${prefix}/sales/slots`)
      response.writeHead(503).end('Persistence is not enabled')
    else if (path === `${prefix}/spr`) sendJson(response, 200, { spr: 'spr:x' })
    else response.writeHead(404).end()
  })
  return node
}

const pathsAsked = () => (node?.requests ?? []).map((request) => request.url ?? '')

describe('node detection', () => {
  it('finds a Logos Storage node, what it can do, and calls it under its prefix', async () => {
    const server = await nodeServing('/api/storage/v1', STORAGE_044)
    const client = createNodeClient({ ...browserTransport, url: server.url })
    const profile = await client.detect()
    expect(profile).toMatchObject({
      error: false,
      data: {
        line: { product: 'storage', name: 'Logos Storage', prefix: '/api/storage/v1' },
        version: '0.4.4',
        capabilities: {
          marketplace: false,
          availabilityLimits: false,
          backgroundDownloads: true,
          exists: true,
          reachability: true,
          deleteFiles: true,
        },
      },
    })
    expect(await client.spr()).toEqual({ error: false, data: 'spr:x' })
    expect(client.downloadUrl('zb2')).toBe(`${server.url}/api/storage/v1/data/zb2`)
  })

  it('never sends a marketplace request to a node without marketplace routes', async () => {
    const server = await nodeServing('/api/storage/v1', STORAGE_044)
    const client = createNodeClient({ ...browserTransport, url: server.url })
    expect(await client.marketplaceStatus()).toEqual({
      error: false,
      data: { available: false, reason: 'no-marketplace', message: NO_MARKETPLACE },
    })
    expect(await client.availabilities()).toMatchObject({ data: { message: NO_MARKETPLACE } })
    expect(await client.purchases()).toMatchObject({ data: { message: NO_MARKETPLACE } })
    expect(pathsAsked().filter((path) => /\/(sales|storage)\//.test(path.slice(15)))).toEqual([])
  })

  it('finds a Codex v0.2.5 node with availability limits from what it answers', async () => {
    const server = await nodeServing('/api/codex/v1', CODEX_025)
    const profile = await createNodeClient({ ...browserTransport, url: server.url }).detect()
    expect(profile).toMatchObject({
      data: {
        line: { product: 'codex', name: 'Codex' },
        version: '0.2.5',
        capabilities: { marketplace: true, availabilityLimits: true, backgroundDownloads: false },
      },
    })
  })

  it('finds a Codex v0.2.0 node (its last tag), without availability limits', async () => {
    const server = await nodeServing('/api/codex/v1', CODEX_020, 'off')
    const client = createNodeClient({ ...browserTransport, url: server.url })
    expect(await client.detect()).toMatchObject({
      data: { version: '0.2.0', capabilities: { marketplace: true, availabilityLimits: false } },
    })
    expect(await client.marketplaceStatus()).toEqual({
      error: false,
      data: {
        available: false,
        reason: 'no-persistence',
        message: 'Persistence is not enabled',
      },
    })
  })

  it('detects once per client, and again when asked', async () => {
    const server = await nodeServing('/api/codex/v1', CODEX_020)
    const client = createNodeClient({ ...browserTransport, url: server.url })
    await Promise.all([client.spr(), client.files(), client.detect(), client.space()])
    const detections = () => pathsAsked().filter((path) => path.endsWith('/debug/info')).length
    expect(detections()).toBe(1) // the Codex line is asked first, and answers
    await client.redetect()
    expect(detections()).toBe(2)
  })

  it('asks one line at a time, the one the address served last time first', async () => {
    const server = await nodeServing('/api/storage/v1', STORAGE_044)
    const detected: string[] = []
    const first = createNodeClient({
      ...browserTransport,
      url: server.url,
      onDetected: (profile) => detected.push(profile.line.product),
    })
    await first.detect()
    expect(pathsAsked()).toEqual(['/api/codex/v1/debug/info', '/api/storage/v1/debug/info'])
    expect(detected).toEqual(['storage'])
    server.requests.length = 0
    const next = createNodeClient({ ...browserTransport, url: server.url, lineHint: 'storage' })
    expect(await next.detect()).toMatchObject({ data: { line: { product: 'storage' } } })
    expect(pathsAsked()).toEqual(['/api/storage/v1/debug/info'])
  })

  it('takes a line whose debug info fails with another status than 404 as found', async () => {
    node = await startServer((request, response) => {
      if (request.url === '/api/codex/v1/debug/info') response.writeHead(500).end('boom')
      else if (request.url === '/api/codex/v1/spr') sendJson(response, 200, { spr: 'spr:x' })
      else response.writeHead(404).end()
    })
    const client = createNodeClient({ ...browserTransport, url: node.url })
    expect(await client.detect()).toMatchObject({
      error: false,
      data: { line: { product: 'codex' }, version: '', capabilities: { marketplace: true } },
    })
    expect(await client.spr()).toEqual({ error: false, data: 'spr:x' })
  })

  it('says the address is no node when nothing answers as one, and a node down is a 502', async () => {
    node = await startServer((_request, response) => response.writeHead(404).end('Not Found'))
    expect(await createNodeClient({ ...browserTransport, url: node.url }).detect()).toMatchObject({
      error: true,
      data: { code: 404 },
    })
    await node.close()
    node = await startServer((_request, response) => response.writeHead(200).end('<html>'))
    expect(await createNodeClient({ ...browserTransport, url: node.url }).detect()).toMatchObject({
      error: true,
    })
    const down = createNodeClient({ ...browserTransport, url: 'http://127.0.0.1:9' })
    expect(await down.detect()).toMatchObject({ error: true, data: { code: 502 } })
    expect(await down.spr()).toMatchObject({ error: true, data: { code: 502 } })
  })

  it('takes a JSON answer without an id as no node', async () => {
    node = await startServer((_request, response) => sendJson(response, 200, { hello: 1 }))
    expect(await createNodeClient({ ...browserTransport, url: node.url }).detect()).toMatchObject({
      error: true,
      data: { message: NOT_A_NODE },
    })
  })
})
