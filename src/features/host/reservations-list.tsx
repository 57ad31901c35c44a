import { useStore } from '@nanostores/react'
import { ErrorCard } from '../../components/error-card/error-card.tsx'
import { ERROR_SUBTITLES } from '../../components/error-card/error-subtitles.ts'
import { Placeholder } from '../../components/placeholder/placeholder.tsx'
import { formatBytes } from '../../lib/bytes.ts'
import { formatUnixSeconds } from '../../lib/dates.ts'
import { truncateId } from '../../lib/ids.ts'
import { useNodeScope } from '../../stores/react.ts'
import {
  availabilityReservations,
  reservationsQuery,
} from '../../stores/node/availability-reservations.ts'

export const NO_RESERVATION_TITLE = 'No reservation'
export const NO_RESERVATION_MESSAGE = "You don't have any reservation yet."

/**
 * One availability's reservations (slot id, size, and when each ends where the node says: v0.2.1
 * on), as the node reports them.
 */
export function ReservationsList({ id, name }: { id: string; name: string }) {
  const scope = useNodeScope()
  const reservations = useStore(availabilityReservations(scope, id))
  if (reservations.state === 'loading') return <p role="status">Loading the reservations…</p>
  if (reservations.state === 'error') {
    return (
      <ErrorCard
        level={4}
        subtitle={ERROR_SUBTITLES.retrieveReservations}
        message={reservations.message}
        onRetry={() => void reservationsQuery.of(scope).refetch()}
      />
    )
  }
  if (reservations.data.length === 0) {
    return <Placeholder level={4} title={NO_RESERVATION_TITLE} message={NO_RESERVATION_MESSAGE} />
  }
  const ends = reservations.data.some((reservation) => reservation.validUntil !== undefined)
  return (
    <table className="host-reservations">
      <caption>Reservations of {name}</caption>
      <thead>
        <tr>
          <th scope="col">Slot</th>
          <th scope="col">Size</th>
          {ends && <th scope="col">Ends</th>}
        </tr>
      </thead>
      <tbody>
        {reservations.data.map((reservation) => (
          <tr key={reservation.id}>
            <td>
              <span title={reservation.id}>{truncateId(reservation.id)}</span>
            </td>
            <td>{formatBytes(reservation.size)}</td>
            {ends && <td>{formatUnixSeconds(Number(reservation.validUntil ?? 0n))}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
