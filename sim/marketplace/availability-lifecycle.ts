import { addAvailability, applyTerms, findAvailability, readTerms } from './availabilities.ts'
import { type Fields, readBool, readSeconds } from './json-input.ts'
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
  const terms = readTerms(fields)
  const enabled = readBool(fields, 'enabled') ?? true
  const until = readSeconds(fields, 'until') ?? 0
  const totalSize = terms.totalSize ?? 0n
  if (totalSize === 0n) refuse('Total size must be larger then zero')
  if (!terms.duration) refuse('duration must be larger then zero')
  if (!terms.minPrice) refuse('minPricePerBytePerSecond must be larger then zero')
  if (!terms.collateral) refuse('totalCollateral must be larger then zero')
  if (totalSize > BigInt(freeQuotaBytes)) refuse('Not enough storage quota')
  checkUntil(until)
  return addAvailability(state, id, totalSize, terms, { enabled, until })
}

export function updateAvailabilityV025(
  state: MarketState,
  id: string,
  fields: Fields,
  freeQuotaBytes: number,
): void {
  const terms = readTerms(fields)
  const enabled = readBool(fields, 'enabled')
  const until = readSeconds(fields, 'until')
  const availability = findAvailability(state, id)
  if (fields.freeSize !== undefined && fields.freeSize !== null) {
    refuse('Updating freeSize is not allowed')
  }
  if (terms.totalSize !== undefined) {
    if (terms.totalSize === 0n) refuse('Total size must be larger then zero')
    const used = availability.totalSize - availability.freeSize
    if (terms.totalSize < BigInt(used)) {
      refuse(
        `New totalSize must be larger then current totalSize - freeSize, which is currently: ${used}`,
      )
    }
    // The free quota already excludes this availability's own size.
    if (terms.totalSize > BigInt(freeQuotaBytes)) refuse('Not enough storage quota')
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
  applyTerms(availability, terms)
  if (until !== undefined) availability.until = until
  if (enabled !== undefined) availability.enabled = enabled
}
