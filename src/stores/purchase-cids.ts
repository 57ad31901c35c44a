import * as z from 'zod/mini'
import { ACTIVE_SCOPE } from './node-scope.ts'
import { readWith } from './persistent-value.ts'

/** Which cid each storage request (by its 0x request id) was made for. */
export const $purchaseCids = ACTIVE_SCOPE.value<Record<string, string>>(
  'purchases',
  readWith(
    z.record(z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)), z.string().check(z.minLength(1))),
  ),
  {},
)

/** Links a new storage request to its cid; the id gets the 0x prefix when it lacks it. */
export function linkPurchaseToCid(requestId: string, cid: string): void {
  const id = requestId.startsWith('0x') ? requestId : `0x${requestId}`
  $purchaseCids.set({ ...$purchaseCids.get(), [id]: cid })
}
