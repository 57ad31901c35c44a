import { normalizeHttpUrl, parsePort } from '../../lib/urls.ts'
import { addNode, updateNode } from './list.ts'
import { $activeNodeId, $nodes, chosenNode } from './registry.ts'
import { $activeScope, $pageNode, bindPageToUrl, type NodeScope } from './scope.ts'

/**
 * Points unbound elements at a new address: the page's own binding when a `node-url` made one,
 * else the active node's address (the first node is added when there is none). Returns false
 * (and changes nothing) when it is not a valid URL.
 */
export function setNodeUrl(raw: string): boolean {
  const url = normalizeHttpUrl(raw)
  if (!url) return false
  if ($pageNode.get()) {
    bindPageToUrl(url)
    return true
  }
  const active = chosenNode($nodes.get(), $activeNodeId.get())
  if (!active) return addNode({ name: 'My node', url }, { activate: true }).ok
  if (active.url !== url) updateNode(active.id, { url })
  return true
}

/**
 * The `api-port` startup rule: a valid port number in the page's query string replaces the port of
 * the stored node URL, when the result is a valid URL. Returns whether it applied.
 */
export function applyApiPortParameter(search: string): boolean {
  const port = parsePort((new URLSearchParams(search).get('api-port') ?? '').trim())
  if (port === undefined) return false
  let url: URL
  try {
    url = new URL($activeScope.get().binding.url)
  } catch {
    return false
  }
  url.port = String(port)
  return setNodeUrl(url.href)
}

/**
 * The health check's address change for the node its element shows: the active node's (as
 * `setNodeUrl`), or the listed node's own. An element bound to an address by its `node-url` keeps
 * it: false. False too when `raw` is not a valid URL.
 */
export function setScopeNodeUrl(scope: NodeScope, raw: string): boolean {
  if (scope === $activeScope.get()) return setNodeUrl(raw)
  const url = normalizeHttpUrl(raw)
  const { key } = scope.binding
  if (!url || key.startsWith('url:')) return false
  return updateNode(key, { url }).ok
}
