import { describe, expect, it } from 'vitest'
import { ringShares } from '../../../src/features/storage-card/disk-ring.tsx'

const share = (label: string, bytes: bigint) => ({ label, bytes })

describe('the disk ring', () => {
  it('gives each segment its share in thousandths, exactly, whatever the sizes', () => {
    expect(ringShares([share('Used', 1n), share('Reserved', 1n), share('Free', 2n)])).toEqual([
      250, 250, 500,
    ])
    expect(ringShares([share('Used', 2n ** 70n), share('Free', 2n ** 70n * 3n)])).toEqual([
      250, 750,
    ])
  })

  it('draws nothing for an empty quota', () => {
    expect(ringShares([share('Used', 0n), share('Free', 0n)])).toEqual([0, 0])
  })
})
