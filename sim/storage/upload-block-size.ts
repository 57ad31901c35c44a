import { BlockSize } from '../manifest.ts'

/** Logos Storage's limits for `POST /data?blockSize=N` (`storage/storagetypes.nim`). */
export const MinBlockSize = 4096
export const MaxBlockSize = 524288

const UINT64_MAX = 2n ** 64n - 1n

export type BlockSizeResult = { ok: true; blockSize: number } | { ok: false; message: string }

/** The `blockSize` query parameter: absent or empty means 64 KiB; the texts are the node's. */
export function uploadBlockSize(query: string | null): BlockSizeResult {
  if (query === null || query === '') return { ok: true, blockSize: BlockSize }
  if (!/^\d+$/.test(query) || BigInt(query) > UINT64_MAX) {
    return { ok: false, message: 'Invalid blockSize parameter' }
  }
  const size = BigInt(query)
  const powerOfTwo = size > 0n && (size & (size - 1n)) === 0n
  if (size < BigInt(MinBlockSize) || size > BigInt(MaxBlockSize) || !powerOfTwo) {
    return {
      ok: false,
      message: `blockSize must be a power of two between ${MinBlockSize} and ${MaxBlockSize} bytes`,
    }
  }
  return { ok: true, blockSize: Number(size) }
}
