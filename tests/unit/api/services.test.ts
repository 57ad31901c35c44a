import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  checkPort,
  fetchCryptoPrice,
  fetchFiatRates,
  lookupGeo,
  IP_MISFORMATTED,
  PORT_MISFORMATTED,
} from '../../../src/api/services.ts'
import { ANSWER_INVALID } from '../../../src/api/validation-messages.ts'
import { sendJson, startServer, type TestServer } from './support/http-server.ts'
import { browserTransport } from '../../../src/platform/transport.ts'

const viaBrowser = { transport: browserTransport }

let echo: TestServer
let closedUrl: string

beforeAll(async () => {
  echo = await startServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://echo')
    if (url.pathname === '/port/8070') {
      sendJson(response, 200, { ip: '203.0.113.7', port: 8070, reachable: true })
    } else if (url.pathname === '/port/8071') {
      sendJson(response, 200, { reachable: 'yes' })
    } else if (url.pathname === '/json' && url.searchParams.get('ip') === '203.0.113.7') {
      sendJson(response, 200, {
        ip: '203.0.113.7',
        country: 'Switzerland',
        country_iso: 'CH',
        latitude: 47.1449,
        longitude: 8.1551,
        asn: 'AS1',
      })
    } else if (url.pathname === '/slow/json') {
      setTimeout(() => sendJson(response, 200, {}), 2000)
    } else if (url.pathname === '/json') {
      response.writeHead(404).end('404 page not found')
    } else if (url.pathname === '/rates/usd.json') {
      sendJson(response, 200, { date: '2026-11-20', usd: { eur: 0.92, aud: '1.52', cny: 7.1 } })
    } else if (url.pathname === '/garbage.json') {
      sendJson(response, 200, '{"usd": ')
    } else if (url.pathname === '/v2/prices/btc-USD/spot.json') {
      sendJson(response, 200, { data: { amount: '97123.45', base: 'BTC', currency: 'USD' } })
    } else if (url.pathname === '/v2/prices/eth-USD/spot.json') {
      sendJson(response, 200, { data: { amount: 3500 } })
    } else {
      response.writeHead(500).end('boom')
    }
  })
  const closed = await startServer(() => {})
  closedUrl = closed.url
  await closed.close()
})

afterAll(() => echo.close())

describe('checkPort', () => {
  it('asks the echo service with the announce IP in the custom header', async () => {
    expect(await checkPort(echo.url, 8070, '203.0.113.7', viaBrowser)).toEqual({
      error: false,
      data: { reachable: true },
    })
    const request = echo.requests.at(-1)
    expect(request?.headers['x-real-ip-custom']).toBe('203.0.113.7')
  })

  it('refuses an answer without a boolean reachable flag', async () => {
    const result = await checkPort(echo.url, 8071, '203.0.113.7', viaBrowser)
    expect(result).toMatchObject({ error: true, data: { message: ANSWER_INVALID } })
  })

  it('refuses a port or ip it cannot ask about, without calling the service', async () => {
    const before = echo.requests.length
    expect(await checkPort(echo.url, 0, '1.2.3.4', viaBrowser)).toMatchObject({
      error: true,
      data: { message: PORT_MISFORMATTED },
    })
    expect(await checkPort(echo.url, 70000, '1.2.3.4', viaBrowser)).toMatchObject({ error: true })
    expect(await checkPort(echo.url, 1.5, '1.2.3.4', viaBrowser)).toMatchObject({ error: true })
    expect(await checkPort(echo.url, 8070, ' ', viaBrowser)).toMatchObject({
      error: true,
      data: { message: IP_MISFORMATTED },
    })
    expect(echo.requests.length).toBe(before)
  })

  it('turns an unreachable service into a 502 result', async () => {
    const result = await checkPort(closedUrl, 8070, '203.0.113.7', viaBrowser)
    expect(result).toMatchObject({ error: true, data: { code: 502 } })
  })
})

describe('lookupGeo', () => {
  it('reads country, iso code and coordinates', async () => {
    expect(await lookupGeo(`${echo.url}/`, '203.0.113.7', viaBrowser)).toEqual({
      error: false,
      data: { country: 'Switzerland', country_iso: 'CH', latitude: 47.1449, longitude: 8.1551 },
    })
  })

  it('gives up after the timeout with a 502 result', async () => {
    const result = await lookupGeo(`${echo.url}/slow`, '1.2.3.4', { ...viaBrowser, timeoutMs: 100 })
    expect(result).toMatchObject({ error: true, data: { code: 502 } })
  })

  it('passes a failed lookup on with the status and body text', async () => {
    expect(await lookupGeo(echo.url, '10.0.0.1', viaBrowser)).toEqual({
      error: true,
      data: { message: '404 page not found', code: 404, issues: null, sourceStack: null },
    })
  })
})

describe('fetchFiatRates', () => {
  it('returns what one dollar buys in each currency', async () => {
    expect(await fetchFiatRates(`${echo.url}/rates/usd.json`, viaBrowser)).toEqual({
      error: false,
      data: { eur: 0.92, aud: 1.52, cny: 7.1 },
    })
  })

  it('reports unparsable JSON with the parser message', async () => {
    const result = await fetchFiatRates(`${echo.url}/garbage.json`, viaBrowser)
    expect(result.error).toBe(true)
    if (result.error) {
      expect(result.data.code).toBeNull()
      expect(result.data.message).toMatch(/JSON/)
      expect(result.data.sourceStack).toContain('SyntaxError')
    }
  })
})

describe('fetchCryptoPrice', () => {
  it('reads the spot price sent as a string or a number', async () => {
    const base = `${echo.url}/v2/prices`
    expect(await fetchCryptoPrice(base, 'btc', viaBrowser)).toEqual({
      error: false,
      data: 97123.45,
    })
    expect(await fetchCryptoPrice(base, 'eth', viaBrowser)).toEqual({ error: false, data: 3500 })
  })

  it('passes a server error on', async () => {
    expect(await fetchCryptoPrice(`${echo.url}/elsewhere`, 'btc', viaBrowser)).toMatchObject({
      error: true,
      data: { message: 'boom', code: 500 },
    })
  })

  it('never throws, even when fetch itself throws something odd', async () => {
    const throwing = () => Promise.reject('offline')
    expect(
      await fetchCryptoPrice('http://x', 'btc', {
        transport: { ...browserTransport, fetch: throwing },
      }),
    ).toMatchObject({
      error: true,
      data: { message: 'offline', code: 502 },
    })
  })
})
