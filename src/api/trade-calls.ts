import { fail, ok, type Result, type VaultError } from './result.ts'
import { marketplaceContext } from './marketplace-context.ts'
import { segment, withCid, type NodeContext } from './node-context.ts'
import { validateInput } from './validation.ts'
import { toRequestId, type RequestId } from './request-id.ts'
import { ANSWER_INVALID } from './validation-messages.ts'
import {
  Availability,
  AvailabilityList,
  Purchase,
  PurchaseIds,
  ReservationList,
  type Reservation,
} from './schemas/marketplace.ts'
import {
  AvailabilityInput,
  AvailabilityUpdateInput,
  StorageRequestInput,
} from './schemas/inputs.ts'

/**
 * Selling and buying storage: availabilities, reservations, purchases and storage requests. Their
 * code, with the forms' input schemas, loads with the first of them, after the marketplace's
 * status (marketplace-calls.ts), which every dashboard asks at once.
 */
export interface TradeCalls {
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

export function tradeCalls(nodeContext: NodeContext): TradeCalls {
  const node = marketplaceContext(nodeContext)
  const purchaseDetail = (id: string) => node.json(`/storage/purchases/${segment(id)}`, Purchase)

  return {
    availabilities: async () => {
      const list = await node.json('/sales/availability', AvailabilityList)
      if (list.error) return list
      return ok([...list.data].sort((a, b) => compareBigints(b.totalSize, a.totalSize)))
    },
    createAvailability: async (input) => {
      const valid = validateInput(AvailabilityInput, input)
      if (valid.error) return valid
      return node.json('/sales/availability', Availability, {
        method: 'POST',
        body: JSON.stringify(wireFields(valid.data)),
      })
    },
    updateAvailability: async (input) => {
      const valid = validateInput(AvailabilityUpdateInput, input)
      if (valid.error) return valid
      const { id, ...fields } = valid.data
      return node.empty(`/sales/availability/${segment(id)}`, {
        method: 'PATCH',
        body: JSON.stringify(wireFields(fields)),
      })
    },
    reservations: (availabilityId) =>
      node.json(`/sales/availability/${segment(availabilityId)}/reservations`, ReservationList),
    purchaseIds: () => node.json('/storage/purchases', PurchaseIds),
    purchases: async (onDetailError) => {
      const ids = await node.json('/storage/purchases', PurchaseIds)
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
      const valid = validateInput(StorageRequestInput, input)
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
