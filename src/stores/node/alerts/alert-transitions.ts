import { atom } from 'nanostores'
import type { AlertEventDetail } from './alert-event.ts'

/** One alert transition this tab made, numbered in order. */
export interface AlertTransition {
  seq: number
  detail: AlertEventDetail
}

const KEPT = 32

/**
 * The last transitions this tab's rule engine made (never those another tab made and this one
 * learned through the browser's storage): `<vault-alerts>` turns each into a `vault-alert` event.
 * A list, not the last one alone: listeners hear a store's value when they run, and one judgement
 * can make several transitions.
 */
export const $alertTransitions = atom<readonly AlertTransition[]>([])

let lastSeq = 0

/** Adds transitions made by this tab's engine (the engine's only writer). */
export function recordTransitions(details: readonly AlertEventDetail[]): void {
  if (details.length === 0) return
  const added = details.map((detail) => ({ seq: ++lastSeq, detail }))
  $alertTransitions.set([...$alertTransitions.get(), ...added].slice(-KEPT))
}

/** Calls `each` once for every transition made from now on. Returns the unsubscriber. */
export function followTransitions(each: (detail: AlertEventDetail) => void): () => void {
  let seen = lastSeq
  return $alertTransitions.listen((transitions) => {
    for (const { seq, detail } of transitions) {
      if (seq <= seen) continue
      seen = seq
      each(detail)
    }
  })
}
