import { addressSpaceOf } from '../../lib/address-space.ts'
import { normalizeHttpUrl, sameOrigin } from '../../lib/urls.ts'
import {
  $activeNodeId,
  $nodePasswords,
  $nodes,
  MAX_NODE_NAME,
  nextNodeId,
  type RegisteredNode,
} from './registry.ts'
import { adoptAddressValues, forgetNodeValues } from './node-leaving.ts'
import { releaseScopesOf } from './scope.ts'

export { setActiveNode } from './registry.ts'

/** A node as the Nodes form holds it: every field as typed. */
export interface NodeDraft {
  name: string
  url: string
  username?: string
  /**
   * Empty keeps the password already kept (when editing an address on the same origin); undefined
   * likewise. A new origin starts with no password.
   */
  password?: string
}

export type NodeField = 'name' | 'url' | 'username' | 'password'
export type NodeFormErrors = Partial<Record<NodeField, string>>
export type NodeSaveResult = { ok: true; id: string } | { ok: false; errors: NodeFormErrors }

export const NODE_NAME_MISSING = 'Give the node a name.'
export const NODE_NAME_TOO_LONG = `The name can be at most ${MAX_NODE_NAME} characters.`
export const NODE_NAME_TAKEN = 'Another node already has this name.'
export const NODE_URL_INVALID = 'Enter an http:// or https:// address, like http://localhost:8080.'
export const NODE_USERNAME_MISSING = 'A password needs the username that goes with it.'
export const NODE_USERNAME_INVALID = 'A username cannot contain a colon.'

/** The form's errors for `draft` (none: it can be saved); `id` is the node being edited. */
export function checkNodeDraft(draft: NodeDraft, id?: string): NodeFormErrors {
  const errors: NodeFormErrors = {}
  const name = draft.name.trim()
  if (!name) errors.name = NODE_NAME_MISSING
  else if (name.length > MAX_NODE_NAME) errors.name = NODE_NAME_TOO_LONG
  else if (
    $nodes.get().some((node) => node.id !== id && node.name.toLowerCase() === name.toLowerCase())
  ) {
    errors.name = NODE_NAME_TAKEN
  }
  if (!normalizeHttpUrl(draft.url)) errors.url = NODE_URL_INVALID
  const username = draft.username?.trim() ?? ''
  if (username.includes(':')) errors.username = NODE_USERNAME_INVALID
  else if (!username && draft.password) errors.username = NODE_USERNAME_MISSING
  return errors
}

function toNode(id: string, draft: NodeDraft): RegisteredNode {
  const node: RegisteredNode = {
    id,
    name: draft.name.trim(),
    url: normalizeHttpUrl(draft.url) as string,
  }
  const username = draft.username?.trim()
  if (username) node.username = username
  return node
}

/** Keeps a typed password; with none, the kept one stays only while `keep` (same origin). */
function keepPassword(
  id: string,
  node: RegisteredNode,
  password: string | undefined,
  keep = false,
): void {
  const passwords = { ...$nodePasswords.get() }
  if (node.username && password) passwords[id] = password
  else if (node.username && keep) return
  else if (passwords[id] === undefined) return
  else delete passwords[id]
  $nodePasswords.set(passwords)
}

/** Adds a node to the list; `activate` makes it the one unbound elements show. */
export function addNode(draft: NodeDraft, options: { activate?: boolean } = {}): NodeSaveResult {
  const errors = checkNodeDraft(draft)
  if (Object.keys(errors).length) return { ok: false, errors }
  const id = nextNodeId($nodes.get())
  const node = toNode(id, draft)
  // The list first: a value stored under the id of a removed node is gone (see removeNode).
  adoptAddressValues(node.url, id)
  $nodes.set([...$nodes.get(), node])
  keepPassword(id, node, draft.password)
  if (options.activate || $nodes.get().length === 1) $activeNodeId.set(id)
  return { ok: true, id }
}

/**
 * Adds the node at `url` (the one the vault shows without listing it) under the first free name of
 * "My node", "My node 2", …; the user can rename it with Edit.
 */
export function addNodeAt(url: string): NodeSaveResult {
  const taken = new Set($nodes.get().map((node) => node.name.toLowerCase()))
  let name = 'My node'
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `My node ${n}`
  return addNode({ name, url })
}

/** Saves changes to a node; fields left out stay as they are. */
export function updateNode(id: string, changes: Partial<NodeDraft>): NodeSaveResult {
  const current = $nodes.get().find((node) => node.id === id)
  if (!current) return { ok: false, errors: { name: 'This node is no longer in the list.' } }
  const draft: NodeDraft = {
    name: changes.name ?? current.name,
    url: changes.url ?? current.url,
    username: changes.username ?? current.username,
    password: changes.password,
  }
  const errors = checkNodeDraft(draft, id)
  if (Object.keys(errors).length) return { ok: false, errors }
  const node = toNode(id, draft)
  const sameServer = sameOrigin(current.url, node.url)
  // The old password goes before the new address comes: no moment pairs them for a request.
  if (!sameServer) keepPassword(id, node, undefined)
  $nodes.set($nodes.get().map((each) => (each.id === id ? node : each)))
  keepPassword(id, node, draft.password, sameServer)
  return { ok: true, id }
}

/**
 * Removes a node with its password and every value kept for it in this browser; the silences its
 * mutes made in Alertmanager are expired.
 */
export function removeNode(id: string): void {
  const nodes = $nodes.get()
  if (!nodes.some((node) => node.id === id)) return
  const rest = nodes.filter((node) => node.id !== id)
  $nodes.set(rest)
  $nodePasswords.set(
    Object.fromEntries(Object.entries($nodePasswords.get()).filter(([each]) => each !== id)),
  )
  if ($activeNodeId.get() === id) $activeNodeId.set(rest[0]?.id ?? '')
  releaseScopesOf(id)
  forgetNodeValues(id)
}

/**
 * Adds the nodes a host page names (the `nodes` attribute) that are not in the list yet, by
 * address; the user's own names and edits are never overwritten. Returns how many were added.
 */
export function registerNodes(nodes: readonly NodeDraft[]): number {
  let added = 0
  for (const draft of nodes) {
    const url = normalizeHttpUrl(draft.url)
    if (!url || $nodes.get().some((node) => node.url === url)) continue
    if (addNode({ name: draft.name, url, username: draft.username }).ok) added += 1
  }
  return added
}

export const NEW_ADDRESS_NO_PASSWORD =
  'A new address starts with no password: the one kept goes only to the old one. Enter it again if this one asks for it.'

export const PASSWORD_IN_CLEAR =
  'This address uses plain http and is not on this computer: the password would cross the network unencrypted, readable by anyone on the way. Use https (a reverse proxy with TLS), or save anyway.'

/** Whether saving `draft` would send a password unencrypted to another machine. */
export function sendsPasswordInClear(draft: { url: string; password?: string }): boolean {
  const url = normalizeHttpUrl(draft.url)
  if (!draft.password || !url) return false
  return url.startsWith('http:') && addressSpaceOf(url) !== 'loopback'
}
