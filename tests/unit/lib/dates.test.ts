import { describe, expect, it } from 'vitest'
import { formatDate, formatUnixSeconds } from '../../../src/lib/dates.ts'

// Built from local parts, so the expectation holds in every time zone the tests run in.
const november21 = new Date(2026, 10, 21, 5, 30)

describe('formatDate', () => {
  it('writes an en-GB medium date with a short time', () => {
    expect(formatDate(november21)).toBe('21 Nov 2026, 05:30')
    expect(formatDate(november21.getTime())).toBe('21 Nov 2026, 05:30')
  })

  it('shows a dash for an invalid date', () => {
    expect(formatDate(new Date(Number.NaN))).toBe('-')
  })
})

describe('formatUnixSeconds', () => {
  it('formats seconds and shows a dash for an unknown time', () => {
    expect(formatUnixSeconds(november21.getTime() / 1000)).toBe('21 Nov 2026, 05:30')
    expect(formatUnixSeconds(0)).toBe('-')
  })
})
