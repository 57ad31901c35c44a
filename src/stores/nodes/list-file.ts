import { NODE_LIST_FORMAT } from '../../lib/node-list-format.ts'
import { normalizeHttpUrl } from '../../lib/urls.ts'
import {
  $listServers,
  MONITORING_KINDS,
  readListedServer,
  type MonitoringKind,
} from '../page/monitoring-addresses.ts'
import {
  $monitoringPasswords,
  keepListedServer,
  keepMonitoringPassword,
} from '../page/monitoring.ts'
import { addNode, type NodeDraft } from './list.ts'
import { $nodePasswords, $nodes } from './registry.ts'

export const NODE_LIST_UNREADABLE =
  'This file is not a node list exported from Codex Vault: nothing was imported.'

/** A server of the list as the file holds it: like a node, without a name. */
type ServerEntry = Omit<NodeDraft, 'name'>

/** The list's Prometheus and Alertmanager, their passwords as the nodes' are (only when asked). */
function exportServers(withPasswords: boolean): Partial<Record<MonitoringKind, ServerEntry>> {
  const listed = $listServers.get()
  const passwords = $monitoringPasswords.get()
  const servers: Partial<Record<MonitoringKind, ServerEntry>> = {}
  for (const kind of MONITORING_KINDS) {
    const server = listed[kind]
    if (!server) continue
    const entry: ServerEntry = { ...server }
    const password = passwords[kind]
    if (withPasswords && server.username && password) entry.password = password
    servers[kind] = entry
  }
  return servers
}

/**
 * The node list as a JSON file's text: names, addresses and usernames, and the list's Prometheus
 * and Alertmanager; passwords only when `withPasswords` (the user asked, knowing the file then
 * holds them in clear).
 */
export function exportNodeList(withPasswords: boolean): string {
  const passwords = $nodePasswords.get()
  const nodes = $nodes.get().map((node) => {
    const entry: NodeDraft = { name: node.name, url: node.url }
    if (node.username) entry.username = node.username
    const password = passwords[node.id]
    if (withPasswords && node.username && password) entry.password = password
    return entry
  })
  const monitoring = exportServers(withPasswords)
  const file = Object.keys(monitoring).length
    ? { format: NODE_LIST_FORMAT, version: 1, nodes, monitoring }
    : { format: NODE_LIST_FORMAT, version: 1, nodes }
  return `${JSON.stringify(file, null, 2)}\n`
}

export type NodeListImport =
  | { ok: true; added: number; skipped: number; servers: MonitoringKind[] }
  | { ok: false; message: string }

function readEntry(entry: unknown): NodeDraft | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined
  const { name, url, username, password } = entry as Record<string, unknown>
  if (typeof name !== 'string' || typeof url !== 'string' || !normalizeHttpUrl(url)) {
    return undefined
  }
  const draft: NodeDraft = { name, url }
  if (typeof username === 'string') draft.username = username
  if (typeof password === 'string') draft.password = password
  return draft
}

/**
 * Adds the nodes of an exported list: a node whose address is listed already, or whose entry
 * cannot be a node (a taken name, a bad address), is skipped and counted; nothing is overwritten.
 */
export function importNodeList(text: string): NodeListImport {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, message: NODE_LIST_UNREADABLE }
  }
  const file = json as { format?: unknown; nodes?: unknown; monitoring?: unknown } | null
  if (file?.format !== NODE_LIST_FORMAT || !Array.isArray(file.nodes)) {
    return { ok: false, message: NODE_LIST_UNREADABLE }
  }
  let added = 0
  let skipped = 0
  for (const entry of file.nodes) {
    const draft = readEntry(entry)
    const url = draft && normalizeHttpUrl(draft.url)
    if (!draft || $nodes.get().some((node) => node.url === url) || !addNode(draft).ok) {
      skipped += 1
    } else {
      added += 1
    }
  }
  return { ok: true, added, skipped, servers: importServers(file.monitoring) }
}

/** The file's Prometheus and Alertmanager, each where the list has none yet (nothing overwritten). */
function importServers(json: unknown): MonitoringKind[] {
  if (typeof json !== 'object' || json === null) return []
  const taken: MonitoringKind[] = []
  for (const kind of MONITORING_KINDS) {
    const entry = (json as Record<string, unknown>)[kind]
    const server = readListedServer(entry)
    if (!server || $listServers.get()[kind]) continue
    keepListedServer(kind, server)
    const password = (entry as { password?: unknown }).password
    keepMonitoringPassword(kind, server.username && typeof password === 'string' ? password : '')
    taken.push(kind)
  }
  return taken
}

const SERVER_TITLES: Record<MonitoringKind, string> = {
  prometheus: 'Prometheus',
  alertmanager: 'Alertmanager',
}

/** "Imported 2 nodes and the Prometheus address; 1 was skipped (already listed or not valid)." */
export function importSummary(result: {
  added: number
  skipped: number
  servers?: readonly MonitoringKind[]
}): string {
  const servers = (result.servers ?? []).map((kind) => SERVER_TITLES[kind])
  const also = servers.length
    ? ` and the ${servers.join(' and ')} address${servers.length === 1 ? '' : 'es'}`
    : ''
  const added = `Imported ${result.added} node${result.added === 1 ? '' : 's'}${also}`
  if (!result.skipped) return `${added}.`
  const were = result.skipped === 1 ? 'was' : 'were'
  return `${added}; ${result.skipped} ${were} skipped (already listed or not valid).`
}
