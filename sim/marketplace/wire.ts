import type { LineTraits } from '../api-line.ts'
import type { WireFormat } from '../options.ts'
import type { Availability, Reservation, StorageRequest } from './market-types.ts'

/**
 * Sizes, durations, expiry and slot indexes: decimal strings in the contract (`spec`), JSON numbers
 * in the v0.2.0 binary (`binary`) and always in the v0.2.1+ binaries. Token amounts are strings in
 * all. Availabilities and reservations carry v0.2.1's fields on the lines that have them.
 */
export class Wire {
  constructor(
    private readonly format: WireFormat,
    private readonly traits: () => LineTraits,
  ) {}

  count(value: number | string): number | string {
    return this.format === 'binary' || this.traits().numbersOnWire ? Number(value) : String(value)
  }

  availability(availability: Availability) {
    return {
      id: availability.id,
      totalSize: this.count(availability.totalSize),
      freeSize: this.count(availability.freeSize),
      duration: this.count(availability.duration),
      minPricePerBytePerSecond: availability.minPricePerBytePerSecond,
      totalCollateral: availability.totalCollateral,
      totalRemainingCollateral: availability.totalRemainingCollateral,
      ...(this.traits().availabilityLifecycle && {
        enabled: availability.enabled ?? true,
        until: availability.until ?? 0,
      }),
    }
  }

  reservation(reservation: Reservation) {
    return {
      id: reservation.id,
      availabilityId: reservation.availabilityId,
      size: this.count(reservation.size),
      requestId: reservation.requestId,
      slotIndex: this.count(reservation.slotIndex),
      ...(this.traits().availabilityLifecycle && { validUntil: reservation.validUntil ?? 0 }),
    }
  }

  request(request: StorageRequest) {
    const { ask } = request
    return {
      client: request.client,
      ask: {
        proofProbability: ask.proofProbability,
        pricePerBytePerSecond: ask.pricePerBytePerSecond,
        collateralPerByte: ask.collateralPerByte,
        slots: ask.slots,
        slotSize: this.count(ask.slotSize),
        duration: this.count(ask.duration),
        maxSlotLoss: ask.maxSlotLoss,
      },
      content: { cid: request.content.cid },
      expiry: this.count(request.expiry),
      nonce: request.nonce,
      id: request.id,
    }
  }
}
