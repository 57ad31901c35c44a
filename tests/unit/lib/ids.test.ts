import { describe, expect, it } from 'vitest'
import { truncateId } from '../../../src/lib/ids.ts'

describe('truncateId', () => {
  it('keeps the first 5 and the last 5 characters of a long id', () => {
    expect(truncateId('0xb55b3bc7aac2563d5bf08ce8a177a38b5a40254bfa7ee8f9c52debbb176d44b0')).toBe(
      '0xb55…d44b0',
    )
    expect(truncateId('abcdefghijk')).toBe('abcde…ghijk')
  })

  it('shows ids of 10 or fewer characters in full', () => {
    expect(truncateId('abcdefghij')).toBe('abcdefghij')
    expect(truncateId('abc')).toBe('abc')
    expect(truncateId('')).toBe('')
  })

  it('never splits a character made of two code units', () => {
    expect(truncateId('😀bcdefghij😀')).toBe('😀bcde…ghij😀')
  })
})
