import { normalizeHttpUrl } from '../../lib/urls.ts'
import { persistentText, persistentValue } from '../page/persistent-value.ts'

/** A node the user added: the name they gave it, its address and the proxy's username. */
export interface RegisteredNode {
  id: string
  name: string
  url: string
  /** Basic-auth username, for a node behind a proxy that asks for one. */
  username?: string
}

export const MAX_NODE_NAME = 40

function readNode(json: unknown): RegisteredNode | undefined {
  if (typeof json !== 'object' || json === null) return undefined
  const { id, name, url, username } = json as Record<string, unknown>
  if (typeof id !== 'string' || !/^node-\d+$/.test(id)) return undefined
  if (typeof name !== 'string' || !name.trim() || typeof url !== 'string') return undefined
  const address = normalizeHttpUrl(url)
  if (!address) return undefined
  const node: RegisteredNode = { id, name: name.trim().slice(0, MAX_NODE_NAME), url: address }
  if (typeof username === 'string' && username) node.username = username
  return node
}

/** Every entry that is a node is kept (ids unique), the rest dropped one by one. */
function readNodes(json: unknown): RegisteredNode[] | undefined {
  if (!Array.isArray(json)) return undefined
  const nodes: RegisteredNode[] = []
  for (const entry of json) {
    const node = readNode(entry)
    if (node && !nodes.some((each) => each.id === node.id)) nodes.push(node)
  }
  return nodes
}

/** The user's nodes, in the order they were added (stored under `codex-nodes`). */
export const $nodes = persistentValue<RegisteredNode[]>('codex-nodes', readNodes, [])

/** The node every element without a binding of its own shows (its id). */
export const $activeNodeId = persistentText('codex-active-node', '', (raw) =>
  /^node-\d+$/.test(raw) ? raw : undefined,
)

function readPasswords(json: unknown): Record<string, string> | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined
  return Object.fromEntries(
    Object.entries(json).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  )
}

/**
 * Basic-auth passwords by node id, kept apart from the list so that the list can be shown,
 * exported and logged without them (`codex-node-passwords`; see the README on what that means).
 */
export const $nodePasswords = persistentValue<Record<string, string>>(
  'codex-node-passwords',
  readPasswords,
  {},
)

/** The node the list makes active: the chosen one, else the first; null while the list is empty. */
export function chosenNode(nodes: readonly RegisteredNode[], id: string): RegisteredNode | null {
  return nodes.find((node) => node.id === id) ?? nodes[0] ?? null
}

/** The registered node at `url`, if any (the first, when the same address was added twice). */
export function nodeAt(url: string): RegisteredNode | undefined {
  return $nodes.get().find((node) => node.url === url)
}

export function nodeById(id: string): RegisteredNode | undefined {
  return $nodes.get().find((node) => node.id === id)
}

/** Credentials for a node: its username and the password kept for it, when both are there. */
export function credentialsOf(
  node: RegisteredNode | undefined,
): { username: string; password: string } | undefined {
  if (!node?.username) return undefined
  const password = $nodePasswords.get()[node.id]
  return password === undefined ? undefined : { username: node.username, password }
}

/**
 * Whether the node's proxy has a username in the list but no password kept for it yet (a list
 * carried in with `<vault-app nodes>` or imported without passwords): a 401 then refuses no password.
 */
export function awaitsPassword(id: string): boolean {
  return Boolean(nodeById(id)?.username) && $nodePasswords.get()[id] === undefined
}

/**
 * The next id (`node-N`) above every listed one. The id of a removed last node may come again:
 * removing a node forgets its stored values first, so a new node never finds another's.
 */
export function nextNodeId(nodes: readonly RegisteredNode[]): string {
  const highest = Math.max(0, ...nodes.map((node) => Number(node.id.slice('node-'.length))))
  return `node-${highest + 1}`
}

/** Makes a node the one every element without its own binding shows. */
export function setActiveNode(id: string): void {
  if ($nodes.get().some((node) => node.id === id)) $activeNodeId.set(id)
}
