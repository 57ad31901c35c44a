import type { Space } from '../../api/schemas/data.ts'
import { maxBigint } from '../../lib/exact.ts'

export interface DiskShare {
  label: string
  bytes: bigint
}

/** The quota split three ways; free space never goes below zero on an over-committed node. */
export function diskShares(space: Space): DiskShare[] {
  const free = maxBigint(space.quotaMaxBytes - space.quotaUsedBytes - space.quotaReservedBytes, 0n)
  return [
    { label: 'Used', bytes: space.quotaUsedBytes },
    { label: 'Reserved for hosting', bytes: space.quotaReservedBytes },
    { label: 'Free', bytes: free },
  ]
}
