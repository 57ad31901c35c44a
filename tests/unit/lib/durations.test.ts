import { describe, expect, it } from 'vitest'
import {
  DAY,
  HOUR,
  MINUTE,
  MONTH,
  YEAR,
  editUnit,
  formatDuration,
  fromSeconds,
  largestUnit,
  toSeconds,
} from '../../../src/lib/durations.ts'

describe('duration units', () => {
  it('are the units of spec section 4', () => {
    expect([MINUTE, HOUR, DAY, MONTH, YEAR]).toEqual([60, 3600, 86400, 30 * 86400, 365 * 86400])
  })
})

describe('formatDuration', () => {
  it.each([
    [0, '0 seconds'],
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [90, '1.5 minutes'],
    [3600, '1 hour'],
    [7200, '2 hours'],
    [86400, '1 day'],
    [7 * 86400, '7 days'],
    [29 * 86400, '29 days'],
    [30 * 86400, '1 month'],
    [364 * 86400, '12.1 months'],
    [365 * 86400, '1 year'],
    [730 * 86400, '2 years'],
  ])('shows %d seconds as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text)
  })

  it('does not invent a duration from garbage', () => {
    expect(formatDuration(-1)).toBe('0 seconds')
    expect(formatDuration(Number.NaN)).toBe('0 seconds')
  })
})

describe('largestUnit', () => {
  it('picks the largest unit that fits at least once', () => {
    expect(largestUnit(59)).toBe('seconds')
    expect(largestUnit(3599)).toBe('minutes')
    expect(largestUnit(86399)).toBe('hours')
    expect(largestUnit(MONTH - 1)).toBe('days')
    expect(largestUnit(YEAR - 1)).toBe('months')
    expect(largestUnit(YEAR)).toBe('years')
  })
})

describe('conversions', () => {
  it('turns a value and unit into seconds and back', () => {
    expect(toSeconds(2, 'days')).toBe(172800)
    expect(toSeconds(1.5, 'hours')).toBe(5400)
    expect(toSeconds(3, 'months')).toBe(90 * DAY)
    expect(fromSeconds(172800, 'days')).toBe(2)
    expect(fromSeconds(YEAR, 'months')).toBeCloseTo(365 / 30)
  })
})

describe('editUnit', () => {
  it('picks months from 30 days, days from 1 day, hours below', () => {
    expect(editUnit(MONTH)).toBe('months')
    expect(editUnit(MONTH - 1)).toBe('days')
    expect(editUnit(DAY)).toBe('days')
    expect(editUnit(DAY - 1)).toBe('hours')
    expect(editUnit(60)).toBe('hours')
  })
})
