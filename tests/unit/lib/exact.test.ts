import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateAnswer } from '../../../src/api/validation.ts'
import { UInt } from '../../../src/api/schemas/numeric.ts'
import { parseJson } from '../../../src/api/http.ts'
import { formatBytes, GB_BIG, TB_BIG } from '../../../src/lib/bytes.ts'
import { formatDuration } from '../../../src/lib/durations.ts'
import {
  decimalText,
  formatDecimal,
  formatInteger,
  parseDecimalScaled,
  parseUnsignedInteger,
  shortestDecimalText,
} from '../../../src/lib/exact.ts'

const UINT256 = fc.bigInt({ min: 0n, max: 2n ** 256n - 1n })

describe('exact integers', () => {
  it('read only plain ASCII digits as integers', () => {
    expect(parseUnsignedInteger(' 42 ')).toBe(42n)
    expect(parseUnsignedInteger('18446744073709551616')).toBe(2n ** 64n)
    for (const bad of ['', '-1', '1e3', '1.5', 'abc', '٤٢', '0x10', '+1', '1 000']) {
      expect(parseUnsignedInteger(bad), bad).toBeUndefined()
    }
  })

  it('scale decimals exactly, rounding down', () => {
    expect(parseDecimalScaled('0.5', GB_BIG)).toBe(536870912n)
    expect(parseDecimalScaled('4.0', 86400n)).toBe(345600n)
    expect(parseDecimalScaled('.5', 10n)).toBe(5n)
    expect(parseDecimalScaled('1.', 10n)).toBe(10n)
    expect(parseDecimalScaled('0.1', 1n)).toBe(0n)
    for (const bad of ['', '.', '-0.5', '1e3', '1,5', 'NaN', '١']) {
      expect(parseDecimalScaled(bad, 10n), bad).toBeUndefined()
    }
  })

  it('format with grouping and rounded tenths', () => {
    expect(formatInteger(1234567n)).toBe('1,234,567')
    expect(formatInteger(0n)).toBe('0')
    expect(formatDecimal((3n * GB_BIG) / 2n, GB_BIG)).toBe('1.5')
    expect(formatDecimal(4n * 86400n, 86400n)).toBe('4')
    expect(formatBytes(2n ** 64n)).toBe('16777216.0 TB')
    expect(formatBytes(1023n * 1024n + 1000n)).toBe('1.0 MB')
    expect(formatBytes(0n)).toBe('0.0 B')
    expect(formatDuration(4n * 86400n)).toBe('4 days')
    expect(formatDuration(86400n)).toBe('1 day')
    expect(formatDuration(90n * 86400n)).toBe('3 months')
  })

  it('round-trip any UInt256 through text, the answer schema and the wire exactly', () => {
    fc.assert(
      fc.property(UINT256, (value) => {
        const text = value.toString()
        expect(parseUnsignedInteger(text)).toBe(value)
        expect(parseDecimalScaled(text, 1n)).toBe(value)
        const parsed = validateAnswer(UInt, text)
        expect(parsed).toEqual({ error: false, data: value })
        const formatted = formatInteger(value).replaceAll(',', '')
        expect(formatted).toBe(text)
      }),
      { numRuns: 300 },
    )
  })

  it('never hands on a rounded number for a large JSON integer', () => {
    const json = parseJson('{"size": 18446744073709551615}')
    if (json.error) throw new Error(json.data.message)
    const size = (json.data as { size: unknown }).size
    const answer = validateAnswer(UInt, size)
    // Exact where the engine gives the reviver its source text (Chromium, node >= 21); else refused.
    if (answer.error) expect(typeof size).toBe('number')
    else expect(answer.data).toBe(2n ** 64n - 1n)
  })

  it('write a size back as input text that reads to the very same bytes', () => {
    expect(decimalText(GB_BIG / 2n, GB_BIG)).toBe('0.5')
    expect(decimalText(GB_BIG * 1234n, GB_BIG)).toBe('1234')
    expect(decimalText(5400n, 3600n, 4)).toBe('1.5')
    expect(decimalText(3601n, 3600n, 4)).toBe('1.0003')
    fc.assert(
      fc.property(UINT256, (bytes) => {
        expect(parseDecimalScaled(decimalText(bytes, GB_BIG), GB_BIG)).toBe(bytes)
      }),
    )
  })

  it('write a size back as the shortest decimal that reads to the very same bytes', () => {
    expect(shortestDecimalText(GB_BIG / 5n, GB_BIG)).toBe('0.2')
    expect(shortestDecimalText(0n, GB_BIG)).toBe('0')
    expect(shortestDecimalText(GB_BIG * 1234n, GB_BIG)).toBe('1234')
    expect(shortestDecimalText(3601n, 3600n)).toBe('1.0003')
    const scales = fc.constantFrom(GB_BIG, TB_BIG, 3600n, 86400n, 2592000n, 1n, 7n)
    fc.assert(
      fc.property(UINT256, scales, (value, scale) => {
        expect(parseDecimalScaled(shortestDecimalText(value, scale), scale)).toBe(value)
      }),
    )
  })

  it('give back a size as the person wrote it, when fewer digits cannot mean other bytes', () => {
    // Eight fraction digits of a GB are over ten bytes apart, so each reads to its own bytes.
    const written = fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.bigInt({ min: 0n, max: 10n ** 8n - 1n }))
      .map(([whole, fraction]) =>
        `${whole}.${fraction.toString().padStart(8, '0')}`.replace(/\.?0+$/, ''),
      )
      .filter((text) => text !== '')
    fc.assert(
      fc.property(written, (text) => {
        const bytes = parseDecimalScaled(text, GB_BIG)
        expect(bytes).toBeDefined()
        expect(shortestDecimalText(bytes ?? 0n, GB_BIG)).toBe(text)
      }),
    )
  })
})
