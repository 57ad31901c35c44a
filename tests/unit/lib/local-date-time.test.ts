import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { localDateTimeText, parseLocalDateTime } from '../../../src/lib/local-date-time.ts'

describe('a datetime-local value and unix seconds', () => {
  it('read a date and time in this time zone, seconds optional', () => {
    expect(parseLocalDateTime('2027-03-01T12:30')).toBe(
      new Date(2027, 2, 1, 12, 30).getTime() / 1000,
    )
    expect(parseLocalDateTime('2027-03-01T12:30:15')).toBe(
      new Date(2027, 2, 1, 12, 30, 15).getTime() / 1000,
    )
  })

  it('refuse what is not a real date and time', () => {
    for (const text of [
      '',
      'tomorrow',
      '2027-02-31T10:00',
      '2027-13-01T10:00',
      '2027-01-01 10:00',
    ]) {
      expect(parseLocalDateTime(text)).toBeUndefined()
    }
  })

  it('write unix seconds as a value that reads back to the same text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000 }), (seconds) => {
        const text = localDateTimeText(seconds)
        expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/)
        const read = parseLocalDateTime(text)
        expect(read).toBeDefined()
        expect(localDateTimeText(read ?? 0)).toBe(text)
      }),
    )
  })
})
