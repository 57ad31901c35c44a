import * as z from 'zod/mini'
import { once } from '../../lib/once.ts'
import { UINT256_MAX } from './numeric.ts'

// Each schema is built at its first use, not when this chunk runs (issue 39: the first load's
// module evaluation is its longest task).

/** An exact amount, size or duration the node takes as a decimal string. */
const Amount = once(() => z.bigint().check(z.gte(0n), z.lte(UINT256_MAX)))
const Positive = once(() => z.bigint().check(z.gte(1n), z.lte(UINT256_MAX)))

/** Call inputs as spec section 5 states them, amounts exact; unknown fields are rejected. */
export const AvailabilityInput = once(() =>
  z.strictObject({
    totalSize: Positive(),
    duration: Positive(),
    minPricePerBytePerSecond: Amount(),
    totalCollateral: Amount(),
    /** Nodes with `availabilityLimits` only: false stops new sales, keeping current slots. */
    enabled: z.optional(z.boolean()),
    /** Nodes with `availabilityLimits` only: unix seconds after which nothing is sold, 0 for none. */
    until: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER))),
  }),
)
export type AvailabilityInput = z.infer<ReturnType<typeof AvailabilityInput>>

/**
 * An edit sends only the fields that changed: a v0.2.1+ node re-checks the quota against the whole
 * size it is sent, so re-sending an unchanged size can fail.
 */
export const AvailabilityUpdateInput = once(() =>
  z.extend(z.partial(AvailabilityInput()), { id: z.string() }),
)
export type AvailabilityUpdateInput = z.infer<ReturnType<typeof AvailabilityUpdateInput>>

export const StorageRequestInput = once(() => {
  const SlotCount = z.number().check(z.int(), z.minimum(0), z.maximum(2 ** 32 - 1))
  return z.strictObject({
    cid: z.string(),
    duration: Positive(),
    pricePerBytePerSecond: Amount(),
    proofProbability: Amount(),
    nodes: z._default(SlotCount, 1),
    tolerance: z._default(SlotCount, 0),
    expiry: Positive(),
    collateralPerByte: Amount(),
  })
})
/** What callers pass: nodes and tolerance may be left out. */
export type StorageRequestInput = z.input<ReturnType<typeof StorageRequestInput>>
