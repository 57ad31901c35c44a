import { atom, onMount } from 'nanostores'
import { $tabMessage, tellTabs } from '../../page/tab-channel.ts'
import type { AlertEventDetail } from './alert-event.ts'

/** One alert transition this tab knows of, numbered in order. */
export interface AlertTransition {
  seq: number
  detail: AlertEventDetail
  /** Made by this tab's rule engine; false: another tab's, heard on the tabs' channel. */
  here: boolean
}

const KEPT = 32

/**
 * The last transitions this tab's rule engine made and, while listened, those other tabs' engines
 * told of: `<vault-alerts>` turns each of this tab's into a `vault-alert` event. A list, not the
 * last one alone: listeners hear a store's value when they run, and one judgement can make several
 * transitions.
 */
export const $alertTransitions = atom<readonly AlertTransition[]>([])

onMount($alertTransitions, () =>
  $tabMessage.listen((message) => {
    if (message?.kind === 'alerts') add(message.details, false)
  }),
)

let lastSeq = 0

function add(details: readonly AlertEventDetail[], here: boolean): void {
  const added = details.map((detail) => ({ seq: ++lastSeq, detail, here }))
  $alertTransitions.set([...$alertTransitions.get(), ...added].slice(-KEPT))
}

/** Adds transitions made by this tab's engine (the engine's only writer), and tells the other tabs. */
export function recordTransitions(details: readonly AlertEventDetail[]): void {
  if (details.length === 0) return
  add(details, true)
  tellTabs({ kind: 'alerts', details })
}

/**
 * Calls `each` once for every transition this tab's engine makes from now on, but for one another
 * tab told first: two tabs judging one node may both see its change before either hears the other.
 * Returns the unsubscriber.
 */
export function followTransitions(each: (detail: AlertEventDetail) => void): () => void {
  let seen = lastSeq
  return $alertTransitions.listen((transitions) => {
    transitions.forEach(({ seq, detail, here }, index) => {
      if (seq <= seen) return
      seen = seq
      if (here && !toldElsewhere(transitions, index)) each(detail)
    })
  })
}

/** Whether the alert's transition before this one was the same, told by another tab. */
function toldElsewhere(transitions: readonly AlertTransition[], index: number): boolean {
  const { detail } = transitions[index]!
  const before = transitions.slice(0, index).findLast((each) => each.detail.id === detail.id)
  return before !== undefined && !before.here && before.detail.state === detail.state
}
