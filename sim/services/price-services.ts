import type { Router } from '../http/router.ts'

const ratesDate = '2025-02-25'

/** Fixed USD rates in the fawazahmed0 currency-api shape. */
export const usdRates: Readonly<Record<string, number>> = {
  aud: 1.5734,
  btc: 0.0000104,
  cad: 1.4271,
  chf: 0.8954,
  cny: 7.2478,
  eth: 0.000401,
  eur: 0.9523,
  gbp: 0.7906,
  inr: 86.8412,
  jpy: 149.52,
  usd: 1,
}

const spot: Readonly<Record<string, string>> = { BTC: '96241.57', ETH: '2493.18' }

/** Mounted at /rates. */
export function addRatesRoutes(router: Router): void {
  router.add('GET', '/v1/currencies/usd.json', ({ reply }) => {
    reply.json(200, { date: ratesDate, usd: usdRates })
  })
}

/** Mounted at /crypto. */
export function addCryptoRoutes(router: Router): void {
  router.add('GET', '/v2/prices/:pair/spot.json', ({ params, reply }) => {
    const [base = '', currency = ''] = (params.pair ?? '').toUpperCase().split('-')
    const amount = spot[base]
    if (!amount || currency !== 'USD') {
      return reply.json(404, { errors: [{ id: 'not_found', message: 'Invalid currency' }] })
    }
    reply.json(200, { data: { amount, base, currency } })
  })
}
