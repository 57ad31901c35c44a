import { ok, type Result } from '../api/result.ts'
import type { Purchase } from '../api/schemas/marketplace.ts'
import { reportNodeError } from './error-reporting.ts'
import { getNodeClient } from './node.ts'

/**
 * The purchases (storage requests) made for a file: those whose request names the cid, plus
 * those this browser linked to it when it created them (their detail may be unreadable).
 */
export async function loadFilePurchases(
  cid: string,
  linked: Readonly<Record<string, string>> = {},
): Promise<Result<Purchase[]>> {
  const purchases = await getNodeClient().purchases()
  if (purchases.error) {
    reportNodeError(purchases.data, { query: 'file purchases' })
    return purchases
  }
  const linkedIds = new Set(
    Object.entries(linked)
      .filter(([, linkedCid]) => linkedCid === cid)
      .map(([requestId]) => requestIdKey(requestId)),
  )
  return ok(
    purchases.data.filter(
      (purchase) =>
        purchase.request?.content.cid === cid ||
        (purchase.requestId !== '' && linkedIds.has(requestIdKey(purchase.requestId))),
    ),
  )
}

/** Request ids are hex, with or without `0x`, in either case. */
function requestIdKey(id: string): string {
  return id.toLowerCase().replace(/^0x/, '')
}
