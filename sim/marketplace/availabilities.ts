import { type Fields, readToken, readUint } from './json-input.ts'
import { MarketError } from './market-error.ts'
import type { Availability, MarketState } from './market-types.ts'

export const reservedBytes = (state: MarketState): number =>
  state.availabilities.reduce((sum, availability) => sum + availability.totalSize, 0)

/** POST /sales/availability: missing fields count as 0; the size is reserved on the repo. */
export function createAvailability(
  state: MarketState,
  fields: Fields,
  freeQuotaBytes: number,
  id: string,
): Availability {
  const totalSize = readUint(fields, 'totalSize') ?? 0
  const duration = readUint(fields, 'duration') ?? 0
  const minPrice = readToken(fields, 'minPricePerBytePerSecond') ?? 0n
  const collateral = readToken(fields, 'totalCollateral') ?? 0n
  if (totalSize === 0) throw new MarketError(400, 'Total size must be larger then zero')
  if (totalSize > freeQuotaBytes) throw new MarketError(422, 'Not enough storage quota')
  const availability: Availability = {
    id,
    totalSize,
    freeSize: totalSize,
    duration,
    minPricePerBytePerSecond: minPrice.toString(),
    totalCollateral: collateral.toString(),
    totalRemainingCollateral: collateral.toString(),
  }
  state.availabilities.push(availability)
  return availability
}

/** PATCH /sales/availability/{id}: any subset; the repo reservation follows totalSize. */
export function updateAvailability(
  state: MarketState,
  id: string,
  fields: Fields,
  freeQuotaBytes: number,
): void {
  const availability = state.availabilities.find((candidate) => candidate.id === id)
  if (!availability) throw new MarketError(404, 'Availability not found')
  if ('freeSize' in fields) throw new MarketError(400, 'Updating freeSize is not allowed')
  const totalSize = readUint(fields, 'totalSize')
  const duration = readUint(fields, 'duration')
  const minPrice = readToken(fields, 'minPricePerBytePerSecond')
  const collateral = readToken(fields, 'totalCollateral')
  if (totalSize !== undefined) {
    const used = availability.totalSize - availability.freeSize
    if (totalSize < used) {
      throw new MarketError(
        400,
        `New totalSize must be larger then current totalSize - freeSize, which is currently: ${used}`,
      )
    }
    const growth = totalSize - availability.totalSize
    if (growth > freeQuotaBytes) {
      throw new MarketError(500, `Unable to reserve ${growth} bytes: not enough storage quota`)
    }
    availability.freeSize += growth
    availability.totalSize = totalSize
  }
  if (duration !== undefined) availability.duration = duration
  if (minPrice !== undefined) availability.minPricePerBytePerSecond = minPrice.toString()
  if (collateral !== undefined) {
    availability.totalCollateral = collateral.toString()
    availability.totalRemainingCollateral = collateral.toString()
  }
}
