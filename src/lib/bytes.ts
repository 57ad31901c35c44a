const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const

export const KB = 1024
export const GB = 1073741824
export const TB = 1099511627776
export const GB_BIG = 1073741824n
export const TB_BIG = 1099511627776n

/** A byte count in the largest fitting unit (1 KB = 1024 B) with one decimal, e.g. `1.5 GB`. */
export function formatBytes(bytes: number | bigint): string {
  if (typeof bytes === 'bigint') return formatExactBytes(bytes)
  if (!Number.isFinite(bytes) || bytes <= 0) return '0.0 B'
  let unit = 0
  let value = bytes
  while (value >= KB && unit < UNITS.length - 1) {
    value /= KB
    unit += 1
  }
  // 1023.96 KB rounds to "1024.0 KB": show it as the next unit instead.
  if (Number(value.toFixed(1)) >= KB && unit < UNITS.length - 1) {
    value /= KB
    unit += 1
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`
}

/** The same for exact sizes: tenths rounded half up in integers, so 2^64 B is not `16777216.0 TB` by luck. */
function formatExactBytes(bytes: bigint): string {
  if (bytes <= 0n) return '0.0 B'
  let unit = 0
  let divisor = 1n
  const tenths = () => (bytes * 10n + divisor / 2n) / divisor
  while (unit < UNITS.length - 1 && tenths() >= 10240n) {
    unit += 1
    divisor *= 1024n
  }
  const value = tenths()
  return `${(value / 10n).toString()}.${(value % 10n).toString()} ${UNITS[unit]}`
}
