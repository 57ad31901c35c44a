import { isPort } from '../lib/urls.ts'
import { joinUrl } from '../lib/urls.ts'
import { sendForJson, type FetchFunction } from './http.ts'
import { fail, ok, type Result } from './result.ts'
import { CryptoSpot, FiatRates, GeoLocation, PortCheck } from './schemas/services.ts'

/** The external services of spec section 7; every failure is a result, never a throw. */
export interface ServiceOptions {
  fetch?: FetchFunction
  /** Gives up after this long, with a 502 result. */
  timeoutMs?: number
}

/** Spec section 8's words for a port check that cannot be asked. */
export const PORT_MISFORMATTED = 'Port misformatted'
export const IP_MISFORMATTED = 'Misformatted ip'

export type CryptoSymbol = 'btc' | 'eth'

/** Asks the echo service whether `ip:port` is reachable from the internet. */
export function checkPort(
  echoUrl: string,
  port: number,
  ip: string,
  options: ServiceOptions = {},
): Promise<Result<PortCheck>> {
  if (!isPort(port)) {
    return Promise.resolve(fail(PORT_MISFORMATTED))
  }
  if (ip.trim() === '') return Promise.resolve(fail(IP_MISFORMATTED))
  return sendForJson(fetchOf(options), joinUrl(echoUrl, `/port/${port}`), PortCheck(), {
    ...timeout(options),
    headers: { 'X-Real-IP-Custom': ip },
  })
}

export function lookupGeo(
  echoUrl: string,
  ip: string,
  options: ServiceOptions = {},
): Promise<Result<GeoLocation>> {
  const url = joinUrl(echoUrl, `/json?ip=${encodeURIComponent(ip)}`)
  return sendForJson(fetchOf(options), url, GeoLocation(), timeout(options))
}

/** One US dollar in each currency, keyed by lower-case currency code. */
export async function fetchFiatRates(
  url: string,
  options: ServiceOptions = {},
): Promise<Result<Record<string, number>>> {
  const answer = await sendForJson(fetchOf(options), url, FiatRates(), timeout(options))
  return answer.error ? answer : ok(answer.data.usd)
}

/** The spot price of one coin in US dollars. */
export async function fetchCryptoPrice(
  baseUrl: string,
  symbol: CryptoSymbol,
  options: ServiceOptions = {},
): Promise<Result<number>> {
  const url = joinUrl(baseUrl, `/${symbol}-USD/spot.json`)
  const answer = await sendForJson(fetchOf(options), url, CryptoSpot(), timeout(options))
  return answer.error ? answer : ok(answer.data.data.amount)
}

function fetchOf(options: ServiceOptions): FetchFunction {
  return options.fetch ?? ((input, init) => fetch(input, init))
}

function timeout(options: ServiceOptions): RequestInit {
  return options.timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(options.timeoutMs) }
}
