import { type Fields, readToken, readUint } from './json-input.ts'
import { MarketError } from './market-error.ts'
import type { Availability, MarketState } from './market-types.ts'

export const reservedBytes = (state: MarketState): number =>
  state.availabilities.reduce((sum, availability) => sum + availability.totalSize, 0)

/** An availability's sale terms as a body gives them (absent fields: undefined). */
export interface OfferTerms {
  totalSize?: bigint
  duration?: bigint
  minPrice?: bigint
  collateral?: bigint
}

export const readTerms = (fields: Fields): OfferTerms => ({
  totalSize: readUint(fields, 'totalSize'),
  duration: readUint(fields, 'duration'),
  minPrice: readToken(fields, 'minPricePerBytePerSecond'),
  collateral: readToken(fields, 'totalCollateral'),
})

/** A new availability of `totalSize` (already checked against the quota) with every byte free. */
export function addAvailability(
  state: MarketState,
  id: string,
  totalSize: bigint,
  terms: OfferTerms,
  lifecycle: Pick<Availability, 'enabled' | 'until'> = {},
): Availability {
  // Within the quota, so a safe JS number from here on.
  const size = Number(totalSize)
  const collateral = (terms.collateral ?? 0n).toString()
  const availability: Availability = {
    id,
    totalSize: size,
    freeSize: size,
    duration: (terms.duration ?? 0n).toString(),
    minPricePerBytePerSecond: (terms.minPrice ?? 0n).toString(),
    totalCollateral: collateral,
    totalRemainingCollateral: collateral,
    ...lifecycle,
  }
  state.availabilities.push(availability)
  return availability
}

/** Applies an accepted PATCH's terms; the repo reservation follows totalSize. */
export function applyTerms(availability: Availability, terms: OfferTerms): void {
  if (terms.totalSize !== undefined) {
    const totalSize = Number(terms.totalSize)
    availability.freeSize += totalSize - availability.totalSize
    availability.totalSize = totalSize
  }
  if (terms.duration !== undefined) availability.duration = terms.duration.toString()
  if (terms.minPrice !== undefined)
    availability.minPricePerBytePerSecond = terms.minPrice.toString()
  if (terms.collateral !== undefined) {
    availability.totalCollateral = terms.collateral.toString()
    availability.totalRemainingCollateral = terms.collateral.toString()
  }
}

export function findAvailability(state: MarketState, id: string): Availability {
  const availability = state.availabilities.find((candidate) => candidate.id === id)
  if (!availability) throw new MarketError(404, 'Availability not found')
  return availability
}

/** POST /sales/availability (v0.2.0): missing fields count as 0; the size is reserved on the repo. */
export function createAvailability(
  state: MarketState,
  fields: Fields,
  freeQuotaBytes: number,
  id: string,
): Availability {
  const terms = readTerms(fields)
  const totalSize = terms.totalSize ?? 0n
  if (totalSize === 0n) throw new MarketError(400, 'Total size must be larger then zero')
  if (totalSize > BigInt(freeQuotaBytes)) throw new MarketError(422, 'Not enough storage quota')
  return addAvailability(state, id, totalSize, terms)
}

/** PATCH /sales/availability/{id} (v0.2.0): any subset; only the growth must fit the quota. */
export function updateAvailability(
  state: MarketState,
  id: string,
  fields: Fields,
  freeQuotaBytes: number,
): void {
  const availability = findAvailability(state, id)
  if ('freeSize' in fields) throw new MarketError(400, 'Updating freeSize is not allowed')
  const terms = readTerms(fields)
  if (terms.totalSize !== undefined) {
    const used = availability.totalSize - availability.freeSize
    if (terms.totalSize < BigInt(used)) {
      throw new MarketError(
        400,
        `New totalSize must be larger then current totalSize - freeSize, which is currently: ${used}`,
      )
    }
    const growth = terms.totalSize - BigInt(availability.totalSize)
    if (growth > BigInt(freeQuotaBytes)) {
      throw new MarketError(500, `Unable to reserve ${growth} bytes: not enough storage quota`)
    }
  }
  applyTerms(availability, terms)
}
