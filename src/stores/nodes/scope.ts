import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores'
import { $environmentBinding, getEnvironment, type NodeClient } from '../page/environment.ts'
import { $networkDeadlineMs } from '../page/network-deadline.ts'
import { $nodeLines, rememberNodeLine } from './lines.ts'
import {
  $activeNodeId,
  $nodePasswords,
  $nodes,
  chosenNode,
  credentialsOf,
  nodeAt,
  nodeById,
  type RegisteredNode,
} from './registry.ts'
import { DEFAULT_NODE_URL } from '../../lib/urls.ts'
import type { StoredValueReader } from '../page/persistent-value.ts'
import { storedNodeValue, type NodeValueName } from './values.ts'

/** Which node a scope talks to: its storage key, address and credentials. */
export interface NodeBinding {
  /** `node-N` for a registered node; `url:{address}` for an address the page named. */
  key: string
  url: string
  /** The registry name, when the node is registered. */
  name: string | null
  auth?: { username: string; password: string }
}

/**
 * Everything bound to one node, for its whole life: a scope never changes node. Stores made per
 * scope (`perNode`) use only this, so two scopes never share data.
 */
export interface NodeScope {
  readonly binding: NodeBinding
  /** Unique per scope: a view keyed by it mounts afresh when its element gets another scope. */
  readonly id: number
  client(): NodeClient
  /** A node-keyed browser value (`codex-{name}@{key}`), shared by every scope of that node. */
  value<T>(name: NodeValueName, read: StoredValueReader<T>, initial: T): WritableAtom<T>
}

export function bindingFor(url: string): NodeBinding {
  const node = nodeAt(url)
  if (!node) return { key: `url:${url}`, url, name: null }
  return { key: node.id, url, name: node.name, auth: credentialsOf(node) }
}

function bindingOfNode(id: string): NodeBinding | null {
  const node = nodeById(id)
  return node ? { key: node.id, url: node.url, name: node.name, auth: credentialsOf(node) } : null
}

/**
 * The page's own node, when a `node-url` attribute named one (an input, never saved): `url` is the
 * address its unbound elements show (the health check may move it), `attributeUrl` the address the
 * attribute gave, so elements carrying that same address follow the page when it moves.
 */
export const $pageNode = atom<{ url: string; attributeUrl: string | null } | null>(null)

/** Binds the page's unbound elements to `url` for as long as the page lives. */
export function bindPageToUrl(url: string): void {
  const page = $pageNode.get()
  if (page?.url !== url) $pageNode.set({ url, attributeUrl: page?.attributeUrl ?? null })
}

/** A `node-url` attribute binds the page (see `$pageNode`). */
export function bindPageByAttribute(url: string): void {
  const page = $pageNode.get()
  if (page?.url !== url || page.attributeUrl !== url) $pageNode.set({ url, attributeUrl: url })
}

/** The node unbound elements show: the page's address, else the active node, else the default. */
function activeBinding(
  page: { url: string } | null,
  nodes: readonly RegisteredNode[],
  activeId: string,
): NodeBinding {
  if (page) return bindingFor(page.url)
  const active = chosenNode(nodes, activeId)
  if (active) return bindingOfNode(active.id) ?? bindingFor(active.url)
  return bindingFor(DEFAULT_NODE_URL)
}

function sameBinding(a: NodeBinding, b: NodeBinding): boolean {
  return (
    a.key === b.key &&
    a.url === b.url &&
    a.auth?.username === b.auth?.username &&
    a.auth?.password === b.auth?.password
  )
}

let clients = new Map<string, NodeClient>()
/** The platform binding the clients and scopes were made under: they belong to that one. */
let madeUnder = $environmentBinding.get()

/** Drops the clients and scopes of an earlier platform binding (a test's fake node, say). */
function underThisBinding(): void {
  const binding = $environmentBinding.get()
  if (binding === madeUnder) return
  madeUnder = binding
  clients = new Map()
  activeScopeNow = null
  heldScopes.clear()
}

/** One client per address and credentials, shared by every scope that talks to that node. */
export function clientFor(binding: NodeBinding): NodeClient {
  underThisBinding()
  const { url, auth } = binding
  const networkMs = $networkDeadlineMs.get()
  const cacheKey = JSON.stringify([url, auth?.username, auth?.password, networkMs])
  let client = clients.get(cacheKey)
  if (!client) {
    client = getEnvironment().createNodeClient(url, {
      auth,
      deadlines: networkMs ? { networkMs } : undefined,
      lineHint: $nodeLines.get()[url],
      onDetected: (profile) => rememberNodeLine(url, profile.line.product),
    })
    clients.set(cacheKey, client)
  }
  return client
}

let scopeCount = 0
/** The last scope `$activeScope` gave: its node keeps it while no element holds it. */
let activeScopeNow: NodeScope | null = null

function fixedScope(binding: NodeBinding): NodeScope {
  return {
    binding,
    id: ++scopeCount,
    client: () => clientFor(binding),
    value: (name, read, initial) => storedNodeValue(binding.key, name, read, initial),
  }
}

interface Held {
  scope: NodeScope
  binding: NodeBinding
  holders: number
}

const heldScopes = new Map<string, Held>()

/**
 * The scope of a node, made on first use: every element bound to the same node, address and
 * credentials gets the same scope, so they share its queries and polls.
 */
export function scopeFor(binding: NodeBinding): NodeScope {
  underThisBinding()
  const held = heldScopes.get(binding.key)
  if (held && sameBinding(held.binding, binding)) return held.scope
  // The active scope may be between holders (its element lets go and holds it again as it
  // renders anew): its node keeps it, or an upload would refresh another scope's file list.
  const active = activeScopeNow
  const scope = active && sameBinding(active.binding, binding) ? active : fixedScope(binding)
  // Holders of a scope this one replaces release their own entry.
  heldScopes.set(binding.key, { scope, binding, holders: 0 })
  return scope
}

/** The scope of a registered node by id (the fleet table's rows); null when it is gone. */
export function scopeOfNode(id: string): NodeScope | null {
  const binding = bindingOfNode(id)
  return binding ? scopeFor(binding) : null
}

/** The scope's entry; a scope let go and held again (the active one, say) is entered anew. */
function heldEntry(scope: NodeScope): Held {
  underThisBinding()
  const { key } = scope.binding
  const current = heldScopes.get(key)
  if (current?.scope === scope) return current
  const entry: Held = { scope, binding: scope.binding, holders: 0 }
  if (!current || current.holders === 0) heldScopes.set(key, entry)
  return entry
}

/**
 * Holds a scope while an element shows it; the last release drops it, so its stores (queries,
 * polls) go with it and the next holder starts fresh. Returns the release function.
 */
export function holdScope(scope: NodeScope): () => void {
  const entry = heldEntry(scope)
  entry.holders += 1
  let released = false
  return () => {
    if (released) return
    released = true
    entry.holders -= 1
    if (entry.holders > 0) return
    const key = entry.binding.key
    if (heldScopes.get(key) === entry) heldScopes.delete(key)
  }
}

/**
 * The scope of the node every element without its own binding shows: the page's address, else the
 * active node, else the default. Switching nodes gives those elements another fixed scope.
 */
export const $activeScope: ReadableAtom<NodeScope> = computed(
  [$pageNode, $nodes, $activeNodeId, $nodePasswords, $environmentBinding],
  (page, nodes, activeId) => {
    activeScopeNow = scopeFor(activeBinding(page, nodes, activeId))
    return activeScopeNow
  },
)

/** The registered node the active scope talks to; null for an address the list does not hold. */
export const $activeNode: ReadableAtom<RegisteredNode | null> = computed(
  [$activeScope, $nodes],
  (scope, nodes) => nodes.find((node) => node.id === scope.binding.key) ?? null,
)

/** Lets go of the scopes of the node `key` (it left the list): one added under its id starts anew. */
export function releaseScopesOf(key: string): void {
  underThisBinding()
  heldScopes.delete(key)
  if (activeScopeNow?.binding.key === key) activeScopeNow = null
}

/** How many fixed scopes exist now (store tests check that releasing drops them). */
export function liveScopeCount(): number {
  underThisBinding()
  return heldScopes.size
}

/** A store (or a set of stores and actions) made once per node scope. */
export interface PerNode<T> {
  of(scope: NodeScope): T
}

/** Makes `create` per scope: `of(scope)` gives that scope's own instance, made on first use. */
export function perNode<T>(create: (scope: NodeScope) => T): PerNode<T> {
  const made = new WeakMap<NodeScope, unknown>()
  const factory: PerNode<T> = {
    of(scope) {
      if (!made.has(scope)) made.set(scope, create(scope))
      return made.get(scope) as T
    },
  }
  return factory
}
