import { BrowserClient, defaultStackParser, makeFetchTransport, Scope } from '@sentry/browser'
import { describe, expect, it } from 'vitest'
import { startTestSimulator } from './sim-harness.ts'

describe('simulator external services', () => {
  it('reports only the node announce address and port as reachable', async () => {
    const sim = await startTestSimulator()
    const info = await (await fetch(`${sim.api}/debug/info`)).json()
    const [, , ip, , port] = info.announceAddresses[0].split('/')
    const check = async (portToCheck: string, header: string) =>
      (
        await (
          await fetch(`${sim.url}/echo/port/${portToCheck}`, {
            headers: { 'X-Real-IP-Custom': header },
          })
        ).json()
      ).reachable
    expect(await check(port, ip)).toBe(true)
    expect(await check('8080', ip)).toBe(false)
    expect(await check(port, '81.2.69.142')).toBe(false)
  })

  it('locates every simulated peer and the node, and refuses bad or unknown IPs', async () => {
    const sim = await startTestSimulator()
    const info = await (await fetch(`${sim.api}/debug/info`)).json()
    const ips = [
      info.announceAddresses[0].split('/')[2],
      ...info.table.nodes
        .map((node: { address: string | null }) => node.address?.split(':')[0])
        .filter(Boolean),
    ]
    const countries = new Set<string>()
    for (const ip of ips) {
      const response = await fetch(`${sim.url}/echo/json?ip=${ip}`)
      expect(response.status).toBe(200)
      const geo = await response.json()
      expect(geo).toMatchObject({
        ip,
        country: expect.any(String),
        country_iso: expect.stringMatching(/^[A-Z]{2}$/),
      })
      expect(typeof geo.latitude).toBe('number')
      expect(typeof geo.longitude).toBe('number')
      countries.add(geo.country_iso)
    }
    expect(countries.size).toBeGreaterThanOrEqual(5)
    const bad = await fetch(`${sim.url}/echo/json?ip=not-an-ip`)
    expect(bad.status).toBe(400)
    expect((await bad.json()).error).toBe('Invalid IP address: not-an-ip')
    expect((await fetch(`${sim.url}/echo/json?ip=10.0.0.1`)).status).toBe(404)
  })

  it('serves fixed currency rates and crypto spot prices', async () => {
    const sim = await startTestSimulator()
    const rates = await (await fetch(`${sim.url}/rates/v1/currencies/usd.json`)).json()
    expect(rates.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(rates.usd).toMatchObject({
      eur: expect.any(Number),
      aud: expect.any(Number),
      cad: expect.any(Number),
      cny: expect.any(Number),
    })
    const btc = await (await fetch(`${sim.url}/crypto/v2/prices/btc-USD/spot.json`)).json()
    expect(btc).toEqual({
      data: { amount: expect.stringMatching(/^\d+\.\d+$/), base: 'BTC', currency: 'USD' },
    })
    const eth = await (await fetch(`${sim.url}/crypto/v2/prices/eth-USD/spot.json`)).json()
    expect(eth.data.base).toBe('ETH')
    expect((await fetch(`${sim.url}/crypto/v2/prices/doge-USD/spot.json`)).status).toBe(404)
  })

  it('records Sentry envelope events, lists them and clears them, with CORS', async () => {
    const sim = await startTestSimulator()
    const event = { event_id: 'a'.repeat(32), message: 'boom', level: 'error' }
    const payload = JSON.stringify(event)
    const envelope = [
      JSON.stringify({
        event_id: event.event_id,
        dsn: `http://public@127.0.0.1:${sim.port}/sentry/1`,
      }),
      JSON.stringify({ type: 'event', length: Buffer.byteLength(payload) }),
      payload,
      JSON.stringify({ type: 'client_report' }),
      JSON.stringify({ discarded_events: [] }),
    ].join('\n')
    const response = await fetch(`${sim.url}/sentry/api/1/envelope/?sentry_key=public`, {
      method: 'POST',
      body: envelope,
      headers: { Origin: 'http://localhost:5173' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    const events = await (await fetch(`${sim.url}/sentry/events`)).json()
    expect(events).toHaveLength(1)
    expect(events[0].event).toEqual(event)
    const preflight = await fetch(`${sim.url}/sentry/api/1/envelope/`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect((await fetch(`${sim.url}/sentry/events`, { method: 'DELETE' })).status).toBe(204)
    expect(await (await fetch(`${sim.url}/sentry/events`)).json()).toEqual([])
    const broken = await fetch(`${sim.url}/sentry/api/1/envelope/`, {
      method: 'POST',
      body: 'not json',
    })
    expect(broken.status).toBe(400)
  })

  it('records session-replay segments with the size of their binary recording', async () => {
    const sim = await startTestSimulator()
    const replay = { type: 'replay_event', replay_id: 'b'.repeat(32), replay_type: 'buffer' }
    const replayJson = JSON.stringify(replay)
    const recording = Buffer.concat([
      Buffer.from('{"segment_id":0}\n'),
      Buffer.from([0x78, 0x9c, 0x0a, 0x00, 0xff, 0x0a]),
    ])
    const envelope = Buffer.concat([
      Buffer.from(`${JSON.stringify({ event_id: replay.replay_id })}\n`),
      Buffer.from(`${JSON.stringify({ type: 'replay_event' })}\n${replayJson}\n`),
      Buffer.from(`${JSON.stringify({ type: 'replay_recording', length: recording.length })}\n`),
      recording,
    ])
    const response = await fetch(`${sim.url}/sentry/api/1/envelope/`, {
      method: 'POST',
      body: envelope,
    })
    expect(response.status).toBe(200)
    const replays = await (await fetch(`${sim.url}/sentry/replays`)).json()
    expect(replays).toEqual([
      { receivedAt: expect.any(String), replay, recordingBytes: recording.length },
    ])
    expect(await (await fetch(`${sim.url}/sentry/events`)).json()).toEqual([])
    await fetch(`${sim.url}/sentry/events`, { method: 'DELETE' })
    expect(await (await fetch(`${sim.url}/sentry/replays`)).json()).toEqual([])
  })

  it('receives what the real @sentry/browser client sends to the simulator DSN', async () => {
    const sim = await startTestSimulator()
    const client = new BrowserClient({
      dsn: `http://public@127.0.0.1:${sim.port}/sentry/1`,
      transport: makeFetchTransport,
      stackParser: defaultStackParser,
      integrations: [],
    })
    const scope = new Scope()
    scope.setClient(client)
    client.init()
    scope.captureException(new Error('reported from a test'))
    await client.flush(5000)
    const events = await (await fetch(`${sim.url}/sentry/events`)).json()
    expect(events).toHaveLength(1)
    expect(events[0].event.exception.values[0].value).toBe('reported from a test')
  })
})
