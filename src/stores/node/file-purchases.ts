import { computed, type ReadableAtom } from 'nanostores'
import type { Purchase } from '../../api/schemas/marketplace.ts'
import type { QueryValue } from './query.ts'
import { perNode, type NodeScope } from '../nodes/scope.ts'
import { purchaseCids, type PurchaseCids } from './purchase-cids.ts'
import { purchasesQuery } from './purchases.ts'

/**
 * The purchases made for `cid`: those whose request names it, plus those this browser linked to
 * it when it created them (their detail may be unreadable).
 */
export function purchasesOf(
  purchases: readonly Purchase[],
  cid: string,
  linked: PurchaseCids,
): Purchase[] {
  return purchases.filter(
    (purchase) =>
      purchase.request?.content.cid === cid ||
      (purchase.requestId !== '' && linked[purchase.requestId] === cid),
  )
}

/** One store per cid, per node: each kept in step with that node's shared query. */
const storesByCid = perNode(() => new Map<string, ReadableAtom<QueryValue<Purchase[]>>>())

/** The purchases of one file of the node. */
export function filePurchases(scope: NodeScope, cid: string): ReadableAtom<QueryValue<Purchase[]>> {
  const byCid = storesByCid.of(scope)
  let store = byCid.get(cid)
  if (!store) {
    store = computed([purchasesQuery.of(scope), purchaseCids.of(scope)], (query, linked) =>
      query.state === 'ready' ? { ...query, data: purchasesOf(query.data, cid, linked) } : query,
    )
    byCid.set(cid, store)
  }
  return store
}
