// What `npx codex-vault` learns from the node before it prints the vault's address: its line, as
// the vault detects it, and its CORS toward the vault's origin, asked as a browser would. Against
// simulated nodes over HTTP; a fake fetch only for answers no simulator gives (another origin).
import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { probeNode, type Probe } from '../../../../cli/serve/node-probe.ts'
import { launchSimulator, type LaunchedSimulator } from '../../../support/simulator.ts'

const origin = 'http://127.0.0.1:5173'
const credentials = { username: 'alice', password: 'pass:word' }
const sims: Record<string, LaunchedSimulator> = {}

beforeAll(async () => {
  sims.permissive = await launchSimulator({ api: 'codex-0.2.5' })
  sims.none = await launchSimulator({ cors: 'none' })
  sims.storage = await launchSimulator({ api: 'storage' })
  sims.guarded = await launchSimulator({ auth: credentials })
})

afterAll(async () => {
  for (const sim of Object.values(sims)) await sim.close()
})

const corsOf = (probe: Probe) => (probe.kind === 'node' ? probe.cors : probe)
const lineOf = (probe: Probe) =>
  probe.kind === 'node' ? `${probe.profile.line.name} ${probe.profile.version}` : probe.kind

describe('probeNode', () => {
  it('finds the line and version, and a node that allows the origin', async () => {
    const probe = await probeNode({ node: sims.permissive!.url, origin })
    expect(lineOf(probe)).toBe('Codex 0.2.5')
    expect(corsOf(probe)).toEqual({ kind: 'allowed' })
    const storage = await probeNode({ node: sims.storage!.url, origin })
    expect(lineOf(storage)).toMatch(/^Logos Storage \d/)
    expect(storage.kind === 'node' && storage.profile.line.prefix).toBe('/api/storage/v1')
  })

  it('tells a node started without --api-cors-origin', async () => {
    const probe = await probeNode({ node: sims.none!.url, origin })
    expect(lineOf(probe)).toBe('Codex 0.2.0')
    expect(corsOf(probe)).toEqual({ kind: 'none' })
  })

  it('asks for a password behind basic auth, takes the right one, and tells a wrong one', async () => {
    const node = sims.guarded!.url
    expect(await probeNode({ node, origin })).toEqual({ kind: 'password', refused: false })
    const wrong = { ...credentials, password: 'nope' }
    expect(await probeNode({ node, origin, credentials: wrong })).toEqual({
      kind: 'password',
      refused: true,
    })
    const right = await probeNode({ node, origin, credentials })
    expect(lineOf(right)).toBe('Codex 0.2.0')
    expect(corsOf(right)).toEqual({ kind: 'allowed' })
  })

  it('says why nothing answers', async () => {
    const stopped = await launchSimulator()
    const node = stopped.url
    await stopped.close()
    expect(await probeNode({ node, origin })).toEqual({
      kind: 'silent',
      reason: 'nothing listens there (connection refused)',
    })
  })

  describe('against servers that answer otherwise', () => {
    let server: Server
    let url = ''
    let answer: (
      path: string,
      method: string,
    ) => { status: number; headers: Record<string, string>; body: string }
    const debugInfo = JSON.stringify({ id: 'peer', addrs: [], codex: { version: 'v0.2.5' } })

    beforeAll(async () => {
      server = createServer((request, response) => {
        const { status, headers, body } = answer(request.url ?? '/', request.method ?? 'GET')
        response.writeHead(status, headers).end(body)
      })
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
      const address = server.address()
      url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    })
    afterAll(() => new Promise<void>((done) => server.close(() => done())))

    const node =
      (cors: Record<string, string>, preflight: Record<string, string> = cors) =>
      (path: string, method: string) =>
        method === 'OPTIONS'
          ? { status: 204, headers: preflight, body: '' }
          : path.endsWith('/api/codex/v1/debug/info')
            ? {
                status: 200,
                headers: { 'content-type': 'application/json', ...cors },
                body: debugInfo,
              }
            : { status: 404, headers: {}, body: '' }

    it('tells a node that allows another origin only, or every origin', async () => {
      answer = node({ 'access-control-allow-origin': 'http://127.0.0.1:3000' })
      expect(corsOf(await probeNode({ node: url, origin }))).toEqual({
        kind: 'other',
        allowed: 'http://127.0.0.1:3000',
      })
      answer = node({
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'content-type, content-disposition',
      })
      expect(corsOf(await probeNode({ node: url, origin }))).toEqual({ kind: 'everyone' })
    })

    it("tells a preflight that refuses an upload's headers", async () => {
      answer = node(
        { 'access-control-allow-origin': origin },
        { 'access-control-allow-origin': origin, 'access-control-allow-headers': 'content-type' },
      )
      expect(corsOf(await probeNode({ node: url, origin }))).toEqual({
        kind: 'preflight',
        status: 204,
        missing: ['content-disposition'],
      })
    })

    it('tells something that is not a node', async () => {
      answer = () => ({ status: 200, headers: { 'content-type': 'text/html' }, body: '<html>' })
      expect(await probeNode({ node: url, origin })).toEqual({ kind: 'not-a-node', status: 200 })
    })

    it('gives up on a server that does not answer in time', async () => {
      const silent = createServer(() => undefined)
      await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done))
      const address = silent.address()
      const port = typeof address === 'object' && address ? address.port : 0
      const probe = await probeNode({ node: `http://127.0.0.1:${port}`, origin, timeoutMs: 200 })
      silent.closeAllConnections()
      await new Promise((done) => silent.close(done))
      expect(probe).toEqual({ kind: 'silent', reason: 'no answer within 0.2 s' })
    })
  })
})
