import * as z from 'zod/mini'
import { persistentValue, readWith } from './persistent-value.ts'

/** When this browser created each storage request (unix seconds), for newest-first order. */
export const $purchaseTimes = persistentValue<Record<string, number>>(
  'codex-purchase-times',
  readWith(z.record(z.string(), z.number().check(z.nonnegative()))),
  {},
)

export function recordPurchaseTime(requestId: string, seconds: number): void {
  $purchaseTimes.set({ ...$purchaseTimes.get(), [requestId.toLowerCase()]: Math.floor(seconds) })
}
