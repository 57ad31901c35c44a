import { computed } from 'nanostores'
import type { RequestId } from '../../api/request-id.ts'
import type { Purchase } from '../../api/schemas/marketplace.ts'
import { filesQuery } from './files.ts'
import { reportNodeError } from '../page/error-reporting.ts'
import { marketplaceRead } from './marketplace-gate.ts'
import { createQuery, revalidatedBy } from './query.ts'
import { perNode } from '../nodes/scope.ts'
import { purchaseCids, type PurchaseCids } from './purchase-cids.ts'
import { purchaseTimes, type PurchaseTimes } from './purchase-times.ts'
import { PURCHASES_REFRESH_MS } from '../cadences.ts'

/** States a purchase never leaves; while any other is listed, the list keeps refreshing. */
export const FINAL_PURCHASE_STATES: ReadonlySet<string> = new Set([
  'finished',
  'cancelled',
  'errored',
  'failed',
  'error',
])

/** One line of the purchases table. */
export interface PurchaseRow {
  /** Unique even for unreadable purchases, which have no request id. */
  key: string
  /** Empty for an unreadable purchase. */
  requestId: RequestId
  cid: string | null
  /** The file's name, else its cid, else null. */
  file: string | null
  durationSeconds: bigint | null
  slots: number | null
  pricePerBytePerSecond: bigint | null
  proofProbability: bigint | null
  state: string
  error: string | null
  /** Larger is newer: when this browser made it, else the node's order. */
  age: number
}

export function purchasesStillMoving(purchases: readonly Purchase[]): boolean {
  return purchases.some((purchase) => !FINAL_PURCHASE_STATES.has(purchase.state))
}

/**
 * Every purchase with its detail (`GET /storage/purchases` and each one), shared by the page;
 * refreshed every 5 s while one is still moving, left alone once all are final. A node without a
 * marketplace is not asked: it has none.
 */
export const purchasesQuery = perNode((scope) =>
  createQuery(
    scope,
    () =>
      marketplaceRead(
        scope,
        () =>
          scope.client().purchases((error) => reportNodeError(error, { query: 'purchase-detail' })),
        [],
      ),
    {
      reportAs: 'purchases',
      interval: (purchases) => (purchasesStillMoving(purchases) ? PURCHASES_REFRESH_MS : undefined),
    },
  ),
)

export function toPurchaseRows(
  purchases: readonly Purchase[],
  linked: PurchaseCids,
  times: PurchaseTimes,
  names: ReadonlyMap<string, string | null>,
): PurchaseRow[] {
  const rows = purchases.map((purchase, index): PurchaseRow => {
    const id = purchase.requestId
    // The file the user chose (linked here) before the verifiable manifest the request names.
    const cid = linked[id] ?? purchase.request?.content.cid ?? null
    const ask = purchase.request?.ask
    const name = cid === null ? null : (names.get(cid) ?? null)
    return {
      key: purchase.requestId || `unreadable-${index}`,
      requestId: purchase.requestId,
      cid,
      file: name || cid,
      durationSeconds: ask?.duration ?? null,
      slots: ask?.slots ?? null,
      pricePerBytePerSecond: ask?.pricePerBytePerSecond ?? null,
      proofProbability: ask?.proofProbability ?? null,
      state: purchase.state,
      error: purchase.error,
      // Node order after every purchase this browser timed (the node's list has no dates).
      age: times[id] ?? index - purchases.length,
    }
  })
  return rows.sort((a, b) => b.age - a.age)
}

/** The purchases table, newest first: every purchase with its file, or the query's loading / error state. */
export const purchaseRows = perNode((scope) =>
  revalidatedBy(
    computed(
      [
        purchasesQuery.of(scope),
        purchaseCids.of(scope),
        purchaseTimes.of(scope),
        filesQuery.of(scope),
      ],
      (query, linked, times, list) => {
        if (query.state !== 'ready') return query
        const names = new Map(
          list.state === 'ready' ? list.data.map((item) => [item.cid, item.manifest.filename]) : [],
        )
        return { ...query, data: toPurchaseRows(query.data, linked, times, names) }
      },
    ),
    purchasesQuery.of(scope),
  ),
)
