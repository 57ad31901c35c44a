import { computed, onMount, type ReadableAtom } from 'nanostores'
import { ok, type Result } from '../../api/result.ts'
import type { Reservation } from '../../api/schemas/marketplace.ts'
import { availabilitiesQuery } from './availabilities.ts'
import { reportNodeError } from '../page/error-reporting.ts'
import { marketplaceAbsence } from './marketplace-gate.ts'
import { createQuery } from './query.ts'
import { perNode, type NodeScope } from '../nodes/scope.ts'
import { space } from './space.ts'

/** Each known availability's reservations, or why they could not be read, by availability id. */
export type ReservationsById = Readonly<Record<string, Result<Reservation[]>>>

async function loadReservations(scope: NodeScope): Promise<Result<ReservationsById>> {
  const availabilities = availabilitiesQuery.of(scope).get()
  if (availabilities.state !== 'ready' || (await marketplaceAbsence(scope))) return ok({})
  const client = scope.client()
  const entries = await Promise.all(
    availabilities.data.map(async ({ id }) => {
      const result = await client.reservations(id)
      if (result.error) reportNodeError(result.data, { query: 'reservations' })
      return [id, result] as const
    }),
  )
  return ok(Object.fromEntries(entries))
}

/**
 * `GET /sales/availability/{id}/reservations` for every availability, fetched again each time the
 * availabilities poll answers: it rides on that poll (and keeps it running) instead of its own.
 */
export const reservationsQuery = perNode((scope) => {
  const $query = createQuery(scope, () => loadReservations(scope))
  const $availabilities = availabilitiesQuery.of(scope)
  const $space = space.of(scope)
  // Whoever shows reservations shows the host's space too: both follow the availabilities poll
  // (a buyer's reservation changes an availability's free size; data stored for it, the disk use).
  onMount($query, () =>
    $availabilities.listen(() => {
      void $query.refetch()
      $space.invalidate()
    }),
  )
  return $query
})

export type ReservationsValue =
  | { state: 'loading' }
  | { state: 'ready'; data: Reservation[] }
  | { state: 'error'; message: string }

/** One store per availability id, per node. */
const storesById = perNode(() => new Map<string, ReadableAtom<ReservationsValue>>())

/** The reservations of one availability, kept in step with the node's shared query. */
export function availabilityReservations(
  scope: NodeScope,
  id: string,
): ReadableAtom<ReservationsValue> {
  const byId = storesById.of(scope)
  let store = byId.get(id)
  if (!store) {
    store = computed(reservationsQuery.of(scope), (query): ReservationsValue => {
      if (query.state === 'error') return { state: 'error', message: query.error.message }
      const result = query.state === 'ready' ? query.data[id] : undefined
      if (!result) return { state: 'loading' }
      return result.error
        ? { state: 'error', message: result.data.message }
        : { state: 'ready', data: result.data }
    })
    byId.set(id, store)
  }
  return store
}
