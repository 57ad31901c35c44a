import { atom } from 'nanostores'

/**
 * How long a fetch from the network waits before "Not found on the network yet" (the
 * `network-deadline` attribute, in seconds); undefined: the client's own (2 minutes). For this page
 * only: a swarm's reach is the embedding page's to judge, not a setting kept in the browser.
 */
export const $networkDeadlineMs = atom<number | undefined>(undefined)

/** Takes a whole number of seconds, at least 1; anything else is refused. */
export function setNetworkDeadline(raw: string): boolean {
  const seconds = Number(raw.trim())
  if (!Number.isSafeInteger(seconds) || seconds < 1) return false
  $networkDeadlineMs.set(seconds * 1000)
  return true
}
