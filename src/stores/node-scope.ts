import { atom, computed, onMount, type ReadableAtom, type WritableAtom } from 'nanostores'
import { getEnvironment, onEnvironmentChange, type NodeClient } from './environment.ts'
import { $nodeLines, rememberNodeLine } from './node-lines.ts'
import { $activeNode, DEFAULT_NODE_URL, credentialsOf, nodeAt, nodeById } from './node-registry.ts'
import type { StoredValueReader } from './persistent-value.ts'
import { nodeValueKey, storedValue } from './node-values.ts'

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
 * Everything bound to one node. The active scope follows the active node (or the page's
 * `node-url`); a fixed scope is one node for its whole life. Stores made per scope (`perNode`)
 * use only this, so two scopes never share data.
 */
export interface NodeScope {
  /** Changes whenever the node behind the scope does (only the active scope's ever does). */
  readonly $binding: ReadableAtom<NodeBinding>
  client(): NodeClient
  /** A node-keyed browser value (`codex-{name}@{key}`), shared by every scope of that node. */
  value<T>(name: string, read: StoredValueReader<T>, initial: T): WritableAtom<T>
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

/** The address a `node-url` attribute gave this page; it never changes the saved nodes. */
export const $pageNodeUrl = atom<string | null>(null)

/**
 * The address the last `node-url` attribute gave: the elements carrying it show the page's node,
 * and so follow it when the health check moves the page to another address.
 */
export const $pageAttributeUrl = atom<string | null>(null)

/** Binds the page's unbound elements to `url` for as long as the page lives. */
export function bindPageToUrl(url: string): void {
  if ($pageNodeUrl.get() !== url) $pageNodeUrl.set(url)
}

/** A `node-url` attribute binds the page (see `$pageAttributeUrl`). */
export function bindPageByAttribute(url: string): void {
  if ($pageAttributeUrl.get() !== url) $pageAttributeUrl.set(url)
  bindPageToUrl(url)
}

/** The node unbound elements show: the page's address, else the active node, else the default. */
export const $activeBinding: ReadableAtom<NodeBinding> = computed(
  [$pageNodeUrl, $activeNode],
  (pageUrl, active) => {
    if (pageUrl) return bindingFor(pageUrl)
    if (active) return bindingOfNode(active.id) ?? bindingFor(active.url)
    return bindingFor(DEFAULT_NODE_URL)
  },
)

function sameBinding(a: NodeBinding, b: NodeBinding): boolean {
  return (
    a.key === b.key &&
    a.url === b.url &&
    a.auth?.username === b.auth?.username &&
    a.auth?.password === b.auth?.password
  )
}

let clients = new Map<string, NodeClient>()
onEnvironmentChange(() => {
  clients = new Map()
})

/** One client per address and credentials, shared by every scope that talks to that node. */
export function clientFor(binding: NodeBinding): NodeClient {
  const { url, auth } = binding
  const cacheKey = JSON.stringify([url, auth?.username, auth?.password])
  let client = clients.get(cacheKey)
  if (!client) {
    client = getEnvironment().createNodeClient(url, {
      auth,
      lineHint: $nodeLines.get()[url],
      onDetected: (profile) => rememberNodeLine(url, profile.line.product),
    })
    clients.set(cacheKey, client)
  }
  return client
}

function fixedScope(binding: NodeBinding): NodeScope {
  const $binding = atom(binding)
  return {
    $binding,
    client: () => clientFor(binding),
    value: (name, read, initial) => storedValue(nodeValueKey(name, binding.key), read, initial),
  }
}

/**
 * A value of the active node that follows it: reads and writes go to the stored value of
 * whichever node is active now.
 */
function followingValue<T>(name: string, read: StoredValueReader<T>, initial: T): WritableAtom<T> {
  const current = () => storedValue(nodeValueKey(name, $activeBinding.get().key), read, initial)
  const $value = atom(current().get())
  const showOwn = $value.set.bind($value)
  const get = () => current().get()
  onMount($value, () => {
    let stopInner = () => {}
    const follow = () => {
      stopInner()
      stopInner = current().subscribe(showOwn)
    }
    const stopBinding = $activeBinding.subscribe(follow)
    return () => {
      stopBinding()
      stopInner()
    }
  })
  return Object.assign($value, {
    get,
    set: (value: T) => current().set(value),
  }) as WritableAtom<T>
}

const followingValues = new Map<string, WritableAtom<unknown>>()

/** The scope of the active node: every element without its own binding uses it. */
export const ACTIVE_SCOPE: NodeScope = {
  $binding: $activeBinding,
  client: () => clientFor($activeBinding.get()),
  value<T>(name: string, read: StoredValueReader<T>, initial: T) {
    let value = followingValues.get(name) as WritableAtom<T> | undefined
    if (!value) {
      value = followingValue(name, read, initial)
      followingValues.set(name, value as WritableAtom<unknown>)
    }
    return value
  },
}

interface Held {
  scope: NodeScope
  binding: NodeBinding
  holders: number
}

const heldScopes = new Map<string, Held>()

/**
 * The scope for a binding: the active scope when the binding is the active node (so an element
 * bound to it shares its polls), else the fixed scope of that node, made on first use.
 */
export function scopeFor(binding: NodeBinding | null): NodeScope {
  if (!binding || sameBinding(binding, $activeBinding.get())) return ACTIVE_SCOPE
  const held = heldScopes.get(binding.key)
  if (held && sameBinding(held.binding, binding)) return held.scope
  const scope = fixedScope(binding)
  heldScopes.set(binding.key, { scope, binding, holders: held?.holders ?? 0 })
  return scope
}

/** The scope of a registered node by id (the fleet table's rows); null when it is gone. */
export function scopeOfNode(id: string): NodeScope | null {
  const binding = bindingOfNode(id)
  return binding ? scopeFor(binding) : null
}

/**
 * Holds a scope while an element shows it; the last release drops it, so its stores (queries,
 * polls) go with it and the next holder starts fresh. Returns the release function.
 */
export function holdScope(scope: NodeScope): () => void {
  if (scope === ACTIVE_SCOPE) return () => {}
  const entry = [...heldScopes.values()].find((held) => held.scope === scope)
  if (!entry) return () => {}
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

/** How many fixed scopes exist now (store tests check that releasing drops them). */
export function liveScopeCount(): number {
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
