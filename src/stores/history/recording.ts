import { atom } from 'nanostores'
import { WRITE_EVERY_MS } from '../cadences.ts'

/** When this tab began recording each node it records now, by scope key. */
export const $recordingSince = atom<Readonly<Record<string, number>>>({})

export function startedRecording(node: string, at: number): void {
  $recordingSince.set({ ...$recordingSince.get(), [node]: at })
}

export function stoppedRecording(node: string): void {
  const others = { ...$recordingSince.get() }
  delete others[node]
  $recordingSince.set(others)
}

/** The recorder's next write after `now`, its writes every `WRITE_EVERY_MS` from `since`. */
export function nextWriteAt(since: number, now: number): number {
  return since + Math.max(1, Math.ceil((now - since) / WRITE_EVERY_MS)) * WRITE_EVERY_MS
}
