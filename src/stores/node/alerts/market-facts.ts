import { perNode, type NodeScope } from '../../nodes/scope.ts'
import { availabilitiesQuery } from '../availabilities.ts'
import { reservationsQuery } from '../availability-reservations.ts'
import { nodeProfile } from '../profile.ts'
import { purchaseTimes } from '../purchase-times.ts'
import { purchasesQuery } from '../purchases.ts'
import { marketplace } from '../status.ts'
import { answerOf, freshOf } from './answers.ts'
import type { NodeFacts, PurchaseFact } from './signals.ts'

/** Whether this browser ever saw the node's marketplace working: kept with the node, for good. */
export const marketSeenOn = perNode((scope) =>
  scope.value<boolean>(
    'market-seen',
    (json) => (typeof json === 'boolean' ? json : undefined),
    false,
  ),
)

/** The marketplace's state: on, off after being seen on (the fault), or off by the node's choice. */
function marketOn(scope: NodeScope): boolean | null {
  const status = answerOf(marketplace.of(scope))
  if (status.state === 'loading') return null
  const answering = status.state === 'ready' && !status.stale && status.data.available
  const $seen = marketSeenOn.of(scope)
  if (answering && !$seen.get()) $seen.set(true)
  // Going off is the fault: a node that never had it on (no persistence) runs so by choice.
  return answering || !$seen.get()
}

export function marketFacts(scope: NodeScope): NodeFacts['market'] {
  const profile = freshOf(answerOf(nodeProfile.of(scope)))
  if (!profile) return null
  if (!profile.capabilities.marketplace) return 'none'
  const times = purchaseTimes.of(scope).get()
  const purchases = freshOf(answerOf(purchasesQuery.of(scope)))?.map((purchase): PurchaseFact => {
    const made = times[purchase.requestId]
    const duration = purchase.request?.ask.duration
    return {
      id: purchase.requestId,
      state: purchase.state,
      error: purchase.error,
      endsAt:
        made !== undefined && duration !== undefined ? (made + Number(duration)) * 1000 : null,
    }
  })
  const fullAvailabilities =
    freshOf(answerOf(availabilitiesQuery.of(scope)))
      ?.filter((availability) => availability.freeSize === 0n)
      .map((availability) => availability.id) ?? null
  const reservations = freshOf(answerOf(reservationsQuery.of(scope)))
  let hostedSlots: { id: string; endsAt: number }[] | null = reservations ? [] : null
  for (const result of Object.values(reservations ?? {})) {
    // One availability's reservations not read: its slots are not known.
    if (result.error) hostedSlots = null
    if (result.error || !hostedSlots) continue
    for (const reservation of result.data)
      if (reservation.validUntil !== undefined)
        hostedSlots.push({ id: reservation.id, endsAt: Number(reservation.validUntil) * 1000 })
  }
  return { on: marketOn(scope), purchases: purchases ?? null, fullAvailabilities, hostedSlots }
}
