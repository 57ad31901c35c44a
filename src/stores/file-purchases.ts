import { computed, type ReadableAtom } from 'nanostores'
import type { Purchase } from '../api/schemas/marketplace.ts'
import type { QueryValue } from './node-query.ts'
import { $purchaseCids } from './purchase-cids.ts'
import { $purchasesQuery } from './purchases.ts'

/** Request ids are hex, with or without `0x`, in either case. */
function requestIdKey(id: string): string {
  return id.toLowerCase().replace(/^0x/, '')
}

/**
 * The purchases made for `cid`: those whose request names it, plus those this browser linked to
 * it when it created them (their detail may be unreadable).
 */
export function purchasesOf(
  purchases: readonly Purchase[],
  cid: string,
  linked: Readonly<Record<string, string>>,
): Purchase[] {
  const linkedIds = new Set(
    Object.entries(linked)
      .filter(([, linkedCid]) => linkedCid === cid)
      .map(([requestId]) => requestIdKey(requestId)),
  )
  return purchases.filter(
    (purchase) =>
      purchase.request?.content.cid === cid ||
      (purchase.requestId !== '' && linkedIds.has(requestIdKey(purchase.requestId))),
  )
}

const byCid = new Map<string, ReadableAtom<QueryValue<Purchase[]>>>()

/** The purchases of one file, kept in step with the shared query: one store per cid. */
export function filePurchases(cid: string): ReadableAtom<QueryValue<Purchase[]>> {
  let store = byCid.get(cid)
  if (!store) {
    store = computed([$purchasesQuery, $purchaseCids], (query, linked) =>
      query.state === 'ready' ? { ...query, data: purchasesOf(query.data, cid, linked) } : query,
    )
    byCid.set(cid, store)
  }
  return store
}
