import type { Space } from '../../api/schemas/data.ts'

export interface DiskShare {
  label: string
  bytes: number
}

/** The quota split three ways; free space never goes below zero on an over-committed node. */
export function diskShares(space: Space): DiskShare[] {
  const free = Math.max(space.quotaMaxBytes - space.quotaUsedBytes - space.quotaReservedBytes, 0)
  return [
    { label: 'Used', bytes: space.quotaUsedBytes },
    { label: 'Reserved for hosting', bytes: space.quotaReservedBytes },
    { label: 'Free', bytes: free },
  ]
}
