import { cidFromDigest, ManifestCodec } from '../cid.ts'
import { hex, type SeededRandom } from '../random.ts'
import type { HostSale, MarketState, SaleState, StorageRequest } from './market-types.ts'

/** Simulated seconds between two chances for a buyer's request to reach this host. */
export const BuyerInterval = 600
const ArrivalChance = 0.6
const MaxOpenSales = 6
const SlotSizes = [262144, 524288, 1048576, 4194304, 16777216]

/** Simulated seconds after arrival at which each sale state begins (Proving lasts the duration). */
const phases: [SaleState, number][] = [
  ['SalePreparing', 0],
  ['SaleSlotReserving', 5],
  ['SaleDownloading', 10],
  ['SaleInitialProving', 40],
  ['SaleFilling', 60],
  ['SaleFilled', 70],
  ['SaleProving', 90],
]
const FilledOffset = 70
/** The shortest request a simulated buyer makes. */
const MinDuration = 3600
const PayoutLength = 60

const saleEnd = (sale: HostSale): number =>
  sale.createdAt + FilledOffset + sale.request.ask.duration

export function saleState(sale: HostSale, now: number): SaleState {
  if (now >= saleEnd(sale) + PayoutLength) return 'SaleFinished'
  if (now >= saleEnd(sale)) return 'SalePayout'
  const elapsed = now - sale.createdAt
  return phases.filter(([, offset]) => elapsed >= offset).at(-1)?.[0] ?? 'SalePreparing'
}

/** On chain (what GET /sales/slots lists): from filled until paid out. */
export const isActiveOnChain = (state: SaleState): boolean =>
  state === 'SaleFilled' || state === 'SaleProving' || state === 'SalePayout'

function collateralOf(request: StorageRequest): bigint {
  return BigInt(request.ask.collateralPerByte) * BigInt(request.ask.slotSize)
}

/** A finished sale releases its reservation: bytes and collateral return to the availability. */
function settle(state: MarketState, now: number): boolean {
  const done = state.sales.filter((sale) => saleState(sale, now) === 'SaleFinished')
  for (const sale of done) {
    const reservation = state.reservations.find((r) => r.id === sale.reservationId)
    const availability = state.availabilities.find((a) => a.id === sale.availabilityId)
    if (reservation && availability) {
      availability.freeSize += reservation.size
      const remaining = BigInt(availability.totalRemainingCollateral) + collateralOf(sale.request)
      availability.totalRemainingCollateral = remaining.toString()
    }
    state.reservations = state.reservations.filter((r) => r.id !== sale.reservationId)
  }
  state.sales = state.sales.filter((sale) => !done.includes(sale))
  return done.length > 0
}

function arrive(state: MarketState, at: number, random: SeededRandom): boolean {
  const label = `buyer@${at}`
  if (state.sales.length >= MaxOpenSales || random.fraction(`${label}:comes`) >= ArrivalChance)
    return false
  // A disabled availability takes no new slot, nor one that would outlast its `until` (v0.2.1+).
  const candidates = state.availabilities.filter(
    (a) =>
      a.enabled !== false &&
      (!a.until || a.until >= at + FilledOffset + MinDuration) &&
      a.freeSize >= (SlotSizes[0] ?? 0) &&
      BigInt(a.duration) >= BigInt(MinDuration),
  )
  if (candidates.length === 0) return false
  const availability = random.pick(`${label}:availability`, candidates)
  const slotSize = random.pick(
    `${label}:size`,
    SlotSizes.filter((size) => size <= availability.freeSize),
  )
  const offered = random.integer(`${label}:duration`, MinDuration, 7 * 86400)
  const untilLimit = availability.until ? availability.until - at - FilledOffset : offered
  const duration = Math.min(
    BigInt(availability.duration) < BigInt(offered) ? Number(availability.duration) : offered,
    untilLimit,
  )
  const remaining = BigInt(availability.totalRemainingCollateral)
  const collateralPerByte = remaining / BigInt(slotSize) > 0n ? 1n : 0n
  const slots = random.integer(`${label}:slots`, 3, 5)
  const bytes = (kind: string) => random.next(kind, 32)
  const request: StorageRequest = {
    client: `0x${hex(random.next('client', 20))}`,
    ask: {
      proofProbability: String(random.integer(`${label}:proof`, 1, 4)),
      pricePerBytePerSecond: (
        BigInt(availability.minPricePerBytePerSecond) +
        BigInt(random.integer(`${label}:price`, 0, 3))
      ).toString(),
      collateralPerByte: collateralPerByte.toString(),
      slots,
      slotSize,
      duration,
      maxSlotLoss: 1,
    },
    content: { cid: cidFromDigest(ManifestCodec, bytes('content')) },
    expiry: random.integer(`${label}:expiry`, 300, 1800),
    nonce: `0x${hex(bytes('nonce'))}`,
    id: `0x${hex(bytes('request'))}`,
  }
  const slotIndex = random.integer(`${label}:index`, 0, slots - 1)
  const reservationId = `0x${hex(bytes('reservation'))}`
  state.reservations.push({
    id: reservationId,
    availabilityId: availability.id,
    size: slotSize,
    requestId: request.id,
    slotIndex,
    validUntil: at + FilledOffset + duration,
  })
  availability.freeSize -= slotSize
  availability.totalRemainingCollateral = (remaining - collateralOf(request)).toString()
  state.sales.push({
    slotId: `0x${hex(bytes('slot'))}`,
    request,
    slotIndex,
    reservationId,
    availabilityId: availability.id,
    createdAt: at,
  })
  return true
}

/**
 * Lets simulated buyers act up to `now`: every BuyerInterval a request may match one of the
 * availabilities, creating a reservation and a sale; finished sales give their space back.
 */
export function advanceBuyers(state: MarketState, now: number, random: SeededRandom): boolean {
  let changed = false
  let steps = 0
  while (state.buyersCheckedUntil + BuyerInterval <= now) {
    const at = state.buyersCheckedUntil + BuyerInterval
    state.buyersCheckedUntil = at
    changed = settle(state, at) || changed
    if (steps < 50) changed = arrive(state, at, random) || changed
    steps += 1
  }
  return settle(state, now) || changed
}
