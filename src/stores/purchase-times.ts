import * as z from 'zod/mini'
import { ACTIVE_SCOPE } from './node-scope.ts'
import { readWith } from './persistent-value.ts'

/** When this browser created each storage request (unix seconds), for newest-first order. */
export const $purchaseTimes = ACTIVE_SCOPE.value<Record<string, number>>(
  'purchase-times',
  readWith(z.record(z.string(), z.number().check(z.nonnegative()))),
  {},
)

export function recordPurchaseTime(requestId: string, seconds: number): void {
  $purchaseTimes.set({ ...$purchaseTimes.get(), [requestId.toLowerCase()]: Math.floor(seconds) })
}
