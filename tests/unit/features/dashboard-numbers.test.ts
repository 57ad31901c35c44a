import { describe, expect, it } from 'vitest'
import { readVersion } from '../../../src/api/node-profile.ts'
import { diskShares } from '../../../src/features/storage-card/disk-segments.ts'
import { uploadNumbers, uploadPercent } from '../../../src/features/uploader/upload-numbers.ts'
import type { UploadItem } from '../../../src/stores/node/uploads.ts'

describe('node version', () => {
  it('takes the last tag of a release build, without its v', () => {
    expect(readVersion('v0.1.0\nv0.1.1\nv0.2.0')).toBe('0.2.0')
    expect(readVersion('v0.2.0\n')).toBe('0.2.0')
    expect(readVersion('0.4.4')).toBe('0.4.4')
    expect(readVersion('untagged build')).toBe('untagged build')
  })

  it('knows nothing from nothing', () => {
    expect(readVersion(undefined)).toBe('')
    expect(readVersion(' \n ')).toBe('')
  })
})

describe('disk shares', () => {
  it('splits the quota into used, reserved and free', () => {
    const space = {
      totalBlocks: 2,
      quotaMaxBytes: 100n,
      quotaUsedBytes: 30n,
      quotaReservedBytes: 20n,
    }
    expect(diskShares(space).map((share) => share.bytes)).toEqual([30n, 20n, 50n])
  })

  it('never shows negative free space', () => {
    const space = { totalBlocks: 2, quotaMaxBytes: 10n, quotaUsedBytes: 8n, quotaReservedBytes: 5n }
    expect(diskShares(space)[2]?.bytes).toBe(0n)
  })
})

describe('upload numbers', () => {
  const item = {
    status: 'progress',
    loaded: 512 * 1024,
    total: 1024 * 1024,
    speed: 256 * 1024,
    secondsLeft: 2,
  } as UploadItem

  it('shows bytes, percent, speed and time left while running', () => {
    expect(uploadNumbers(item)).toBe('512.0 KB of 1.0 MB · 50.0 % · 256.0 KB/s · 2 seconds left')
  })

  it('drops speed and time once finished, and never passes 100 %', () => {
    expect(uploadNumbers({ ...item, status: 'done', loaded: item.total })).toBe(
      '1.0 MB of 1.0 MB · 100.0 %',
    )
    expect(uploadPercent({ loaded: 5, total: 0 })).toBe(0)
    expect(uploadPercent({ loaded: 12, total: 10 })).toBe(100)
  })
})
