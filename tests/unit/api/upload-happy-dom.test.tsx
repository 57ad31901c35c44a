import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createNodeClient, type NodeClient } from '../../../src/api/node-client.ts'
import { UPLOAD_NETWORK_ERROR } from '../../../src/api/upload.ts'
import { startTestSimulator, type Simulator } from './support/simulator.ts'
import { browserTransport } from '../../../src/platform/transport.ts'

// A real simulator on a machine shared with other test runs: allow for a slow start or answer.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 20_000 })

/**
 * The upload through a real XMLHttpRequest implementation (happy-dom's), with its CORS
 * preflight, against the simulator. happy-dom fires no upload progress events, so progress
 * and abort are covered by upload.test.ts with the node http stand-in.
 */
describe('upload with happy-dom XMLHttpRequest', () => {
  let sim: Simulator
  let client: NodeClient

  beforeAll(async () => {
    sim = await startTestSimulator()
    client = createNodeClient({ ...browserTransport, url: sim.url })
  })
  afterAll(() => sim.close())

  it('stores the file with its name and type and returns the cid', async () => {
    const file = new File(['hello from the browser'], 'hello.txt', { type: 'text/plain' })
    const result = await client.upload(file, { filename: file.name, mimetype: file.type }).result
    if (result.error) throw new Error(result.data.message)
    const files = await client.files()
    expect(files).toMatchObject({
      error: false,
      data: [
        {
          cid: result.data,
          manifest: { filename: 'hello.txt', mimetype: 'text/plain', datasetSize: 22n },
        },
      ],
    })
  })

  it('passes a refusal on with the status', async () => {
    const result = await client.upload(new Blob(['x']), { filename: 'exam*ple.txt' }).result
    expect(result).toMatchObject({
      error: true,
      data: { message: 'The filename is not valid.', code: 422 },
    })
  })

  it('reports a node that is down in the spec words', async () => {
    await sim.control('/down', { mode: 'reset' })
    const result = await client.upload(new Blob(['x'])).result
    await sim.control('/up')
    expect(result).toMatchObject({ error: true, data: { message: UPLOAD_NETWORK_ERROR } })
  })
})
