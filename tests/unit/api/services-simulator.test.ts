import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  checkPort,
  fetchCryptoPrice,
  fetchFiatRates,
  lookupGeo,
} from '../../../src/api/services.ts'
import { startTestSimulator, type Simulator } from './support/simulator.ts'
import { browserTransport } from '../../../src/platform/transport.ts'

const viaBrowser = { transport: browserTransport }

// A real simulator on a machine shared with other test runs: allow for a slow start or answer.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 20_000 })

/** The external services as the simulator serves them for the demo. */
describe('external services against the simulator', () => {
  let sim: Simulator
  let echo: string

  beforeAll(async () => {
    sim = await startTestSimulator()
    echo = `${sim.url}/echo`
  })
  afterAll(() => sim.close())

  it("checks the node's announced address and port", async () => {
    const info = await sim.client.debugInfo()
    if (info.error) throw new Error(info.data.message)
    const [, , ip = '', , port = ''] = info.data.announcedAddresses[0]?.split('/') ?? []
    expect(await checkPort(echo, Number(port), ip, viaBrowser)).toEqual({
      error: false,
      data: { reachable: true },
    })
    expect(await checkPort(echo, Number(port) + 1, ip, viaBrowser)).toEqual({
      error: false,
      data: { reachable: false },
    })
  })

  it('locates every peer of the node', async () => {
    const info = await sim.client.debugInfo()
    if (info.error) throw new Error(info.data.message)
    const addresses = info.data.peers.flatMap((peer) => peer.ip ?? [])
    expect(addresses.length).toBeGreaterThan(0)
    for (const address of addresses) {
      const geo = await lookupGeo(echo, address, viaBrowser)
      expect(geo.error).toBe(false)
      if (!geo.error) expect(geo.data.country_iso).toMatch(/^[A-Z]{2}$/)
    }
  })

  it('passes the 400 for an unparsable ip on', async () => {
    expect(await lookupGeo(echo, 'not-an-ip', viaBrowser)).toMatchObject({
      error: true,
      data: { code: 400 },
    })
  })

  it('reads the rates and spot prices', async () => {
    const rates = await fetchFiatRates(`${sim.url}/rates/v1/currencies/usd.json`, viaBrowser)
    expect(rates.error === false && rates.data.eur).toBeGreaterThan(0)
    for (const symbol of ['btc', 'eth'] as const) {
      const price = await fetchCryptoPrice(`${sim.url}/crypto/v2/prices`, symbol, viaBrowser)
      expect(price.error === false && price.data).toBeGreaterThan(0)
    }
  })
})
