import { BlockSize } from '../manifest.ts'
import { type Fields, readToken, readUint } from './json-input.ts'
import { MarketError } from './market-error.ts'

/** The marketplace contract's maximum request duration (testnet: 30 days). */
export const DurationLimitSeconds = 30 * 24 * 3600

export interface RequestParams {
  duration: number
  pricePerBytePerSecond: bigint
  proofProbability: bigint
  collateralPerByte: bigint
  expiry: number
  nodes: number
  tolerance: number
}

/** The node's checks on a storage request body, in its order (steps 4 to 10 of the reference). */
export function checkRequestParams(fields: Fields, lifecycle = false): RequestParams {
  const longDuration = readUint(fields, 'duration') ?? 0n
  const pricePerBytePerSecond = readToken(fields, 'pricePerBytePerSecond') ?? 0n
  const proofProbability = readToken(fields, 'proofProbability') ?? 0n
  const collateralPerByte = readToken(fields, 'collateralPerByte') ?? 0n
  const longExpiry = readUint(fields, 'expiry')
  const nodes = Number(readUint(fields, 'nodes') ?? 3n)
  const tolerance = Number(readUint(fields, 'tolerance') ?? 1n)
  const status = lifecycle ? 422 : 400
  if (lifecycle) {
    // v0.2.1+: `expiry` is a required uint64 (absent reads as 0) and is checked first.
    const expiry = longExpiry ?? 0n
    if (expiry <= 0n || expiry >= longDuration) {
      throw new MarketError(
        422,
        "Expiry must be greater than zero and less than the request's duration",
      )
    }
    if (proofProbability <= 0n) {
      throw new MarketError(422, 'Proof probability must be greater than zero')
    }
    if (collateralPerByte <= 0n) {
      throw new MarketError(422, 'Collateral per byte must be greater than zero')
    }
    if (pricePerBytePerSecond <= 0n) {
      throw new MarketError(422, 'Price per byte per second must be greater than zero')
    }
  }
  if (longDuration > BigInt(DurationLimitSeconds)) {
    throw new MarketError(status, `Duration exceeds limit of ${DurationLimitSeconds} seconds`)
  }
  // Both are below the duration limit from here on, so safe JS numbers.
  const duration = Number(longDuration)
  const expiry =
    longExpiry === undefined
      ? undefined
      : longExpiry >= longDuration
        ? duration
        : Number(longExpiry)
  if (tolerance <= 0) throw new MarketError(status, 'Tolerance needs to be bigger then zero')
  if (tolerance > nodes) {
    throw new MarketError(status, 'Invalid parameters: `tolerance` cannot be greater than `nodes`')
  }
  const spare = nodes - tolerance
  if (!(spare > 1 && spare >= tolerance)) {
    throw new MarketError(
      status,
      'Invalid parameters: parameters must satify `1 < (nodes - tolerance) \u2265 tolerance`',
    )
  }
  if (expiry === undefined) throw new MarketError(400, 'Expiry required')
  if (expiry <= 0 || expiry >= duration) {
    throw new MarketError(
      400,
      "Expiry needs value bigger then zero and smaller then the request's duration",
    )
  }
  return {
    duration,
    pricePerBytePerSecond,
    proofProbability,
    collateralPerByte,
    expiry,
    nodes,
    tolerance,
  }
}

export function checkDatasetSize(datasetSize: number, params: RequestParams, status = 400): void {
  const minimum = (params.nodes - params.tolerance) * BlockSize
  if (datasetSize < minimum) {
    throw new MarketError(
      status,
      `Dataset too small for erasure parameters, need at least ${minimum} bytes`,
    )
  }
}

export interface ErasureLayout {
  ecK: number
  ecM: number
  /** Blocks of the encoded dataset, parity included. */
  encodedBlocks: number
  /** Bytes per slot: the slot's blocks padded to a power of two. */
  slotSize: number
}

/** Erasure coding over `blocks`: K data + M parity blocks per step, one block per slot per step. */
export function erasureLayout(blocks: number, params: RequestParams): ErasureLayout {
  const ecK = params.nodes - params.tolerance
  const ecM = params.tolerance
  const steps = Math.ceil(blocks / ecK)
  const encodedBlocks = steps * (ecK + ecM)
  const slotBlocks = 2 ** Math.ceil(Math.log2(Math.max(steps, 1)))
  return { ecK, ecM, encodedBlocks, slotSize: slotBlocks * BlockSize }
}
