import * as z from 'zod/mini'
import { UINT256_MAX } from './numeric.ts'

/** An exact amount, size or duration the node takes as a decimal string. */
const Amount = z.bigint().check(z.gte(0n), z.lte(UINT256_MAX))
const Positive = z.bigint().check(z.gte(1n), z.lte(UINT256_MAX))
const SlotCount = z.number().check(z.int(), z.minimum(0), z.maximum(2 ** 32 - 1))

/** Call inputs as spec section 5 states them, amounts exact; unknown fields are rejected. */
export const AvailabilityInput = z.strictObject({
  totalSize: Positive,
  duration: Positive,
  minPricePerBytePerSecond: Amount,
  totalCollateral: Amount,
  /** Nodes with `availabilityLimits` only: false stops new sales, keeping current slots. */
  enabled: z.optional(z.boolean()),
  /** Nodes with `availabilityLimits` only: unix seconds after which nothing is sold, 0 for none. */
  until: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER))),
})
export type AvailabilityInput = z.infer<typeof AvailabilityInput>

/**
 * An edit sends only the fields that changed: a v0.2.1+ node re-checks the quota against the whole
 * size it is sent, so re-sending an unchanged size can fail.
 */
export const AvailabilityUpdateInput = z.extend(z.partial(AvailabilityInput), { id: z.string() })
export type AvailabilityUpdateInput = z.infer<typeof AvailabilityUpdateInput>

export const StorageRequestInput = z.strictObject({
  cid: z.string(),
  duration: Positive,
  pricePerBytePerSecond: Amount,
  proofProbability: Amount,
  nodes: z._default(SlotCount, 1),
  tolerance: z._default(SlotCount, 0),
  expiry: Positive,
  collateralPerByte: Amount,
})
/** What callers pass: nodes and tolerance may be left out. */
export type StorageRequestInput = z.input<typeof StorageRequestInput>
