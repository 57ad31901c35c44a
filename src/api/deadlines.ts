import { formatDuration } from '../lib/durations.ts'
import type { SetTimer } from './http.ts'

// How long the vault waits on the node, by kind of call (docs/deadlines.md).

export interface Deadlines {
  /**
   * Status and every other short call: the whole answer, body included. The file list, which a
   * slow link may take minutes to bring, is held to it as its longest silence instead.
   */
  answerMs: number
  /** A streamed upload or file download: the longest silence, however long the whole takes. */
  silenceMs: number
  /** A fetch from the network: long enough for a real swarm to find a provider. */
  networkMs: number
}

export const DEFAULT_DEADLINES: Deadlines = {
  answerMs: 15_000,
  silenceMs: 60_000,
  networkMs: 120_000,
}

/**
 * Reading the upload dates kept in this browser: an IndexedDB open queued behind another tab's
 * blocked upgrade never answers, and the file list waits for the dates. Long enough for 100,000.
 */
export const UPLOAD_DATES_READ_MS = 10_000

/** Which deadline a call runs under; `none` waits as long as the node takes (keep waiting). */
export type DeadlineKind = 'answer' | 'network' | 'none'

export const NOT_FOUND_YET = 'Not found on the network yet'
export const nodeSilent = (ms: number) =>
  `The node did not answer within ${formatDuration(ms / 1000)}.`
export const transferStalled = (ms: number) =>
  `The node sent nothing for ${formatDuration(ms / 1000)}: the transfer was stopped.`

/** The reason a call was cut short: its message is what the person reads. */
export class DeadlineError extends Error {
  override name = 'DeadlineError'
}

/**
 * A signal that aborts after `ms` with `message` unless `touch()` is called meanwhile (each touch
 * starts the wait again: a deadline on silence); `done()` stops it.
 */
export function deadline(ms: number, message: string, setTimer: SetTimer) {
  const controller = new AbortController()
  let cancel = () => {}
  const touch = () => {
    cancel()
    cancel = setTimer(() => controller.abort(new DeadlineError(message)), ms)
  }
  touch()
  return { signal: controller.signal, touch, done: () => cancel() }
}

/** Runs `call` with a signal that aborts after `ms` in `message`'s words; the wait ends with it. */
export async function underDeadline<T>(
  ms: number,
  message: string,
  setTimer: SetTimer,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const limit = deadline(ms, message, setTimer)
  try {
    return await call(limit.signal)
  } finally {
    limit.done()
  }
}
