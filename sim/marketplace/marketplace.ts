import { SimulatedClock } from '../clock.ts'
import { hex, type SeededRandom } from '../random.ts'
import type { LineTraits } from '../api-line.ts'
import { createAvailabilityV025, updateAvailabilityV025 } from './availability-lifecycle.ts'
import { createAvailability, reservedBytes, updateAvailability } from './availabilities.ts'
import { advanceBuyers, isActiveOnChain, saleState } from './host-sales.ts'
import type { Fields } from './json-input.ts'
import { MarketError } from './market-error.ts'
import { MarketStore } from './market-store.ts'
import {
  emptyMarketState,
  type MarketState,
  type PurchaseOutcome,
  type StorageRequest,
} from './market-types.ts'
import { purchaseAt } from './purchase-timeline.ts'
import type { RequestParams } from './storage-request.ts'
import type { Wire } from './wire.ts'

/**
 * The node's marketplace: availabilities, purchases and host sales, driven by the simulated
 * clock. Every change is saved before the answer goes out.
 */
export class Marketplace {
  private constructor(
    private state: MarketState,
    private readonly store: MarketStore,
    readonly clock: SimulatedClock,
    private readonly random: SeededRandom,
    private readonly wire: Wire,
    public enabled: boolean,
    private readonly line: () => LineTraits,
  ) {}

  static async open(
    dataDir: string,
    random: SeededRandom,
    wire: Wire,
    timeScale: number,
    enabled: boolean,
    line: () => LineTraits,
  ): Promise<Marketplace> {
    const store = new MarketStore(dataDir)
    const state = await store.load(Math.floor(Date.now() / 1000))
    random.sequence = state.sequence
    const clock = new SimulatedClock(state.clockSeconds, timeScale)
    return new Marketplace(state, store, clock, random, wire, enabled, line)
  }

  async save(): Promise<void> {
    this.state.clockSeconds = this.clock.now()
    this.state.sequence = this.random.sequence
    await this.store.save(this.state)
  }

  /** Brings buyers and sales up to the simulated present. */
  async tick(): Promise<void> {
    const now = this.clock.now()
    if (!this.enabled) {
      this.state.buyersCheckedUntil = Math.max(this.state.buyersCheckedUntil, now)
      return
    }
    if (advanceBuyers(this.state, now, this.random)) await this.save()
  }

  reservedBytes(): number {
    return reservedBytes(this.state)
  }

  private newId(kind: string): string {
    return `0x${hex(this.random.next(kind, 32))}`
  }

  availabilities() {
    return this.state.availabilities.map((a) => this.wire.availability(a))
  }

  async createAvailability(fields: Fields, freeQuotaBytes: number) {
    const create = this.line().availabilityLifecycle ? createAvailabilityV025 : createAvailability
    const created = create(this.state, fields, freeQuotaBytes, this.newId('availability'))
    await this.save()
    return this.wire.availability(created)
  }

  async updateAvailability(id: string, fields: Fields, freeQuotaBytes: number): Promise<void> {
    const update = this.line().availabilityLifecycle ? updateAvailabilityV025 : updateAvailability
    update(this.state, id, fields, freeQuotaBytes)
    await this.save()
  }

  reservations(availabilityId: string) {
    if (!this.state.availabilities.some((a) => a.id === availabilityId)) {
      throw new MarketError(404, 'Availability not found')
    }
    return this.state.reservations
      .filter((r) => r.availabilityId === availabilityId)
      .map((r) => this.wire.reservation(r))
  }

  activeSlots() {
    const now = this.clock.now()
    return this.state.sales
      .filter((sale) => isActiveOnChain(saleState(sale, now)))
      .map((sale) => ({
        request: this.wire.request(sale.request),
        slotIndex: this.wire.count(sale.slotIndex),
        id: sale.slotId,
      }))
  }

  slot(slotId: string) {
    const sale = this.state.sales.find((candidate) => candidate.slotId === slotId)
    if (!sale) throw new MarketError(404, 'Provider not filling slot')
    const reservation = this.state.reservations.find((r) => r.id === sale.reservationId)
    return {
      state: saleState(sale, this.clock.now()),
      requestId: sale.request.id,
      slotIndex: this.wire.count(sale.slotIndex),
      request: this.wire.request(sale.request),
      reservation: reservation ? this.wire.reservation(reservation) : null,
    }
  }

  purchaseIds(): string[] {
    return this.state.purchases.map((purchase) => purchase.request.id)
  }

  purchase(id: string) {
    const purchase = this.state.purchases.find((candidate) => candidate.request.id === id)
    if (!purchase) return undefined
    const { state, error } = purchaseAt(purchase, this.clock.now())
    return {
      requestId: purchase.request.id,
      request: this.wire.request(purchase.request),
      state,
      error,
    }
  }

  /** Starts a purchase for the verifiable manifest `cid`; answers the request id without 0x. */
  async createPurchase(params: RequestParams, cid: string, slotSize: number): Promise<string> {
    const id = this.newId('request')
    const request: StorageRequest = {
      client: `0x${hex(this.random.bytes('client', 20))}`,
      ask: {
        proofProbability: params.proofProbability.toString(),
        pricePerBytePerSecond: params.pricePerBytePerSecond.toString(),
        collateralPerByte: params.collateralPerByte.toString(),
        slots: params.nodes,
        slotSize,
        duration: params.duration,
        maxSlotLoss: params.tolerance,
      },
      content: { cid },
      expiry: params.expiry,
      nonce: this.newId('nonce'),
      id,
    }
    const outcome = this.state.nextOutcomes.shift() ?? this.seededOutcome(id)
    this.state.purchases.push({ request, createdAt: this.clock.now(), outcome })
    await this.save()
    return id.slice(2)
  }

  private seededOutcome(id: string): PurchaseOutcome {
    const roll = this.random.fraction(`outcome:${id}`)
    return roll < 0.75 ? 'finished' : roll < 0.9 ? 'cancelled' : 'errored'
  }

  async queueOutcomes(outcomes: PurchaseOutcome[]): Promise<void> {
    this.state.nextOutcomes.push(...outcomes)
    await this.save()
  }

  async advanceClock(seconds: number): Promise<void> {
    this.clock.advance(seconds)
    await this.tick()
    await this.save()
  }

  async reset(): Promise<void> {
    this.state = emptyMarketState(this.clock.now())
    this.random.sequence = 0
    await this.save()
  }
}
