import * as z from 'zod/mini'

/** Call inputs as spec section 5 states them; unknown fields are rejected. */
export const AvailabilityInput = z.strictObject({
  totalSize: z.number().check(z.gte(1)),
  duration: z.number().check(z.gte(1)),
  minPricePerBytePerSecond: z.number(),
  totalCollateral: z.number(),
})
export type AvailabilityInput = z.infer<typeof AvailabilityInput>

export const AvailabilityUpdateInput = z.strictObject({
  id: z.string(),
  totalSize: z.number().check(z.gte(1)),
  duration: z.number().check(z.gte(1)),
  minPricePerBytePerSecond: z.number(),
  totalCollateral: z.number(),
})
export type AvailabilityUpdateInput = z.infer<typeof AvailabilityUpdateInput>

export const StorageRequestInput = z.strictObject({
  cid: z.string(),
  duration: z.number().check(z.gte(1)),
  pricePerBytePerSecond: z.number(),
  proofProbability: z.number(),
  nodes: z._default(z.number(), 1),
  tolerance: z._default(z.number(), 0),
  expiry: z.number().check(z.gte(1)),
  collateralPerByte: z.number(),
})
/** What callers pass: nodes and tolerance may be left out. */
export type StorageRequestInput = z.input<typeof StorageRequestInput>
