import { marketplaceContext, NO_MARKETPLACE } from './marketplace-context.ts'
import { segment, withCid, type NodeContext } from './node-context.ts'
import { toRequestId, type RequestId } from './request-id.ts'
import { fail, ok, type Result, type VaultError } from './result.ts'
import {
  AvailabilityInput,
  AvailabilityUpdateInput,
  StorageRequestInput,
} from './schemas/inputs.ts'
import {
  Availability,
  AvailabilityList,
  Purchase,
  PurchaseIds,
  ReservationList,
  SlotAgent,
  SlotList,
  type Reservation,
  type Slot,
} from './schemas/marketplace.ts'
import { validateInput } from './validation.ts'
import { ANSWER_INVALID } from './validation-messages.ts'

/** Whether the node's marketplace works, and why not when it does not. */
export type MarketplaceStatus =
  | { available: true; slots: Slot[] }
  | {
      available: false
      /** The line has no marketplace (Logos Storage), or a Codex node runs without persistence. */
      reason: 'no-marketplace' | 'no-persistence'
      message: string
    }

/** The marketplace: its status, the host's slots, availabilities and reservations, purchases. */
export interface MarketplaceCalls {
  /**
   * The marketplace health check (`GET /sales/slots`); a line without a marketplace is answered
   * without a request, and a Codex node without persistence (503) is a status, not a failure.
   */
  marketplaceStatus(): Promise<Result<MarketplaceStatus>>
  activeSlots(): Promise<Result<Slot[]>>
  activeSlot(slotId: string): Promise<Result<SlotAgent>>
  /** Sorted by total size, largest first. */
  availabilities(): Promise<Result<Availability[]>>
  createAvailability(input: AvailabilityInput): Promise<Result<Availability>>
  updateAvailability(input: AvailabilityUpdateInput): Promise<Result<void>>
  reservations(availabilityId: string): Promise<Result<Reservation[]>>
  purchaseIds(): Promise<Result<string[]>>
  /**
   * Every purchase; one whose detail fails shows as state `error` with the failure message, and
   * its failure is handed to `onDetailError` (to be reported like any failed node answer).
   */
  purchases(onDetailError?: (error: VaultError) => void): Promise<Result<Purchase[]>>
  purchaseDetail(purchaseId: string): Promise<Result<Purchase>>
  /** Returns the new purchase's id, normalised (`0x`, lower case). */
  createStorageRequest(input: StorageRequestInput): Promise<Result<RequestId>>
}

const REQUEST_ID = /^(0x)?[0-9a-fA-F]{64}$/

export function marketplaceCalls(nodeContext: NodeContext): MarketplaceCalls {
  const node = marketplaceContext(nodeContext)
  const purchaseDetail = (id: string) => node.json(`/storage/purchases/${segment(id)}`, Purchase())

  return {
    marketplaceStatus: async () => {
      const line = await nodeContext.line()
      if (line.error) return line
      if (!line.data.marketplaceRoutes) {
        return ok({ available: false, reason: 'no-marketplace', message: NO_MARKETPLACE })
      }
      const slots = await node.json('/sales/slots', SlotList())
      if (!slots.error) return ok({ available: true, slots: slots.data })
      if (slots.data.code !== 503) return slots
      return ok({ available: false, reason: 'no-persistence', message: slots.data.message })
    },
    activeSlots: () => node.json('/sales/slots', SlotList()),
    activeSlot: (slotId) => node.json(`/sales/slots/${segment(slotId)}`, SlotAgent()),
    availabilities: async () => {
      const list = await node.json('/sales/availability', AvailabilityList())
      if (list.error) return list
      return ok([...list.data].sort((a, b) => compareBigints(b.totalSize, a.totalSize)))
    },
    createAvailability: async (input) => {
      const valid = validateInput(AvailabilityInput(), input)
      if (valid.error) return valid
      return node.json('/sales/availability', Availability(), {
        method: 'POST',
        body: JSON.stringify(wireFields(valid.data)),
      })
    },
    updateAvailability: async (input) => {
      const valid = validateInput(AvailabilityUpdateInput(), input)
      if (valid.error) return valid
      const { id, ...fields } = valid.data
      return node.empty(`/sales/availability/${segment(id)}`, {
        method: 'PATCH',
        body: JSON.stringify(wireFields(fields)),
      })
    },
    reservations: (availabilityId) =>
      node.json(`/sales/availability/${segment(availabilityId)}/reservations`, ReservationList()),
    purchaseIds: () => node.json('/storage/purchases', PurchaseIds()),
    purchases: async (onDetailError) => {
      const ids = await node.json('/storage/purchases', PurchaseIds())
      if (ids.error) return ids
      const details = await Promise.all(ids.data.map(purchaseDetail))
      return ok(
        details.map((detail) => {
          if (!detail.error) return detail.data
          onDetailError?.(detail.data)
          return unreadablePurchase(detail.data.message)
        }),
      )
    },
    purchaseDetail,
    createStorageRequest: async (input) => {
      const valid = validateInput(StorageRequestInput(), input)
      if (valid.error) return valid
      const { cid, nodes, tolerance, ...amounts } = valid.data
      const answer = await withCid(cid, (path) =>
        node.text(`/storage/request/${path}`, {
          method: 'POST',
          body: JSON.stringify({ ...asStrings(amounts), nodes, tolerance }),
        }),
      )
      if (answer.error) return answer
      const id = answer.data.trim()
      if (!REQUEST_ID.test(id)) return fail(ANSWER_INVALID)
      return ok(toRequestId(id))
    },
  }
}

function unreadablePurchase(message: string): Purchase {
  return { state: 'error', error: message, requestId: toRequestId(''), request: null }
}

/** Amounts go as decimal strings (exact); flags and unix times as they are. */
function wireFields(fields: Record<string, bigint | boolean | number | undefined>) {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, typeof value === 'bigint' ? value.toString() : value]),
  )
}

/** The node and the SDK send amounts as decimal strings: exact, where a JSON number is not. */
function asStrings(fields: Record<string, bigint>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.toString()]))
}

function compareBigints(a: bigint, b: bigint): number {
  return a === b ? 0 : a < b ? -1 : 1
}
