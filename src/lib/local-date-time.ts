/**
 * A date and time as a `datetime-local` input holds it (`2026-11-24T10:30`, seconds optional), in
 * this browser's time zone, to and from the unix seconds the node takes.
 */

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/** Unix seconds of a `datetime-local` value; undefined when it is not a real date and time. */
export function parseLocalDateTime(text: string): number | undefined {
  const match = LOCAL_DATE_TIME.exec(text.trim())
  if (!match) return undefined
  const [year = 0, month = 1, day = 1, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0))
  const date = new Date(year, month - 1, day, hours, minutes, seconds)
  // The Date constructor rolls 31 February over into March: only a date it kept is real.
  const kept =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hours &&
    date.getMinutes() === minutes
  return kept ? Math.floor(date.getTime() / 1000) : undefined
}

/** The `datetime-local` value of unix seconds; seconds are written only when there are some. */
export function localDateTimeText(unixSeconds: number): string {
  const date = new Date(unixSeconds * 1000)
  const two = (value: number) => value.toString().padStart(2, '0')
  const day = `${date.getFullYear().toString().padStart(4, '0')}-${two(date.getMonth() + 1)}-${two(date.getDate())}`
  const time = `${two(date.getHours())}:${two(date.getMinutes())}`
  const seconds = date.getSeconds()
  return `${day}T${time}${seconds === 0 ? '' : `:${two(seconds)}`}`
}
