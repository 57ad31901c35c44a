// An upload's deadline is on silence, not on length: a slow upload that keeps sending outlasts it
// many times over; one the node stops taking midway stops a deadline after its last byte.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { transferStalled } from '../../../src/api/deadlines.ts'
import { createNodeClient } from '../../../src/api/node-client.ts'
import { uploadFile } from '../../../src/api/upload.ts'
import { startServer, type TestServer } from './support/http-server.ts'
import { createNodeXhr } from './support/node-xhr.ts'
import { bytes, startTestSimulator, type Simulator } from './support/simulator.ts'
import { browserTransport } from '../../../src/platform/transport.ts'

const SILENCE_MS = 1500
const MIB = 1024 * 1024
// Far past what the sockets' buffers take at once (4 to 8 MiB on loopback), so progress follows
// the node's reading; fast enough that the buffers' last bytes reach it well within a deadline.
const RATE = 8 * MIB
const SIZE = 32 * MIB

describe('an upload has a deadline on silence, not on length', () => {
  let sim: Simulator
  let stalling: TestServer

  beforeAll(async () => {
    sim = await startTestSimulator()
    // A node that takes the body's first MiB and then no more, never answering.
    stalling = await startServer((request) => {
      let taken = 0
      request.on('data', (chunk: Buffer) => {
        taken += chunk.length
        if (taken >= MIB) request.pause()
      })
    })
  })
  afterAll(async () => {
    await stalling.close()
    await sim.close()
  })

  it('takes a slow upload whole, many deadlines long, while the node keeps taking bytes', async () => {
    const uploader = createNodeClient({
      ...browserTransport,
      url: sim.url,
      createXhr: createNodeXhr(),
      deadlines: { silenceMs: SILENCE_MS },
    })
    await uploader.detect()
    await sim.control('/throttle', { bytesPerSecond: RATE })
    try {
      const started = Date.now()
      let lastProgressAt = started
      const upload = await uploader.upload(bytes(SIZE), {
        filename: 'slow.bin',
        onProgress: () => (lastProgressAt = Date.now()),
      }).result
      expect(upload.error ? upload.data.message : 'stored').toBe('stored')
      // Bytes still went out two deadlines after the start, and it was stored.
      expect(lastProgressAt - started).toBeGreaterThan(2 * SILENCE_MS)
      const listed = await uploader.files()
      expect(!listed.error && listed.data.map((item) => item.cid)).toContain(upload.data)
    } finally {
      await sim.control('/throttle', { bytesPerSecond: 0 })
    }
  })

  it('stops an upload the node stops taking midway, a deadline after the last byte, and says why', async () => {
    let lastProgressAt = 0
    let loaded = 0
    const upload = uploadFile(
      bytes(12 * MIB),
      {
        filename: 'stalled.bin',
        onProgress: (sent) => {
          loaded = sent
          lastProgressAt = Date.now()
        },
      },
      {
        url: `${stalling.url}/api/codex/v1/data`,
        headers: {},
        transport: { ...browserTransport, createXhr: createNodeXhr() },
        silenceMs: SILENCE_MS,
      },
    )
    const result = await upload.result
    const stoppedAt = Date.now()
    expect(result).toMatchObject({ error: true, data: { code: 502 } })
    expect(result.error && result.data.message).toBe(transferStalled(SILENCE_MS))
    expect(loaded).toBeGreaterThan(0)
    expect(loaded).toBeLessThan(12 * MIB)
    expect(stoppedAt - lastProgressAt).toBeGreaterThanOrEqual(SILENCE_MS - 20)
    expect(stoppedAt - lastProgressAt).toBeLessThan(SILENCE_MS + 1000)
  })
})
