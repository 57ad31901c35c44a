/** Persisted marketplace state. Token amounts and availability durations are decimal strings (they exceed 2^53). */

export interface Availability {
  id: string
  totalSize: number
  freeSize: number
  /** Decimal: the node takes any uint64. */
  duration: string
  minPricePerBytePerSecond: string
  totalCollateral: string
  totalRemainingCollateral: string
  /** v0.2.1+: false takes no new slots (absent in state saved before: true). */
  enabled?: boolean
  /** v0.2.1+: unix seconds after which no slot may run; 0 = no limit. */
  until?: number
}

export interface Reservation {
  id: string
  availabilityId: string
  size: number
  requestId: string
  slotIndex: number
  /** v0.2.1+: unix seconds at which the slot's request ends. */
  validUntil?: number
}

export interface StorageAsk {
  proofProbability: string
  pricePerBytePerSecond: string
  collateralPerByte: string
  slots: number
  slotSize: number
  duration: number
  maxSlotLoss: number
}

export interface StorageRequest {
  client: string
  ask: StorageAsk
  content: { cid: string }
  expiry: number
  nonce: string
  id: string
}

export type PurchaseOutcome = 'finished' | 'cancelled' | 'errored'

export interface PurchaseRecord {
  request: StorageRequest
  /** Simulated unix seconds. */
  createdAt: number
  outcome: PurchaseOutcome
}

export type SaleState =
  | 'SalePreparing'
  | 'SaleSlotReserving'
  | 'SaleDownloading'
  | 'SaleInitialProving'
  | 'SaleFilling'
  | 'SaleFilled'
  | 'SaleProving'
  | 'SalePayout'
  | 'SaleFinished'

/** A slot a simulated buyer's request gave to this host. */
export interface HostSale {
  slotId: string
  request: StorageRequest
  slotIndex: number
  reservationId: string
  availabilityId: string
  createdAt: number
}

export interface MarketState {
  version: 1
  clockSeconds: number
  sequence: number
  availabilities: Availability[]
  reservations: Reservation[]
  purchases: PurchaseRecord[]
  sales: HostSale[]
  /** Simulated time up to which buyers have been considered. */
  buyersCheckedUntil: number
  /** Outcomes forced through /_sim/ for the next storage requests. */
  nextOutcomes: PurchaseOutcome[]
}

export const emptyMarketState = (clockSeconds: number): MarketState => ({
  version: 1,
  clockSeconds,
  sequence: 0,
  availabilities: [],
  reservations: [],
  purchases: [],
  sales: [],
  buyersCheckedUntil: clockSeconds,
  nextOutcomes: [],
})
