const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const

export const KB = 1024
export const GB = 1073741824
export const TB = 1099511627776

/** A byte count in the largest fitting unit (1 KB = 1024 B) with one decimal, e.g. `1.5 GB`. */
export function formatBytes(bytes: number): string {
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
