import { describe, expect, it } from 'vitest'
import { formatBytes, GB, TB } from '../../../src/lib/bytes.ts'

describe('formatBytes', () => {
  it.each([
    [0, '0.0 B'],
    [1, '1.0 B'],
    [1023, '1023.0 B'],
    [1024, '1.0 KB'],
    [1536, '1.5 KB'],
    [1048576, '1.0 MB'],
    [GB, '1.0 GB'],
    [GB / 2, '512.0 MB'],
    [21474836480, '20.0 GB'],
    [TB, '1.0 TB'],
    [5 * TB * 1024, '5120.0 TB'],
  ])('shows %d bytes as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text)
  })

  it('moves to the next unit when rounding would print 1024.0', () => {
    expect(formatBytes(1024 * 1024 - 1)).toBe('1.0 MB')
  })

  it('treats negative and non-finite counts as nothing', () => {
    expect(formatBytes(-5)).toBe('0.0 B')
    expect(formatBytes(Number.NaN)).toBe('0.0 B')
  })

  it('uses GB = 1073741824 and TB = 1099511627776', () => {
    expect(GB).toBe(1073741824)
    expect(TB).toBe(1099511627776)
  })
})
