import type { StorageRequestValues } from './storage-request-rules.ts'

/** The node's block size: datasets are cut and erasure-coded in 64 KiB blocks. */
export const BLOCK_SIZE = 65536n

/** What a storage request commits to, before it is sent. */
export interface StorageEstimate {
  slots: bigint
  /** Bytes each host stores. */
  slotSize: bigint
  /** Tokens the buyer commits: price per byte per second x slot size x slots x duration. */
  totalPrice: bigint
  /** Tokens each host locks: collateral per byte x slot size. */
  collateralPerHost: bigint
  /** How many of the hosts may fail while the file stays whole. */
  tolerance: bigint
}

/**
 * The node's erasure layout for a dataset of `datasetSize` bytes: K = nodes - tolerance data blocks
 * and `tolerance` parity blocks per row, one block per slot per row, each slot padded to a power of
 * two blocks for its proofs. Undefined when the parameters leave no data blocks.
 */
export function slotSizeFor(datasetSize: bigint, nodes: bigint, tolerance: bigint) {
  const dataSlots = nodes - tolerance
  if (dataSlots <= 0n) return undefined
  const blocks = ceilDivide(datasetSize, BLOCK_SIZE)
  const rows = ceilDivide(blocks, dataSlots)
  let slotBlocks = 1n
  while (slotBlocks < rows) slotBlocks *= 2n
  return slotBlocks * BLOCK_SIZE
}

export function estimateStorageRequest(
  values: StorageRequestValues,
  datasetSize: bigint,
): StorageEstimate | undefined {
  const slotSize = slotSizeFor(datasetSize, values.nodes, values.tolerance)
  if (slotSize === undefined) return undefined
  return {
    slots: values.nodes,
    slotSize,
    totalPrice: values.pricePerBytePerSecond * slotSize * values.nodes * values.durationSeconds,
    collateralPerHost: values.collateralPerByte * slotSize,
    tolerance: values.tolerance,
  }
}

function ceilDivide(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b
}
