import { atom, onMount } from 'nanostores'
import { getEnvironment } from './environment.ts'

/**
 * True once the browser shows this is a private window (its history is deleted when the window
 * closes); null while not known and wherever the browser does not tell.
 */
export const $privateWindow = atom<true | null>(null)

onMount($privateWindow, () => {
  let current = true
  void getEnvironment()
    .privateWindow()
    .then(
      (answer) => current && $privateWindow.set(answer),
      () => {},
    )
  return () => {
    current = false
  }
})

/** What the vault says of its history in a private window. */
export const PRIVATE_WINDOW_TEXT =
  'This is a private window: the history lasts only as long as it, the browser deletes it when the window closes.'
