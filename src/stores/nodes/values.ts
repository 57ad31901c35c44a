import { persistentAtom } from '@nanostores/persistent'
import type { WritableAtom } from 'nanostores'
import { persistentValue, type StoredValueReader } from '../page/persistent-value.ts'
import { forgetHistoryOf } from '../history/forget.ts'
import { lazyModule } from '../../lib/lazy-module.ts'

const uploadTimesDb = lazyModule(() => import('../node/upload-times-db.ts'))
// Loads only for a removed node that kept a silence: the Alertmanager client goes with it.
const silences = lazyModule(() => import('../node/alerts/silences.ts'))
const ignore = () => {}

/** What a node's value keeps beyond its `localStorage` key, forgotten and moved with the node. */
interface KeptBeyond {
  /** Removes it for the removed `node`; `stored` is the key's text, read before it went. */
  forget?(node: string, stored: string | undefined): void
  /** Gives it to the node `to`, added at the address it was kept for (`from`). */
  move?(from: string, to: string): void
}

/**
 * Every value the browser keeps for one node, by name: under `codex-{name}@{node}` in
 * `localStorage` (before many nodes, `codex-{name}`), and what it keeps beyond that. A store keeps
 * a node's value only through `scope.value(name, …)` (or `heldForNode`), whose name is one of
 * these: removing a node, adopting an address's values and the single-node move go over this
 * table, so a value added here goes with its node without more.
 */
const NODE_VALUES = {
  purchases: {},
  'purchase-times': {},
  'availability-nicknames': {},
  // The key is an older vault's; the times are kept in IndexedDB, a record per node and cid.
  'upload-times': {
    forget: (node) => void uploadTimesDb.load().then((db) => db.forgetUploadTimesOf(node), ignore),
    move: (from, to) =>
      void uploadTimesDb.load().then((db) => db.moveUploadTimes(from, to), ignore),
  },
  'network-downloads': {},
  folders: {},
  'storage-request-step': {},
  'storage-request-form': {},
  'availability-step': {},
  'availability-form': {},
  alerts: {},
  'alert-mutes': {},
  'alert-count': {},
  'market-seen': {},
  // The silences the node's mutes made in Alertmanager end with it.
  'alertmanager-silences': {
    forget: (_, stored) => {
      if (stored === undefined) return
      void silences.load().then(({ expireKeptSilences }) => expireKeptSilences(stored), ignore)
    },
  },
  // Recorded in IndexedDB only (its size needs it); an address's history stays its own.
  history: { forget: (node) => void forgetHistoryOf(node) },
} satisfies Record<string, KeptBeyond>

export type NodeValueName = keyof typeof NODE_VALUES

/** The table's names with what each keeps beyond its key. */
export const nodeValues = Object.entries(NODE_VALUES) as [NodeValueName, KeptBeyond][]

/** The raw text stored under `key` (undefined when none), read and written without decoding. */
export function rawStoredText(key: string) {
  return persistentAtom<string | undefined>(key, undefined, {
    // Undefined encodes as undefined, which removes the key.
    encode: (value: string | undefined) => value as string,
    decode: (raw: string) => raw,
    listen: false,
  })
}

export function nodeValueKey(name: NodeValueName, node: string): string {
  return `codex-${name}@${node}`
}

/** What the page holds in memory for each node, by node key, then what it is; it goes with the node. */
const heldByNode = new Map<string, Map<string, unknown>>()

/**
 * The node's one `what` in memory, made by `make` on first use: every scope of the node shares
 * it, so two scopes of one node see each other's writes at once.
 */
export function heldForNode<T>(node: string, what: string, make: () => T): T {
  let held = heldByNode.get(node)
  if (!held) heldByNode.set(node, (held = new Map()))
  if (!held.has(what)) held.set(what, make())
  return held.get(what) as T
}

/** The node's stored value `name`, one atom for every scope of the node. */
export function storedNodeValue<T>(
  node: string,
  name: NodeValueName,
  read: StoredValueReader<T>,
  initial: T,
): WritableAtom<T> {
  const key = nodeValueKey(name, node)
  return heldForNode(node, key, () => persistentValue(key, read, initial))
}

/** Forgets what the page holds for every node (tests that clear storage between cases). */
export function forgetStoredNodeValues(): void {
  heldByNode.clear()
}

/** Removes everything kept for the node `node` (it was removed from the list). */
export function forgetNodeValues(node: string): void {
  heldByNode.delete(node)
  for (const [name, beyond] of nodeValues) {
    const stored = rawStoredText(nodeValueKey(name, node))
    const text = stored.get()
    stored.set(undefined)
    beyond.forget?.(node, text)
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
export function adoptAddressValues(url: string, node: string): void {
  const from = `url:${url}`
  heldByNode.delete(from)
  for (const [name, beyond] of nodeValues) {
    moveValue(nodeValueKey(name, from), nodeValueKey(name, node))
    beyond.move?.(from, node)
  }
}
