import type * as z from 'zod/mini'
import type * as core from 'zod/v4/core'
import { isPort } from '../lib/urls.ts'
import { joinUrl } from '../lib/urls.ts'
import { underDeadline } from './deadlines.ts'
import { sendForJson, type Transport } from './http.ts'
import { fail, ok, type Result } from './result.ts'
import { CryptoSpot, FiatRates, GeoLocation, PortCheck } from './schemas/services.ts'

/** The external services of spec section 7; every failure is a result, never a throw. */
export interface ServiceOptions {
  transport: Transport
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
  options: ServiceOptions,
): Promise<Result<PortCheck>> {
  if (!isPort(port)) {
    return Promise.resolve(fail(PORT_MISFORMATTED))
  }
  if (ip.trim() === '') return Promise.resolve(fail(IP_MISFORMATTED))
  return ask(options, joinUrl(echoUrl, `/port/${port}`), PortCheck(), {
    headers: { 'X-Real-IP-Custom': ip },
  })
}

export function lookupGeo(
  echoUrl: string,
  ip: string,
  options: ServiceOptions,
): Promise<Result<GeoLocation>> {
  return ask(options, joinUrl(echoUrl, `/json?ip=${encodeURIComponent(ip)}`), GeoLocation())
}

/** One US dollar in each currency, keyed by lower-case currency code. */
export async function fetchFiatRates(
  url: string,
  options: ServiceOptions,
): Promise<Result<Record<string, number>>> {
  const answer = await ask(options, url, FiatRates())
  return answer.error ? answer : ok(answer.data.usd)
}

/** The spot price of one coin in US dollars. */
export async function fetchCryptoPrice(
  baseUrl: string,
  symbol: CryptoSymbol,
  options: ServiceOptions,
): Promise<Result<number>> {
  const answer = await ask(options, joinUrl(baseUrl, `/${symbol}-USD/spot.json`), CryptoSpot())
  return answer.error ? answer : ok(answer.data.data.amount)
}

function ask<S extends core.$ZodType>(
  { transport, timeoutMs }: ServiceOptions,
  url: string,
  schema: S,
  init: RequestInit = {},
): Promise<Result<z.output<S>>> {
  if (timeoutMs === undefined) return sendForJson(transport.fetch, url, schema, init)
  return underDeadline(timeoutMs, `${url} did not answer in time.`, transport.setTimer, (signal) =>
    sendForJson(transport.fetch, url, schema, { ...init, signal }),
  )
}
