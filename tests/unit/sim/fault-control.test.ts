import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { control, startTestSimulator, upload } from './sim-harness.ts'

describe('simulator fault control', () => {
  it('goes down with reset connections while /_sim keeps answering, then comes back', async () => {
    const sim = await startTestSimulator()
    await control(sim, '/down', { mode: 'reset' })
    await expect(fetch(`${sim.api}/spr`)).rejects.toThrow(TypeError)
    const state = await (await fetch(`${sim.url}/_sim/state`)).json()
    expect(state.down).toBe('reset')
    expect((await fetch(`${sim.url}/rates/v1/currencies/usd.json`)).status).toBe(200)
    await control(sim, '/up')
    expect((await fetch(`${sim.api}/spr`)).status).toBe(200)
  })

  it('cuts an upload already under way when it goes down, and stores nothing of it', async () => {
    const sim = await startTestSimulator()
    const outcome = new Promise<string>((resolve) => {
      const upload = request(`${sim.api}/data`, { method: 'POST' }, (response) => {
        response.resume()
        resolve(`answered ${response.statusCode}`)
      })
      upload.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
      upload.write(Buffer.alloc(256 * 1024, 7), () => {
        // The body is under way and unfinished when the node goes down.
        void control(sim, '/down', { mode: 'reset' })
      })
    })
    expect(await outcome).toMatch(/ECONNRESET|EPIPE|socket hang up/)
    await control(sim, '/up')
    expect(await (await fetch(`${sim.api}/data`)).json()).toEqual({ content: [] })
  })

  it('holds requests open in hang mode and drops them when the node comes back', async () => {
    const sim = await startTestSimulator()
    await control(sim, '/down', { mode: 'hang' })
    const pending = fetch(`${sim.api}/spr`)
    const outcome = await Promise.race([
      pending.then(
        () => 'answered',
        () => 'failed',
      ),
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 150)),
    ])
    expect(outcome).toBe('waiting')
    await control(sim, '/up')
    await expect(pending).rejects.toThrow(TypeError)
  })

  it('adds latency to node answers', async () => {
    const sim = await startTestSimulator()
    await control(sim, '/latency', { ms: 120 })
    const started = performance.now()
    await fetch(`${sim.api}/spr`)
    expect(performance.now() - started).toBeGreaterThanOrEqual(110)
    await control(sim, '/latency', { ms: 0 })
  })

  it('reads upload bodies no faster than a throttle, and stores them whole', async () => {
    const sim = await startTestSimulator()
    const body = new Uint8Array(512 * 1024).fill(3)
    await control(sim, '/throttle', { bytesPerSecond: 2 * 1024 * 1024 })
    const started = performance.now()
    const cid = await upload(sim.api, new Blob([body]))
    expect(performance.now() - started).toBeGreaterThanOrEqual(200)
    const stored = new Uint8Array(await (await fetch(`${sim.api}/data/${cid}`)).arrayBuffer())
    expect(stored).toEqual(body)
    expect((await (await fetch(`${sim.url}/_sim/state`)).json()).uploadBytesPerSecond).toBe(
      2 * 1024 * 1024,
    )
    const refused = await fetch(`${sim.url}/_sim/throttle`, {
      method: 'POST',
      body: JSON.stringify({ bytesPerSecond: -1 }),
    })
    expect(refused.status).toBe(400)
  })

  it('fails the next N calls of a route with a status and body, or a malformed body', async () => {
    const sim = await startTestSimulator()
    await control(sim, '/faults', {
      method: 'GET',
      path: '/data',
      times: 2,
      status: 502,
      body: 'bad gateway',
    })
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${sim.api}/data`)
      expect([response.status, await response.text()]).toEqual([502, 'bad gateway'])
    }
    expect((await fetch(`${sim.api}/data`)).status).toBe(200)

    await control(sim, '/faults', { path: '/storage/purchases/*', malformed: true })
    const malformed = await fetch(`${sim.api}/storage/purchases/0x${'1'.repeat(64)}`)
    expect(malformed.status).toBe(200)
    expect(malformed.headers.get('content-type')).toBe('application/json')
    await expect(malformed.json()).rejects.toThrow(SyntaxError)
    const invalid = await fetch(`${sim.url}/_sim/faults`, { method: 'POST', body: '{}' })
    expect(invalid.status).toBe(400)
    // A misspelt count is refused, not read as the default of one call.
    const misspelt = await fetch(`${sim.url}/_sim/faults`, {
      method: 'POST',
      body: JSON.stringify({ path: '/space', remaining: 1000 }),
    })
    expect(misspelt.status).toBe(400)
    expect(((await misspelt.json()) as { error: string }).error).toMatch(
      /^unknown fields: remaining/,
    )
  })

  it('clears pending route faults and keeps the data, including hostile 200 answers', async () => {
    const sim = await startTestSimulator()
    const cid = await upload(sim.api, 'kept across a clear')
    const info = { id: '<img src=x onerror=alert(1)>', table: { nodes: [] } }
    await control(sim, '/faults', {
      path: '/debug/info',
      times: 5,
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify(info),
    })
    await control(sim, '/faults', { path: '/data', times: 5, status: 500, body: 'boom' })
    expect(await (await fetch(`${sim.api}/debug/info`)).json()).toEqual(info)
    await control(sim, '/faults/clear')
    expect((await (await fetch(`${sim.url}/_sim/state`)).json()).faults).toEqual([])
    const list = await (await fetch(`${sim.api}/data`)).json()
    expect(list.content.map((item: { cid: string }) => item.cid)).toEqual([cid])
  })

  it('turns the marketplace off and on at run time', async () => {
    const sim = await startTestSimulator()
    await control(sim, '/marketplace', { enabled: false })
    const off = await fetch(`${sim.api}/sales/slots`)
    expect([off.status, await off.text()]).toEqual([503, 'Persistence is not enabled'])
    await control(sim, '/marketplace', { enabled: true })
    expect((await fetch(`${sim.api}/sales/slots`)).status).toBe(200)
  })

  it('resets all state', async () => {
    const sim = await startTestSimulator()
    await upload(sim.api, 'to be forgotten')
    await fetch(`${sim.api}/sales/availability`, {
      method: 'POST',
      body: JSON.stringify({ totalSize: '100' }),
    })
    await control(sim, '/latency', { ms: 5 })
    await control(sim, '/throttle', { bytesPerSecond: 1024 })
    await control(sim, '/reset')
    expect(await (await fetch(`${sim.api}/data`)).json()).toEqual({ content: [] })
    expect(await (await fetch(`${sim.api}/sales/availability`)).json()).toEqual([])
    const state = await (await fetch(`${sim.url}/_sim/state`)).json()
    expect(state).toMatchObject({ latencyMs: 0, uploadBytesPerSecond: 0 })
  })
})
