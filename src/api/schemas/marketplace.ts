import * as z from 'zod/mini'
import { toRequestId } from '../request-id.ts'
import { Count, UInt } from './numeric.ts'

/** A request id as the node sends it, normalised once here (`0x`, lower case). */
const RequestIdField = z.pipe(z.string(), z.transform(toRequestId))

export const StorageAsk = z.object({
  slots: Count,
  slotSize: UInt,
  duration: UInt,
  proofProbability: UInt,
  pricePerBytePerSecond: UInt,
  collateralPerByte: z.optional(UInt),
  maxSlotLoss: z.optional(UInt),
})
export type StorageAsk = z.infer<typeof StorageAsk>

export const StorageRequest = z.object({
  id: RequestIdField,
  client: z.optional(z.string()),
  ask: StorageAsk,
  content: z.object({ cid: z.string() }),
  /** Seconds after submission, not a timestamp. */
  expiry: UInt,
  nonce: z.optional(z.string()),
})
export type StorageRequest = z.infer<typeof StorageRequest>

export const Slot = z.object({ id: z.string(), slotIndex: Count, request: StorageRequest })
export type Slot = z.infer<typeof Slot>
export const SlotList = z.array(Slot)

export const Reservation = z.object({
  id: z.string(),
  availabilityId: z.string(),
  size: UInt,
  requestId: RequestIdField,
  slotIndex: Count,
  /** Sent from v0.2.1 on. */
  validUntil: z.optional(UInt),
})
export type Reservation = z.infer<typeof Reservation>
export const ReservationList = z.array(Reservation)

export const SlotAgent = z.object({
  state: z.string(),
  requestId: RequestIdField,
  slotIndex: Count,
  request: z._default(z.nullable(StorageRequest), null),
  reservation: z._default(z.nullable(Reservation), null),
})
export type SlotAgent = z.infer<typeof SlotAgent>

export const Availability = z.object({
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
})
export type Availability = z.infer<typeof Availability>
export const AvailabilityList = z.array(Availability)

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

export const Purchase = z.object({
  requestId: z._default(RequestIdField, toRequestId('')),
  state: z.string(),
  error: z._default(z.nullable(z.string()), null),
  /** Null for a purchase restored in state `unknown`, or one whose detail could not be fetched. */
  request: z._default(z.nullable(StorageRequest), null),
})
export type Purchase = z.infer<typeof Purchase>

export const PurchaseIds = z.array(z.string())
