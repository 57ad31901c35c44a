import { getEnvironment, onEnvironmentChange, type NodeClient } from './environment.ts'
import { normalizeHttpUrl, parsePort } from '../lib/urls.ts'
import { persistentText } from './persistent-value.ts'
import { $nodeLines, rememberNodeLine } from './node-lines.ts'

export const DEFAULT_NODE_URL = 'http://localhost:8080'

/** The node's address (stored under `codex-node-url`, shared by every element and tab). */
export const $nodeUrl = persistentText('codex-node-url', DEFAULT_NODE_URL, normalizeHttpUrl)

/** Saves a new node address; returns false (and changes nothing) when it is not a valid URL. */
export function setNodeUrl(raw: string): boolean {
  const url = normalizeHttpUrl(raw)
  if (!url) return false
  if (url !== $nodeUrl.get()) $nodeUrl.set(url)
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
    url = new URL($nodeUrl.get())
  } catch {
    return false
  }
  url.port = String(port)
  return setNodeUrl(url.href)
}

let clients = new Map<string, NodeClient>()
onEnvironmentChange(() => {
  clients = new Map()
})

/** The client for the current node URL, created once per URL. */
export function getNodeClient(): NodeClient {
  const url = $nodeUrl.get()
  let client = clients.get(url)
  if (!client) {
    client = getEnvironment().createNodeClient(url, {
      lineHint: $nodeLines.get()[url],
      onDetected: (profile) => rememberNodeLine(url, profile.line.product),
    })
    clients.set(url, client)
  }
  return client
}
