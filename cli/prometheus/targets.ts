// The nodes Prometheus scrapes: read from the node list Settings exports, each with the quota its
// /space answers now (the quota is no metric, so the rules carry it as a number written here).
import { readFile } from 'node:fs/promises'
import { NODE_LIST_FORMAT } from '../../src/lib/node-list-format.ts'
import { normalizeHttpUrl } from '../../src/lib/urls.ts'

/** The node's own default metrics port (`--metrics-port`). */
export const NODE_METRICS_PORT = 8008

const API_PREFIXES = ['/api/storage/v1', '/api/codex/v1']

export interface ScrapeTarget {
  /** The vault's name for the node: the `node` label of every series and alert. */
  name: string
  /** host:port of the node's `/metrics`. */
  metrics: string
  /** From the node's `/space` when the config was written; null when it did not answer. */
  quotaBytes: bigint | null
}

interface ListedNode {
  name: string
  url: string
  username?: string
  password?: string
}

export class NodeListError extends Error {}

/** The nodes of an exported node list (`{"format":"codex-vault-nodes", "nodes":[…]}`). */
export function parseNodeList(text: string): ListedNode[] {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new NodeListError('The node list is not JSON: export it from Settings, Nodes.')
  }
  const file = json as { format?: unknown; nodes?: unknown } | null
  if (file?.format !== NODE_LIST_FORMAT || !Array.isArray(file.nodes)) {
    throw new NodeListError('This file is not a node list exported from Codex Vault.')
  }
  return file.nodes.flatMap((entry: unknown): ListedNode[] => {
    const { name, url, username, password } = (entry ?? {}) as Record<string, unknown>
    const normal = typeof url === 'string' ? normalizeHttpUrl(url) : undefined
    if (typeof name !== 'string' || !name || !normal) return []
    const node: ListedNode = { name, url: normal }
    if (typeof username === 'string') node.username = username
    if (typeof password === 'string') node.password = password
    return [node]
  })
}

/** The quota the node reports on either line's prefix, or null when it does not answer. */
export async function readQuota(node: ListedNode): Promise<bigint | null> {
  const headers: Record<string, string> = {}
  if (node.username !== undefined) {
    const pair = `${node.username}:${node.password ?? ''}`
    headers.Authorization = `Basic ${Buffer.from(pair).toString('base64')}`
  }
  for (const prefix of API_PREFIXES) {
    const response = await fetch(`${node.url}${prefix}/space`, {
      headers,
      signal: AbortSignal.timeout(5000),
    }).catch(() => undefined)
    if (!response?.ok) continue
    const space = (await response.json().catch(() => undefined)) as
      { quotaMaxBytes?: unknown } | undefined
    const quota = space?.quotaMaxBytes
    if (typeof quota === 'number' || (typeof quota === 'string' && /^\d+$/.test(quota))) {
      return BigInt(quota)
    }
  }
  return null
}

/** Where each listed node serves its metrics: its API host on the metrics port. */
export async function targetsOf(
  nodes: ListedNode[],
  metricsPort = NODE_METRICS_PORT,
): Promise<ScrapeTarget[]> {
  return Promise.all(
    nodes.map(async (node) => ({
      name: node.name,
      metrics: `${new URL(node.url).hostname}:${metricsPort}`,
      quotaBytes: await readQuota(node),
    })),
  )
}

export async function readNodeListFile(path: string): Promise<ListedNode[]> {
  return parseNodeList(await readFile(path, 'utf8'))
}
