/**
 * Exact integer arithmetic for what the node counts in uint64 and UInt256: sizes, durations and
 * token amounts. User input is read as text and never passes through a JS number.
 */

const INTEGER = /^\d+$/
const DECIMAL = /^(\d*)(?:\.(\d*))?$/

/** A plain non-negative integer in ASCII digits (`"42"`); anything else (`1e3`, `-1`, `٤٢`) is undefined. */
export function parseUnsignedInteger(text: string): bigint | undefined {
  const trimmed = text.trim()
  return INTEGER.test(trimmed) ? BigInt(trimmed) : undefined
}

/**
 * A non-negative decimal in ASCII digits (`"0.5"`, `"4.0"`, `".5"`) times `scale`, exact and
 * rounded down: `parseDecimalScaled("0.5", GB)` is half a GiB in bytes.
 */
export function parseDecimalScaled(text: string, scale: bigint): bigint | undefined {
  const match = DECIMAL.exec(text.trim())
  if (!match) return undefined
  const whole = match[1] ?? ''
  const fraction = match[2] ?? ''
  if (whole === '' && fraction === '') return undefined
  const denominator = 10n ** BigInt(fraction.length)
  return ((BigInt(whole || '0') * denominator + BigInt(fraction || '0')) * scale) / denominator
}

/** An exact integer with en-GB thousands separators: `1,234,567`. */
export function formatInteger(value: bigint): string {
  const sign = value < 0n ? '-' : ''
  const digits = (value < 0n ? -value : value).toString()
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/**
 * `value / scale` as a decimal with at most `maxFractionDigits` digits (rounded half up),
 * trailing zeros dropped: `formatDecimal(3n * GB / 2n, GB)` is `1.5`.
 */
export function formatDecimal(value: bigint, scale: bigint, maxFractionDigits = 1): string {
  const factor = 10n ** BigInt(maxFractionDigits)
  const scaled = (value * factor * 2n + scale) / (scale * 2n)
  const whole = scaled / factor
  const fraction = (scaled % factor).toString().padStart(maxFractionDigits, '0').replace(/0+$/, '')
  return fraction === '' ? formatInteger(whole) : `${formatInteger(whole)}.${fraction}`
}

/** Sort order of two bigints, for `Array.prototype.sort`. */
export function compareBigints(a: bigint, b: bigint): number {
  return a === b ? 0 : a < b ? -1 : 1
}

export function maxBigint(a: bigint, b: bigint): bigint {
  return a > b ? a : b
}

/**
 * `value / scale` as plain decimal text for an input (no separators), exact when it ends within
 * `maxFractionDigits` digits, else rounded half up: `decimalText(3n * GB / 2n, GB)` is `1.5`.
 * It reads back through `parseDecimalScaled` to `value` whenever it is exact.
 */
export function decimalText(value: bigint, scale: bigint, maxFractionDigits = 30): string {
  const factor = 10n ** BigInt(maxFractionDigits)
  const scaled = (value * factor * 2n + scale) / (scale * 2n)
  const whole = (scaled / factor).toString()
  const fraction = (scaled % factor).toString().padStart(maxFractionDigits, '0').replace(/0+$/, '')
  return fraction === '' ? whole : `${whole}.${fraction}`
}

/**
 * The shortest plain decimal that `parseDecimalScaled(text, scale)` reads back to exactly `value`
 * (it rounds down): a size saved from `0.2` GB opens as `0.2`, not `0.1999999992549419403076171875`.
 */
export function shortestDecimalText(value: bigint, scale: bigint): string {
  // Any k-digit decimal in [value / scale, (value + 1) / scale) reads back to value; the smallest
  // such k is found by trying the least k-digit candidate at or above value / scale.
  for (let digits = 0n; ; digits += 1n) {
    const factor = 10n ** digits
    const candidate = (value * factor + scale - 1n) / scale
    if (candidate * scale < (value + 1n) * factor)
      return decimalText(candidate, factor, Number(digits))
  }
}
