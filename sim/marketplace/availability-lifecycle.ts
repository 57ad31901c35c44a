import { type Fields, readBool, readSeconds, readToken, readUint } from './json-input.ts'
import { MarketError } from './market-error.ts'
import type { Availability, MarketState } from './market-types.ts'

/**
 * Codex v0.2.1–v0.2.5 availabilities (`codex/rest/api.nim`, `sales/reservations.nim`): `enabled`
 * and `until`, 422 for every refusal, and a PATCH that re-checks the quota against the whole
 * new totalSize. Every check runs before anything changes, as the node saves nothing on a refusal.
 */

const refuse = (message: string): never => {
  throw new MarketError(422, message)
}

function checkUntil(until: number | undefined): void {
  if (until !== undefined && until < 0) refuse('Cannot set until to a negative value')
}

export function createAvailabilityV025(
  state: MarketState,
  fields: Fields,
  freeQuotaBytes: number,
  id: string,
): Availability {
  const requestedSize = readUint(fields, 'totalSize') ?? 0n
  const duration = readUint(fields, 'duration') ?? 0n
  const minPrice = readToken(fields, 'minPricePerBytePerSecond') ?? 0n
  const collateral = readToken(fields, 'totalCollateral') ?? 0n
  const enabled = readBool(fields, 'enabled') ?? true
  const until = readSeconds(fields, 'until') ?? 0
  if (requestedSize === 0n) refuse('Total size must be larger then zero')
  if (duration === 0n) refuse('duration must be larger then zero')
  if (minPrice === 0n) refuse('minPricePerBytePerSecond must be larger then zero')
  if (collateral === 0n) refuse('totalCollateral must be larger then zero')
  if (requestedSize > BigInt(freeQuotaBytes)) refuse('Not enough storage quota')
  checkUntil(until)
  // Within the quota, so a safe JS number from here on.
  const totalSize = Number(requestedSize)
  const availability: Availability = {
    id,
    totalSize,
    freeSize: totalSize,
    duration: duration.toString(),
    minPricePerBytePerSecond: minPrice.toString(),
    totalCollateral: collateral.toString(),
    totalRemainingCollateral: collateral.toString(),
    enabled,
    until,
  }
  state.availabilities.push(availability)
  return availability
}

export function updateAvailabilityV025(
  state: MarketState,
  id: string,
  fields: Fields,
  freeQuotaBytes: number,
): void {
  const requestedSize = readUint(fields, 'totalSize')
  const duration = readUint(fields, 'duration')
  const minPrice = readToken(fields, 'minPricePerBytePerSecond')
  const collateral = readToken(fields, 'totalCollateral')
  const enabled = readBool(fields, 'enabled')
  const until = readSeconds(fields, 'until')
  const availability = state.availabilities.find((candidate) => candidate.id === id)
  if (!availability) throw new MarketError(404, 'Availability not found')
  if (fields.freeSize !== undefined && fields.freeSize !== null) {
    refuse('Updating freeSize is not allowed')
  }
  if (requestedSize !== undefined) {
    if (requestedSize === 0n) refuse('Total size must be larger then zero')
    const used = availability.totalSize - availability.freeSize
    if (requestedSize < BigInt(used)) {
      refuse(
        `New totalSize must be larger then current totalSize - freeSize, which is currently: ${used}`,
      )
    }
    // The free quota already excludes this availability's own size.
    if (requestedSize > BigInt(freeQuotaBytes)) refuse('Not enough storage quota')
  }
  checkUntil(until)
  const newUntil = until ?? availability.until ?? 0
  if (newUntil > 0) {
    const ends = state.reservations
      .filter((reservation) => reservation.availabilityId === id)
      .map((reservation) => reservation.validUntil ?? 0)
    if (ends.length > 0 && Math.max(...ends) > newUntil) {
      refuse('Until parameter must be greater or equal to the longest currently hosted slot')
    }
  }
  if (requestedSize !== undefined) {
    const totalSize = Number(requestedSize)
    availability.freeSize += totalSize - availability.totalSize
    availability.totalSize = totalSize
  }
  if (duration !== undefined) availability.duration = duration.toString()
  if (minPrice !== undefined) availability.minPricePerBytePerSecond = minPrice.toString()
  if (collateral !== undefined) {
    availability.totalCollateral = collateral.toString()
    availability.totalRemainingCollateral = collateral.toString()
  }
  if (until !== undefined) availability.until = until
  if (enabled !== undefined) availability.enabled = enabled
}
