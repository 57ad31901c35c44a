import * as z from 'zod/mini'
import { isRequestId, toRequestId, type RequestId } from '../../api/request-id.ts'
import { perNode, type NodeScope } from '../nodes/scope.ts'
import { readWith } from '../page/persistent-value.ts'

/** The cid each storage request was made for, by request id (keys are `RequestId`s). */
export type PurchaseCids = Readonly<Record<string, string>>

const readStored = readWith(
  z.record(z.string().check(z.refine(isRequestId)), z.string().check(z.minLength(1))),
)

/** Kept ids are normalised on the way in: older vaults kept them as the node wrote them. */
function readPurchaseCids(json: unknown): PurchaseCids | undefined {
  const stored = readStored(json)
  return stored && byRequestId(stored)
}

/** A record keyed by request ids, its keys normalised. */
export function byRequestId<T>(record: Readonly<Record<string, T>>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).map(([id, value]) => [toRequestId(id), value]))
}

/** Which cid each storage request of the node was made for (kept in this browser). */
export const purchaseCids = perNode((scope) =>
  scope.value<PurchaseCids>('purchases', readPurchaseCids, {}),
)

/** Links a new storage request to its cid. */
export function linkPurchaseToCid(scope: NodeScope, requestId: RequestId, cid: string): void {
  const $cids = purchaseCids.of(scope)
  $cids.set({ ...$cids.get(), [requestId]: cid })
}
