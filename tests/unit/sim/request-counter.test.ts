import { describe, expect, it } from 'vitest'
import { control, startTestSimulator } from './sim-harness.ts'

async function counts(url: string) {
  return (await (await fetch(`${url}/_sim/requests`)).json()) as {
    total: number
    byOrigin: Record<string, number>
    byRoute: Record<string, number>
  }
}

describe('simulator request counter', () => {
  it('counts node API requests by origin and route, and nothing else', async () => {
    const sim = await startTestSimulator()
    await fetch(`${sim.api}/space`, { headers: { origin: 'http://127.0.0.1:5174' } })
    await fetch(`${sim.api}/space`, { headers: { origin: 'http://127.0.0.1:5174' } })
    await fetch(`${sim.api}/debug/info?x=1`)
    await fetch(`${sim.api}/data`, { method: 'OPTIONS', headers: { origin: 'http://a.test' } })
    await fetch(`${sim.url}/rates/v1/currencies/usd.json`)
    await fetch(`${sim.url}/echo/port/8070`)
    expect(await counts(sim.url)).toEqual({
      total: 4,
      byOrigin: { 'http://127.0.0.1:5174': 2, none: 1, 'http://a.test': 1 },
      byRoute: { 'GET /space': 2, 'GET /debug/info': 1, 'OPTIONS /data': 1 },
    })
  })

  it('starts again from zero on DELETE /_sim/requests and on reset', async () => {
    const sim = await startTestSimulator()
    await fetch(`${sim.api}/spr`)
    const cleared = await fetch(`${sim.url}/_sim/requests`, { method: 'DELETE' })
    expect(await cleared.json()).toEqual({ total: 0, byOrigin: {}, byRoute: {} })
    await fetch(`${sim.api}/spr`)
    expect((await counts(sim.url)).total).toBe(1)
    await control(sim, '/reset')
    expect((await counts(sim.url)).total).toBe(0)
  })

  it('counts requests the node refuses while it is down', async () => {
    const sim = await startTestSimulator()
    await control(sim, '/down', { mode: 'reset' })
    await expect(fetch(`${sim.api}/spr`)).rejects.toThrow(TypeError)
    await control(sim, '/up')
    expect((await counts(sim.url)).byRoute).toEqual({ 'GET /spr': 1 })
  })
})
