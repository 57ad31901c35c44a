import { persistentAtom } from '@nanostores/persistent'
import type { WritableAtom } from 'nanostores'
import { persistentValue, type StoredValueReader } from '../page/persistent-value.ts'
import { forgetHistoryOf } from '../history/forget.ts'
import { lazyModule } from '../../lib/lazy-module.ts'

const uploadTimesDb = lazyModule(() => import('../node/upload-times-db.ts'))
const ignore = () => {}

/**
 * The browser values that belong to one node, by name: each node keeps its own under
 * `codex-{name}@{node}` (before many nodes, under `codex-{name}`).
 */
export const NODE_VALUE_NAMES = [
  'purchases',
  'purchase-times',
  'availability-nicknames',
  'upload-times',
  'network-downloads',
  'folders',
  'storage-request-step',
  'storage-request-form',
  'availability-step',
  'availability-form',
  'alerts',
  'alert-mutes',
  'alert-count',
  'market-seen',
  'alertmanager-silences',
] as const

/** The raw text stored under `key` (undefined when none), read and written without decoding. */
export function rawStoredText(key: string) {
  return persistentAtom<string | undefined>(key, undefined, {
    // Undefined encodes as undefined, which removes the key.
    encode: (value: string | undefined) => value as string,
    decode: (raw: string) => raw,
    listen: false,
  })
}

export function nodeValueKey(name: string, scopeKey: string): string {
  return `codex-${name}@${scopeKey}`
}

const storedValues = new Map<string, WritableAtom<unknown>>()

/** The one atom per storage key, so two scopes of one node see each other's writes at once. */
export function storedValue<T>(
  key: string,
  read: StoredValueReader<T>,
  initial: T,
): WritableAtom<T> {
  let value = storedValues.get(key) as WritableAtom<T> | undefined
  if (!value) {
    value = persistentValue(key, read, initial)
    storedValues.set(key, value as WritableAtom<unknown>)
  }
  return value
}

/** Forgets the shared atoms (tests that clear storage between cases). */
export function forgetStoredNodeValues(): void {
  storedValues.clear()
}

/** Removes every value stored for the node `scopeKey` (it was removed from the list), its history too. */
export function forgetNodeValues(scopeKey: string): void {
  void forgetHistoryOf(scopeKey)
  void uploadTimesDb.load().then(({ forgetUploadTimesOf }) => forgetUploadTimesOf(scopeKey), ignore)
  for (const name of NODE_VALUE_NAMES) {
    const key = nodeValueKey(name, scopeKey)
    storedValues.delete(key)
    rawStoredText(key).set(undefined)
  }
}

/**
 * Moves one stored value. The old key goes first, so a browser whose storage is full has the room
 * for the new one; when even that fails, the value goes back where it was.
 */
export function moveValue(from: string, to: string): void {
  const legacy = rawStoredText(from)
  const value = legacy.get()
  if (value === undefined) return
  const moved = rawStoredText(to)
  try {
    legacy.set(undefined)
    if (moved.get() === undefined) moved.set(value)
  } catch {
    try {
      legacy.set(value)
    } catch {
      // Storage refuses every write: the value stays in memory for this page only.
    }
  }
}

/**
 * A node added at an address the page showed before it was listed takes over what was kept for
 * that address (folders, upload times), so adding the node loses nothing.
 */
export function adoptAddressValues(url: string, scopeKey: string): void {
  void uploadTimesDb
    .load()
    .then(({ moveUploadTimes }) => moveUploadTimes(`url:${url}`, scopeKey), ignore)
  for (const name of NODE_VALUE_NAMES) {
    const from = nodeValueKey(name, `url:${url}`)
    storedValues.delete(from)
    moveValue(from, nodeValueKey(name, scopeKey))
  }
}
