import type { Space } from '../../api/schemas/data.ts'
import type { Availability } from '../../api/schemas/marketplace.ts'
import { truncateId } from '../../lib/ids.ts'
import { maxBigint } from '../../lib/exact.ts'
import type { ReservationsById } from '../../stores/node/availability-reservations.ts'
import { availabilityName } from './availability-name.ts'

export type SegmentKind = 'availability' | 'reservation' | 'free' | 'reserved' | 'unallocated'

export interface RingSegment {
  key: string
  kind: SegmentKind
  /** What the segment is: the availability's name, `Slot …`, `Free`, ... */
  label: string
  bytes: bigint
  /** The availability the segment belongs to (for its duration and price), and its name. */
  availability?: Availability
  availabilityName?: string
}

export interface SunburstRings {
  /** Availabilities, then the node's unallocated space. */
  inner: RingSegment[]
  /** Under each availability: its reservations and its free space; then the unallocated space. */
  outer: RingSegment[]
}

export const UNALLOCATED_LABEL = 'Unallocated'

/** Bytes of the quota no availability and no data take. */
export function unallocatedBytes(space: Space): bigint {
  return maxBigint(space.quotaMaxBytes - space.quotaReservedBytes - space.quotaUsedBytes, 0n)
}

/**
 * The two rings of the host chart. Each availability's outer segments add up to its total size,
 * so the rings line up; reservations not known yet show as one `Reserved` segment.
 */
export function sunburstRings(
  availabilities: readonly Availability[],
  reservations: ReservationsById | undefined,
  space: Space | undefined,
  nicknames: Readonly<Record<string, string>>,
): SunburstRings {
  const inner: RingSegment[] = []
  const outer: RingSegment[] = []
  for (const availability of availabilities) {
    const label = availabilityName(availability, nicknames)
    inner.push({
      key: availability.id,
      kind: 'availability',
      label,
      bytes: availability.totalSize,
      availability,
    })
    const known = reservations?.[availability.id]
    const slots = known && !known.error ? known.data : undefined
    let taken = 0n
    if (slots) {
      for (const slot of slots) {
        taken += slot.size
        outer.push({
          key: `${availability.id}/${slot.id}`,
          kind: 'reservation',
          label: `Slot ${truncateId(slot.id)}`,
          bytes: slot.size,
          availability,
          availabilityName: label,
        })
      }
    } else {
      taken = maxBigint(availability.totalSize - availability.freeSize, 0n)
      if (taken > 0n) {
        outer.push({
          key: `${availability.id}/reserved`,
          kind: 'reserved',
          label: 'Reserved',
          bytes: taken,
          availability,
          availabilityName: label,
        })
      }
    }
    outer.push({
      key: `${availability.id}/free`,
      kind: 'free',
      label: 'Free',
      bytes: maxBigint(availability.totalSize - taken, 0n),
      availability,
      availabilityName: label,
    })
  }
  if (space) {
    const unallocated: RingSegment = {
      key: 'unallocated',
      kind: 'unallocated',
      label: UNALLOCATED_LABEL,
      bytes: unallocatedBytes(space),
    }
    inner.push(unallocated)
    outer.push(unallocated)
  }
  return { inner, outer }
}
