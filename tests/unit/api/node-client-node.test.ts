import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createNodeClient } from '../../../src/api/node-client.ts'
import { INPUT_INVALID } from '../../../src/api/validation-messages.ts'
import type { LogLevel } from '../../../src/api/schemas/node.ts'
import { startTestSimulator, type Simulator } from './support/simulator.ts'
import { browserTransport } from '../../../src/platform/transport.ts'

// A real simulator on a machine shared with other test runs: allow for a slow start or answer.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 20_000 })

describe('node and debug calls against the simulator', () => {
  let sim: Simulator

  beforeAll(async () => {
    sim = await startTestSimulator()
  })
  afterAll(() => sim.close())
  beforeEach(() => sim.control('/reset'))

  it('reads the spr', async () => {
    const spr = await sim.client.spr()
    expect(spr.error).toBe(false)
    expect(spr.data).toMatch(/^spr:/)
  })

  it('reads the peer id', async () => {
    const [peerId, info] = await Promise.all([sim.client.peerId(), sim.client.debugInfo()])
    expect(peerId.error).toBe(false)
    expect(info.error).toBe(false)
    if (!info.error) expect(peerId.data).toBe(info.data.id)
  })

  it('reads the debug info with its peer table, keeping fields it does not model', async () => {
    const info = await sim.client.debugInfo()
    if (info.error) throw new Error(info.data.message)
    expect(info.data.addrs.length).toBeGreaterThan(0)
    expect(info.data.announcedAddresses[0]).toMatch(/^\/ip4\/[\d.]+\/tcp\/\d+$/)
    expect(info.data.peers.length).toBeGreaterThan(0)
    expect(info.data.version).toBeTruthy()
    expect(info.data.sent.repo).toBeTypeOf('string')
  })

  it('connects to a known peer and passes a failed dial on', async () => {
    const info = await sim.client.debugInfo()
    if (info.error) throw new Error(info.data.message)
    const seen = info.data.peers.find((peer) => peer.seen)
    expect(await sim.client.connect(seen?.peerId ?? '', ['/ip4/1.2.3.4/tcp/8070'])).toEqual({
      error: false,
      data: 'Successfully connected to peer',
    })
    expect(await sim.client.connect('nonsense')).toMatchObject({
      error: true,
      data: { message: 'peerid: incorrect PeerId string', code: 400 },
    })
  })

  it('sets the log level', async () => {
    expect(await sim.client.setLogLevel('TRACE')).toEqual({ error: false, data: undefined })
    expect(await sim.control('/state')).toMatchObject({ logLevel: 'TRACE' })
  })

  it('refuses a log level outside the picklist before calling the node', async () => {
    const result = await sim.client.setLogLevel('TEST' as LogLevel)
    expect(result).toMatchObject({ error: true, data: { message: INPUT_INVALID, code: null } })
    expect(await sim.control('/state')).toMatchObject({ logLevel: 'INFO' })
  })

  it('reports an spr that is not ready yet with the status', async () => {
    await sim.control('/spr', { startupMs: 60000 })
    expect(await sim.client.spr()).toMatchObject({ error: true, data: { code: 503 } })
  })

  it('sends basic-auth credentials and uses a custom prefix', async () => {
    const seen: Headers[] = []
    const client = createNodeClient({
      ...browserTransport,
      url: `${sim.url}/`,
      auth: { username: 'ana', password: 'pass' },
      prefix: '/api/codex/v1/',
      fetch: (input, init) => {
        seen.push(new Headers(init?.headers))
        return fetch(input, init)
      },
    })
    expect((await client.spr()).error).toBe(false)
    expect(seen[0]?.get('authorization')).toBe(`Basic ${btoa('ana:pass')}`)
    const none = createNodeClient({ ...browserTransport, url: sim.url, prefix: '/nowhere' })
    expect(await none.spr()).toMatchObject({ error: true, data: { code: 404 } })
  })
})
