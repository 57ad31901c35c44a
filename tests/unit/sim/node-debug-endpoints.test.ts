import { describe, expect, it } from 'vitest'
import { startTestSimulator } from './sim-harness.ts'

describe('simulator node and debug endpoints', () => {
  it('serves a pretty-printed /debug/info with a multi-line version and a seeded peer table', async () => {
    const sim = await startTestSimulator({ seed: 'fixed' })
    const response = await fetch(`${sim.api}/debug/info`)
    expect(response.headers.get('content-type')).toBe('application/json')
    const text = await response.text()
    expect(text).toContain('\n  "id": ')
    const info = JSON.parse(text)
    expect(Object.keys(info)).toEqual([
      'id',
      'addrs',
      'repo',
      'spr',
      'announceAddresses',
      'table',
      'codex',
    ])
    expect(info.id).toMatch(/^16Uiu2HAm[1-9A-HJ-NP-Za-km-z]{44}$/)
    expect(info.announceAddresses[0].split('/')).toHaveLength(5)
    expect(info.codex.version.split('\n').at(-1)).toBe('v0.2.0')
    expect(info.codex.version.split('\n').length).toBeGreaterThan(1)
    const nodes = info.table.nodes as { seen: boolean; address: string | null }[]
    expect(nodes.length).toBeGreaterThanOrEqual(10)
    expect(nodes.some((node) => node.seen)).toBe(true)
    expect(nodes.some((node) => !node.seen)).toBe(true)
    const again = await startTestSimulator({ seed: 'fixed' })
    expect((await (await fetch(`${again.api}/debug/info`)).json()).table).toEqual(info.table)
  })

  it('announces only loopback or a private address with --announce, everywhere it puts one', async () => {
    const sprAddress = (spr: string) =>
      Buffer.from(spr.replace(/^spr:/, ''), 'base64url').toString('hex')
    // /ip4/<ip>/udp/8090 in the signed peer record, as the real node's `BH8AAAGRAh-a`.
    const udp8090 = (ip: string) =>
      `04${Buffer.from(ip.split('.').map(Number)).toString('hex')}9102${(8090).toString(16)}`
    const loopback = await startTestSimulator({ api: 'codex-0.2.5', announce: 'loopback' })
    const info = await (await fetch(`${loopback.api}/debug/info`)).json()
    expect(info.addrs).toEqual(['/ip4/127.0.0.1/tcp/8070'])
    expect(info.announceAddresses).toEqual(['/ip4/127.0.0.1/tcp/8070'])
    expect(sprAddress(info.spr)).toContain(udp8090('127.0.0.1'))
    const { spr } = await (await fetch(`${loopback.api}/spr`)).json()
    expect(spr).toBe(info.spr)

    const lan = await startTestSimulator({ announce: 'private' })
    const lanInfo = await (await fetch(`${lan.api}/debug/info`)).json()
    expect(lanInfo.addrs).toEqual(['/ip4/0.0.0.0/tcp/8070'])
    expect(lanInfo.announceAddresses).toEqual(['/ip4/192.168.1.20/tcp/8070'])
    expect(sprAddress(lanInfo.spr)).toContain(udp8090('192.168.1.20'))

    const storage = await startTestSimulator({ api: 'storage', announce: 'loopback' })
    const storageInfo = await (await fetch(`${storage.api}/debug/info`)).json()
    expect(storageInfo.addrs).toEqual(['/ip4/127.0.0.1/tcp/8070'])
    expect(storageInfo.table.localNode.addresses).toEqual(['/ip4/127.0.0.1/udp/8090'])
    expect(storageInfo.nat).toMatchObject({ reachability: 'NotReachable', portMapping: 'none' })
  })

  it('answers /spr 503 with an empty body during start-up, then JSON or text by Accept', async () => {
    const sim = await startTestSimulator({ sprStartupDelayMs: 300 })
    const starting = await fetch(`${sim.api}/spr`)
    expect(starting.status).toBe(503)
    expect(await starting.text()).toBe('')
    expect((await (await fetch(`${sim.api}/debug/info`)).json()).spr).toBe('')
    await new Promise((resolve) => setTimeout(resolve, 350))
    const json = await (await fetch(`${sim.api}/spr`)).json()
    expect(json.spr).toMatch(/^spr:CiUIAhIh/)
    const text = await fetch(`${sim.api}/spr`, { headers: { Accept: 'text/plain' } })
    expect(text.headers.get('content-type')).toBe('text/plain')
    expect(await text.text()).toBe(json.spr)
  })

  it('serves the peer id on /peerid and /node/peerid', async () => {
    const sim = await startTestSimulator()
    const info = await (await fetch(`${sim.api}/debug/info`)).json()
    expect(await (await fetch(`${sim.api}/peerid`)).json()).toEqual({ id: info.id })
    expect(await (await fetch(`${sim.api}/node/peerid`)).json()).toEqual({ id: info.id })
    const text = await fetch(`${sim.api}/node/peerid`, { headers: { Accept: 'text/plain' } })
    expect(await text.text()).toBe(info.id)
  })

  it('connects to seen peers and refuses others with the node texts', async () => {
    const sim = await startTestSimulator()
    const info = await (await fetch(`${sim.api}/debug/info`)).json()
    const nodes = info.table.nodes as { peerId: string; seen: boolean }[]
    const seen = nodes.find((node) => node.seen)
    const unseen = nodes.find((node) => !node.seen)
    const connect = async (path: string) => {
      const response = await fetch(`${sim.api}/connect/${path}`)
      return [response.status, await response.text()]
    }
    expect(await connect(seen?.peerId ?? '')).toEqual([200, 'Successfully connected to peer'])
    expect(await connect(unseen?.peerId ?? '')).toEqual([400, 'Unable to dial peer'])
    expect(await connect('nonsense')).toEqual([400, 'peerid: incorrect PeerId string'])
    // As libp2p: a multihash whose digest fits in the bytes is a peer id, even a short one.
    expect(await connect('16Uiu2HAmNotAPeer')).toEqual([400, 'Unable to find Peer!'])
    const stranger = '16Uiu2HAmJ3TSfPnrJNedHy2DMsjTqwBiVAQQqPo579DuMgGxmG99'
    expect(await connect(stranger)).toEqual([400, 'Unable to find Peer!'])
    expect(await connect(`${stranger}?addrs=/ip4/1.2.3.4/tcp/8070`)).toEqual([
      400,
      'Unable to dial peer',
    ])
  })

  it('sets the log level and answers the node texts for missing or invalid levels', async () => {
    const sim = await startTestSimulator()
    const post = async (query: string) => {
      const response = await fetch(`${sim.api}/debug/chronicles/loglevel${query}`, {
        method: 'POST',
        body: '',
      })
      return [response.status, await response.text()]
    }
    expect(await post('?level=debug')).toEqual([200, ''])
    expect(await post('?level=DEBUG;TRACE:codex')).toEqual([200, ''])
    expect(await post('')).toEqual([400, 'Missing log level'])
    expect(await post('?level=TEST')).toEqual([
      500,
      'Please specify one of: trace, debug, info, notice, warn, error or fatal',
    ])
    expect(await post('?level=INFO;codex:debug')).toEqual([
      500,
      "'codex' is not a recognized log level.",
    ])
    expect(await post('?level=DEBUG;')).toEqual([
      500,
      "Please use the following syntax 'DEBUG: topic1,topic2; INFO: topic3'.",
    ])
  })

  it('answers an unknown route with an empty 404', async () => {
    const sim = await startTestSimulator()
    const response = await fetch(`${sim.api}/nothing/here`)
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('')
  })
})
