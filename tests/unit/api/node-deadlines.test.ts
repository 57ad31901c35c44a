import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEFAULT_DEADLINES,
  NOT_FOUND_YET,
  nodeSilent,
  transferStalled,
} from '../../../src/api/deadlines.ts'
import { createNodeClient, type NodeClient } from '../../../src/api/node-client.ts'
import type { Deadlines } from '../../../src/api/deadlines.ts'
import { startServer, type TestServer } from './support/http-server.ts'
import { createNodeXhr } from './support/node-xhr.ts'
import { bytes, startTestSimulator, UNKNOWN_CID, type Simulator } from './support/simulator.ts'
import { browserTransport } from '../../../src/platform/transport.ts'

const elapsed = async <T>(call: () => Promise<T>) => {
  const started = Date.now()
  const value = await call()
  return { value, ms: Date.now() - started }
}

describe('every kind of node call has a deadline that fits it', () => {
  let sim: Simulator
  const client = (deadlines: Partial<Deadlines>): NodeClient =>
    createNodeClient({ ...browserTransport, url: sim.url, createXhr: createNodeXhr(), deadlines })

  beforeAll(async () => {
    // Network fetches of unknown cids take as long as a real swarm's search would here.
    sim = await startTestSimulator({ networkFailureDelayMs: 3000 })
    await sim.client.detect()
  })
  afterAll(() => sim.close())

  it('gives the person seconds for status and lists, not minutes', async () => {
    expect(DEFAULT_DEADLINES.answerMs).toBeLessThanOrEqual(30_000)
    const slow = client({ answerMs: 400 })
    await slow.detect()
    await sim.control('/latency', { ms: 1500 })
    try {
      const status = await elapsed(() => slow.debugInfo())
      expect(status.value).toMatchObject({ error: true, data: { code: 502 } })
      expect(status.value.error && status.value.data.message).toBe(nodeSilent(400))
      expect(status.ms).toBeLessThan(1200)
      const list = await slow.files()
      expect(list.error && list.data.message).toBe(nodeSilent(400))
    } finally {
      await sim.control('/latency', { ms: 0 })
    }
    expect((await slow.files()).error).toBe(false)
  })

  it('stops a network fetch after the network deadline: not found on the network yet', async () => {
    expect(DEFAULT_DEADLINES.networkMs).toBeLessThanOrEqual(120_000)
    const fetch = await elapsed(() => client({ networkMs: 800 }).networkDownload(UNKNOWN_CID))
    expect(fetch.value).toMatchObject({ error: true, data: { message: NOT_FOUND_YET } })
    expect(fetch.ms).toBeLessThan(2500)
    const manifest = await client({ networkMs: 800 }).fetchManifest(UNKNOWN_CID)
    expect(manifest.error && manifest.data.message).toBe(NOT_FOUND_YET)
  })

  it("says the deadline's words where the engine rejects an abort with its own error", async () => {
    // WebKit rejects an aborted fetch with "Fetch is aborted", not with the abort's reason.
    const webkitFetch: typeof fetch = (input, init) =>
      fetch(input, init).catch((error: unknown) => {
        throw init?.signal?.aborted ? new DOMException('Fetch is aborted', 'AbortError') : error
      })
    const webkit = createNodeClient({
      ...browserTransport,
      url: sim.url,
      createXhr: createNodeXhr(),
      fetch: webkitFetch,
      deadlines: { networkMs: 800 },
    })
    const manifest = await webkit.fetchManifest(UNKNOWN_CID)
    expect(manifest.error && manifest.data.message).toBe(NOT_FOUND_YET)
  })

  it('keeps waiting on a network fetch when asked to, past the deadline', async () => {
    const patient = client({ networkMs: 800 })
    const fetch = await elapsed(() => patient.networkDownload(UNKNOWN_CID, { untilFound: true }))
    // The node's own answer, once it gave up looking.
    expect(fetch.value.error && fetch.value.data.code).toBe(404)
    expect(fetch.ms).toBeGreaterThanOrEqual(2900)
  })

  it('stops an upload the node stops taking, after a silence', async () => {
    const uploader = client({ silenceMs: 500 })
    await uploader.detect()
    await sim.control('/latency', { ms: 2500 })
    try {
      const upload = await elapsed(() => uploader.upload(bytes(2000), { filename: 'a.bin' }).result)
      expect(upload.value).toMatchObject({ error: true, data: { message: transferStalled(500) } })
      expect(upload.ms).toBeLessThan(2000)
    } finally {
      await sim.control('/latency', { ms: 0 })
    }
  })
})

describe('a file download has a deadline on silence, not on length', () => {
  let node: TestServer
  beforeAll(async () => {
    node = await startServer((request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/octet-stream' })
      let sent = 0
      // A slow node: one piece every 200 ms for 1.2 s, or half the file and then nothing.
      const stalls = request.url?.includes('stall')
      const timer = setInterval(() => {
        sent += 1
        response.write(Buffer.alloc(1000, sent))
        if (stalls && sent === 2) clearInterval(timer)
        if (!stalls && sent === 6) {
          clearInterval(timer)
          response.end()
        }
      }, 200)
      response.on('close', () => clearInterval(timer))
    })
  })
  afterAll(() => node.close())

  const fileClient = () =>
    createNodeClient({
      ...browserTransport,
      url: node.url,
      prefix: '/api/codex/v1',
      deadlines: { silenceMs: 500 },
    })

  it('takes a slow file whole, however long, while bytes keep coming', async () => {
    const file = await fileClient().fetchFile(`${node.url}/steady`)
    expect(file.error).toBe(false)
    expect(!file.error && file.data.size).toBe(6000)
  })

  it('stops a file the node stops sending, and says why', async () => {
    const file = await elapsed(() => fileClient().fetchFile(`${node.url}/stall`))
    expect(file.value).toMatchObject({ error: true, data: { code: 502 } })
    expect(file.value.error && file.value.data.message).toBe(transferStalled(500))
    expect(file.ms).toBeLessThan(2000)
  })
})

describe('the file list has a deadline on silence, so a long list over a slow link arrives', () => {
  const ITEMS = 2000
  const item = (n: number) => ({
    cid: `zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWd${String(n).padStart(4, '0')}`,
    manifest: {
      treeCid: 'zDzSvJTezk7bJNQqFq8jDkV9pHEnKxfLVHUzzmEmMzQvvmVqUUSp',
      datasetSize: 1000,
      blockSize: 65536,
      filename: `file-${n}.txt`,
      mimetype: 'text/plain',
      protected: false,
    },
  })
  let node: TestServer
  beforeAll(async () => {
    node = await startServer((request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      const body = JSON.stringify({ content: Array.from({ length: ITEMS }, (_, n) => item(n)) })
      // A home uplink: the list in eight pieces, one every 200 ms (1.6 s in all), or half of it
      // and then nothing.
      const stalls = request.headers['x-test'] === 'stall'
      const pieces = 8
      const size = Math.ceil(body.length / pieces)
      let sent = 0
      const timer = setInterval(() => {
        response.write(body.slice(sent * size, (sent + 1) * size))
        sent += 1
        if (stalls && sent === pieces / 2) clearInterval(timer)
        if (sent === pieces) {
          clearInterval(timer)
          response.end()
        }
      }, 200)
      response.on('close', () => clearInterval(timer))
    })
  })
  afterAll(() => node.close())

  const listClient = (stall: boolean) =>
    createNodeClient({
      ...browserTransport,
      url: node.url,
      prefix: '/api/codex/v1',
      deadlines: { answerMs: 600 },
      fetch: (input, init) =>
        fetch(input, {
          ...init,
          headers: { ...(init?.headers as Record<string, string>), 'x-test': stall ? 'stall' : '' },
        }),
    })

  it('takes a list that takes longer than the answer deadline while bytes keep coming', async () => {
    const list = await elapsed(() => listClient(false).files())
    expect(list.value.error).toBe(false)
    expect(!list.value.error && list.value.data.length).toBe(ITEMS)
    expect(list.ms).toBeGreaterThan(600)
  })

  it('stops a list the node stops sending midway, and says why', async () => {
    const list = await elapsed(() => listClient(true).files())
    expect(list.value).toMatchObject({ error: true, data: { code: 502 } })
    expect(list.value.error && list.value.data.message).toBe(nodeSilent(600))
    expect(list.ms).toBeLessThan(2500)
  })
})
