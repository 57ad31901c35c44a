import * as z from 'zod/mini'
import type { RequestId } from '../../api/request-id.ts'
import { byRequestId } from './purchase-cids.ts'
import { perNode, type NodeScope } from '../nodes/scope.ts'
import { readWith } from '../page/persistent-value.ts'

/** When this browser created each storage request (unix seconds), by request id. */
export type PurchaseTimes = Readonly<Record<string, number>>

const readStored = readWith(z.record(z.string(), z.number().check(z.nonnegative())))

function readPurchaseTimes(json: unknown): PurchaseTimes | undefined {
  const stored = readStored(json)
  return stored && byRequestId(stored)
}

/** When this browser created each of the node's storage requests, for newest-first order. */
export const purchaseTimes = perNode((scope) =>
  scope.value<PurchaseTimes>('purchase-times', readPurchaseTimes, {}),
)

export function recordPurchaseTime(scope: NodeScope, requestId: RequestId, seconds: number): void {
  const $times = purchaseTimes.of(scope)
  $times.set({ ...$times.get(), [requestId]: Math.floor(seconds) })
}
