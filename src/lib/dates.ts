const FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })

/** An en-GB medium date with a short time, e.g. `21 Nov 2026, 05:30`. */
export function formatDate(date: Date | number): string {
  const value = typeof date === 'number' ? new Date(date) : date
  return Number.isNaN(value.getTime()) ? '-' : FORMAT.format(value)
}

/** For times the node or the vault keep in unix seconds; 0 means unknown. */
export function formatUnixSeconds(seconds: number): string {
  return seconds > 0 ? formatDate(seconds * 1000) : '-'
}
