import * as z from 'zod/mini'
import { once } from '../../lib/once.ts'
import { toRequestId } from '../request-id.ts'
import { Count, UInt } from './numeric.ts'

// Each schema is built at its first use, not when this chunk runs (issue 39: the first load's
// module evaluation is its longest task).

/** A request id as the node sends it, normalised once here (`0x`, lower case). */
const RequestIdField = once(() => z.pipe(z.string(), z.transform(toRequestId)))

export const StorageAsk = once(() =>
  z.object({
    slots: Count,
    slotSize: UInt,
    duration: UInt,
    proofProbability: UInt,
    pricePerBytePerSecond: UInt,
    collateralPerByte: z.optional(UInt),
    maxSlotLoss: z.optional(UInt),
  }),
)
export type StorageAsk = z.infer<ReturnType<typeof StorageAsk>>

export const StorageRequest = once(() =>
  z.object({
    id: RequestIdField(),
    client: z.optional(z.string()),
    ask: StorageAsk(),
    content: z.object({ cid: z.string() }),
    /** Seconds after submission, not a timestamp. */
    expiry: UInt,
    nonce: z.optional(z.string()),
  }),
)
export type StorageRequest = z.infer<ReturnType<typeof StorageRequest>>

export const Slot = once(() =>
  z.object({ id: z.string(), slotIndex: Count, request: StorageRequest() }),
)
export type Slot = z.infer<ReturnType<typeof Slot>>
export const SlotList = once(() => z.array(Slot()))

export const Reservation = once(() =>
  z.object({
    id: z.string(),
    availabilityId: z.string(),
    size: UInt,
    requestId: RequestIdField(),
    slotIndex: Count,
    /** Sent from v0.2.1 on. */
    validUntil: z.optional(UInt),
  }),
)
export type Reservation = z.infer<ReturnType<typeof Reservation>>
export const ReservationList = once(() => z.array(Reservation()))

export const SlotAgent = once(() =>
  z.object({
    state: z.string(),
    requestId: RequestIdField(),
    slotIndex: Count,
    request: z._default(z.nullable(StorageRequest()), null),
    reservation: z._default(z.nullable(Reservation()), null),
  }),
)
export type SlotAgent = z.infer<ReturnType<typeof SlotAgent>>

export const Availability = once(() =>
  z.object({
    id: z.string(),
    totalSize: UInt,
    freeSize: UInt,
    duration: UInt,
    minPricePerBytePerSecond: UInt,
    totalCollateral: UInt,
    totalRemainingCollateral: UInt,
    /** Sent from v0.2.1 on. */
    enabled: z.optional(z.boolean()),
    /** Sent from v0.2.1 on: a unix time, 0 for no limit. */
    until: z.optional(UInt),
  }),
)
export type Availability = z.infer<ReturnType<typeof Availability>>
export const AvailabilityList = once(() => z.array(Availability()))

/**
 * The states the node reports, plus `error`: the state the client gives a purchase whose
 * detail could not be fetched. Kept as a plain string in the schema so later states still parse.
 */
export const PURCHASE_STATES = [
  'pending',
  'submitted',
  'started',
  'finished',
  'cancelled',
  'failed',
  'errored',
  'unknown',
  'error',
] as const

export const Purchase = once(() =>
  z.object({
    requestId: z._default(RequestIdField(), toRequestId('')),
    state: z.string(),
    error: z._default(z.nullable(z.string()), null),
    /** Null for a purchase restored in state `unknown`, or one whose detail could not be fetched. */
    request: z._default(z.nullable(StorageRequest()), null),
  }),
)
export type Purchase = z.infer<ReturnType<typeof Purchase>>

export const PurchaseIds = once(() => z.array(z.string()))
