import { persistentAtom } from '@nanostores/persistent'
import type { WritableAtom } from 'nanostores'
import { persistentValue, type StoredValueReader } from '../page/persistent-value.ts'

/**
 * Every value the browser keeps for one node, by name: under `codex-{name}@{node}` in
 * `localStorage` (before many nodes, `codex-{name}`), and, marked `beyond`, more elsewhere
 * (`kept-beyond.ts` says what). A store keeps a node's value only through `scope.value(name, …)`
 * (or `heldForNode`), whose name is one of these: removing a node, adopting an address's values
 * and the single-node move go over this table, so a value added here goes with its node.
 */
const NODE_VALUES = {
  purchases: 'key',
  'purchase-times': 'key',
  'availability-nicknames': 'key',
  'upload-times': 'beyond',
  'network-downloads': 'key',
  folders: 'key',
  'storage-request-step': 'key',
  'storage-request-form': 'key',
  'availability-step': 'key',
  'availability-form': 'key',
  alerts: 'key',
  'alert-mutes': 'key',
  'alert-count': 'key',
  'market-seen': 'key',
  'alertmanager-silences': 'beyond',
  history: 'beyond',
} as const satisfies Record<string, 'key' | 'beyond'>

export type NodeValueName = keyof typeof NODE_VALUES

/** The values that keep more than their key: each has its entry in `kept-beyond.ts`. */
export type KeptBeyondName = {
  [Name in NodeValueName]: (typeof NODE_VALUES)[Name] extends 'beyond' ? Name : never
}[NodeValueName]

/** The table's names, each with whether it keeps more than its key. */
export const nodeValues = Object.entries(NODE_VALUES) as [NodeValueName, 'key' | 'beyond'][]

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

/** Lets go of what the page holds in memory for the node `node` (it left the list, or took another's). */
export function dropHeldValues(node: string): void {
  heldByNode.delete(node)
}
