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
  const requestedSize = readUint(fields, 'totalSize') ?? 0n
  const duration = readUint(fields, 'duration') ?? 0n
  const minPrice = readToken(fields, 'minPricePerBytePerSecond') ?? 0n
  const collateral = readToken(fields, 'totalCollateral') ?? 0n
  if (requestedSize === 0n) throw new MarketError(400, 'Total size must be larger then zero')
  if (requestedSize > BigInt(freeQuotaBytes)) throw new MarketError(422, 'Not enough storage quota')
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
  const requestedSize = readUint(fields, 'totalSize')
  const duration = readUint(fields, 'duration')
  const minPrice = readToken(fields, 'minPricePerBytePerSecond')
  const collateral = readToken(fields, 'totalCollateral')
  if (requestedSize !== undefined) {
    const used = availability.totalSize - availability.freeSize
    if (requestedSize < BigInt(used)) {
      throw new MarketError(
        400,
        `New totalSize must be larger then current totalSize - freeSize, which is currently: ${used}`,
      )
    }
    const growth = requestedSize - BigInt(availability.totalSize)
    if (growth > BigInt(freeQuotaBytes)) {
      throw new MarketError(500, `Unable to reserve ${growth} bytes: not enough storage quota`)
    }
    const totalSize = Number(requestedSize)
    availability.freeSize += Number(growth)
    availability.totalSize = totalSize
  }
  if (duration !== undefined) availability.duration = duration.toString()
  if (minPrice !== undefined) availability.minPricePerBytePerSecond = minPrice.toString()
  if (collateral !== undefined) {
    availability.totalCollateral = collateral.toString()
    availability.totalRemainingCollateral = collateral.toString()
  }
}
