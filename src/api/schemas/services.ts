import * as z from 'zod/mini'
import { once } from '../../lib/once.ts'

// Built at first use, as the other answers' schemas: the dashboard's home chunk imports these, and
// its evaluation is one of the first load's tasks.

/** A number, or a decimal string such as Coinbase's `"97000.12"`. */
const Amount = once(() =>
  z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]),
    z.transform((value) => Number(value)),
  ),
)

export const PortCheck = once(() => z.object({ reachable: z.boolean() }))
export type PortCheck = z.infer<ReturnType<typeof PortCheck>>

export const GeoLocation = once(() =>
  z.object({
    country: z._default(z.string(), ''),
    country_iso: z._default(z.string(), ''),
    latitude: Amount(),
    longitude: Amount(),
  }),
)
export type GeoLocation = z.infer<ReturnType<typeof GeoLocation>>

/** The currency-api `usd.json` answer: how much of each currency one US dollar buys. */
export const FiatRates = once(() => z.object({ usd: z.record(z.string(), Amount()) }))
export type FiatRates = z.infer<ReturnType<typeof FiatRates>>

export const CryptoSpot = once(() => z.object({ data: z.object({ amount: Amount() }) }))
