import { fail, ok, type Result, type VaultError } from './result.ts'
import { segment, withCid, type NodeContext } from './node-context.ts'
import { validateInput } from './validation.ts'
import { ANSWER_INVALID } from './validation-messages.ts'
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
import {
  AvailabilityInput,
  AvailabilityUpdateInput,
  StorageRequestInput,
} from './schemas/inputs.ts'

export interface MarketplaceCalls {
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
  /** Returns the new purchase id with the `0x` prefix. */
  createStorageRequest(input: StorageRequestInput): Promise<Result<string>>
}

const REQUEST_ID = /^(0x)?[0-9a-fA-F]{64}$/

export function marketplaceCalls(node: NodeContext): MarketplaceCalls {
  const purchaseDetail = (id: string) => node.json(`/storage/purchases/${segment(id)}`, Purchase)

  return {
    activeSlots: () => node.json('/sales/slots', SlotList),
    activeSlot: (slotId) => node.json(`/sales/slots/${segment(slotId)}`, SlotAgent),
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
        body: JSON.stringify(asStrings(valid.data)),
      })
    },
    updateAvailability: async (input) => {
      const valid = validateInput(AvailabilityUpdateInput, input)
      if (valid.error) return valid
      const { id, ...fields } = valid.data
      return node.empty(`/sales/availability/${segment(id)}`, {
        method: 'PATCH',
        body: JSON.stringify(asStrings(fields)),
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
      return ok(id.startsWith('0x') ? id : `0x${id}`)
    },
  }
}

function unreadablePurchase(message: string): Purchase {
  return { state: 'error', error: message, requestId: '', request: null }
}

/** The node and the SDK send amounts as decimal strings: exact, where a JSON number is not. */
function asStrings(fields: Record<string, bigint>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.toString()]))
}

function compareBigints(a: bigint, b: bigint): number {
  return a === b ? 0 : a < b ? -1 : 1
}
