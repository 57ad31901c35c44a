import { lazyModule } from '../../lib/lazy-module.ts'
import {
  dropHeldValues,
  moveValue,
  nodeValueKey,
  nodeValues,
  rawStoredText,
  type KeptBeyondName,
} from './values.ts'

// What the values keep beyond their keys loads only when a node leaves the list or is added.
const keptBeyond = lazyModule(() => import('./kept-beyond.ts'))
const ignore = () => {}

/** Removes everything kept for the node `node` (it was removed from the list). */
export function forgetNodeValues(node: string): void {
  dropHeldValues(node)
  const kept = new Map<KeptBeyondName, string | undefined>()
  for (const [name, beyond] of nodeValues) {
    const stored = rawStoredText(nodeValueKey(name, node))
    if (beyond === 'beyond') kept.set(name as KeptBeyondName, stored.get())
    stored.set(undefined)
  }
  void keptBeyond.load().then(({ KEPT_BEYOND }) => {
    for (const [name, stored] of kept) KEPT_BEYOND[name].forget?.(node, stored)
  }, ignore)
}

/**
 * A node added at an address the page showed before it was listed takes over what was kept for
 * that address (folders, upload times), so adding the node loses nothing.
 */
export function adoptAddressValues(url: string, node: string): void {
  const from = `url:${url}`
  dropHeldValues(from)
  for (const [name] of nodeValues) moveValue(nodeValueKey(name, from), nodeValueKey(name, node))
  void keptBeyond.load().then(({ KEPT_BEYOND }) => {
    for (const each of Object.values(KEPT_BEYOND)) each.move?.(from, node)
  }, ignore)
}
