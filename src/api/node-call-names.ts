import type { SalesCalls } from './marketplace-calls.ts'
import type { NodeCalls } from './node-calls.ts'
import type { TradeCalls } from './trade-calls.ts'

/** Every call of the file-sharing group: a call added to `NodeCalls` and not here fails to compile. */
export const NODE_CALL_NAMES: Record<keyof NodeCalls, true> = {
  files: true,
  space: true,
  networkDownload: true,
  downloadProgress: true,
  cancelDownload: true,
  exists: true,
  fetchManifest: true,
  deleteFile: true,
  connect: true,
  spr: true,
  peerId: true,
  debugInfo: true,
  setLogLevel: true,
}

/** The marketplace's status and slots, checked the same way. */
export const SALES_CALL_NAMES: Record<keyof SalesCalls, true> = {
  marketplaceStatus: true,
  activeSlots: true,
  activeSlot: true,
}

/** Selling and buying storage, checked the same way. */
export const TRADE_CALL_NAMES: Record<keyof TradeCalls, true> = {
  availabilities: true,
  createAvailability: true,
  updateAvailability: true,
  reservations: true,
  purchaseIds: true,
  purchases: true,
  purchaseDetail: true,
  createStorageRequest: true,
}
