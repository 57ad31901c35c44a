// Made on first use: the first Intl object of a page sets up ICU (10-20 ms on a phone-class CPU),
// which a page that shows no date never needs to pay.
let format: Intl.DateTimeFormat | undefined
let clock: Intl.DateTimeFormat | undefined

/** An en-GB medium date with a short time, e.g. `21 Nov 2026, 05:30`. */
export function formatDate(date: Date | number): string {
  const value = typeof date === 'number' ? new Date(date) : date
  if (Number.isNaN(value.getTime())) return '-'
  format ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })
  return format.format(value)
}

/** An en-GB short time of day, e.g. `05:30`. */
export function formatClock(date: Date | number): string {
  const value = typeof date === 'number' ? new Date(date) : date
  if (Number.isNaN(value.getTime())) return '-'
  clock ??= new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' })
  return clock.format(value)
}

/** For times the node or the vault keep in unix seconds; 0 means unknown. */
export function formatUnixSeconds(seconds: number): string {
  return seconds > 0 ? formatDate(seconds * 1000) : '-'
}
