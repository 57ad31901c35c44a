import * as z from 'zod/mini'

/** A number, or a decimal string such as Coinbase's `"97000.12"`. */
const Amount = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]),
  z.transform((value) => Number(value)),
)

export const PortCheck = z.object({ reachable: z.boolean() })
export type PortCheck = z.infer<typeof PortCheck>

export const GeoLocation = z.object({
  country: z._default(z.string(), ''),
  country_iso: z._default(z.string(), ''),
  latitude: Amount,
  longitude: Amount,
})
export type GeoLocation = z.infer<typeof GeoLocation>

/** The currency-api `usd.json` answer: how much of each currency one US dollar buys. */
export const FiatRates = z.object({ usd: z.record(z.string(), Amount) })
export type FiatRates = z.infer<typeof FiatRates>

export const CryptoSpot = z.object({ data: z.object({ amount: Amount }) })
