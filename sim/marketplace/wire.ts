import type { WireFormat } from '../options.ts'
import type { Availability, Reservation, StorageRequest } from './market-types.ts'

/**
 * Sizes, durations, expiry and slot indexes: decimal strings in the contract (`spec`), JSON numbers
 * in the v0.2.0 binary (`binary`). Token amounts are strings in both.
 */
export class Wire {
  constructor(private readonly format: WireFormat) {}

  count(value: number | string): number | string {
    return this.format === 'binary' ? Number(value) : String(value)
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
    }
  }

  reservation(reservation: Reservation) {
    return {
      id: reservation.id,
      availabilityId: reservation.availabilityId,
      size: this.count(reservation.size),
      requestId: reservation.requestId,
      slotIndex: this.count(reservation.slotIndex),
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
