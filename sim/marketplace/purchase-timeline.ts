import type { PurchaseRecord } from './market-types.ts'

export type PurchaseState =
  'pending' | 'submitted' | 'started' | 'finished' | 'cancelled' | 'errored'

/** Simulated seconds from creation until the request transaction is on chain. */
export const SubmitDelay = 2

/** When a purchase's slots fill after submission (well inside its expiry). */
export const fillDelay = (expiry: number): number =>
  Math.max(1, Math.min(30, Math.floor(expiry / 2)))

export interface PurchaseView {
  state: PurchaseState
  error: string | null
}

/**
 * Where a purchase stands at simulated time `now`, following the node's purchasing states:
 * pending -> submitted -> started -> finished; submitted -> cancelled at expiry (+1 s);
 * started -> failed -> errored ("Purchase failed") half-way through for an errored outcome.
 */
export function purchaseAt(purchase: PurchaseRecord, now: number): PurchaseView {
  const submittedAt = purchase.createdAt + SubmitDelay
  if (now < submittedAt) return { state: 'pending', error: null }
  const { expiry, ask } = purchase.request
  if (purchase.outcome === 'cancelled') {
    if (now < submittedAt + expiry + 1) return { state: 'submitted', error: null }
    return { state: 'cancelled', error: 'Purchase cancelled due to timeout' }
  }
  const startedAt = submittedAt + fillDelay(expiry)
  if (now < startedAt) return { state: 'submitted', error: null }
  if (purchase.outcome === 'errored') {
    if (now < startedAt + Math.max(1, Math.floor(ask.duration / 2)))
      return { state: 'started', error: null }
    return { state: 'errored', error: 'Purchase failed' }
  }
  if (now < startedAt + ask.duration + 1) return { state: 'started', error: null }
  return { state: 'finished', error: null }
}
