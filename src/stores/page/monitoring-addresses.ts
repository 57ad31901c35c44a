import { computed, onMount } from 'nanostores'
import { lazyModule } from '../../lib/lazy-module.ts'
import { normalizeHttpUrl } from '../../lib/urls.ts'
import { rawStoredText } from '../nodes/values.ts'
import { $pageServers } from './monitoring-attributes.ts'
import { persistentValue } from './persistent-value.ts'

/** The servers the vault reads when no page of it was open: none until the user names them. */
export type MonitoringKind = 'prometheus' | 'alertmanager'

export const MONITORING_KINDS: readonly MonitoringKind[] = ['prometheus', 'alertmanager']

/** A server as the node list keeps it: its address and the proxy's username (the password apart). */
export interface ListedServer {
  url: string
  username?: string
}

export type ListedServers = Partial<Record<MonitoringKind, ListedServer>>

/** One listed server back from its JSON; anything that is not one reads as none. */
export function readListedServer(json: unknown): ListedServer | undefined {
  if (typeof json !== 'object' || json === null) return undefined
  const { url, username } = json as Record<string, unknown>
  const address = typeof url === 'string' ? normalizeHttpUrl(url) : undefined
  if (!address) return undefined
  return typeof username === 'string' && username ? { url: address, username } : { url: address }
}

function readListedServers(json: unknown): ListedServers | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined
  const servers: ListedServers = {}
  for (const kind of MONITORING_KINDS) {
    const server = readListedServer((json as Record<string, unknown>)[kind])
    if (server) servers[kind] = server
  }
  return servers
}

/**
 * The node list's Prometheus and Alertmanager (`codex-node-list-monitoring`): saved in Settings,
 * exported and imported with the list's nodes; their passwords are kept apart, like the nodes'.
 */
export const $listServers = persistentValue<ListedServers>(
  'codex-node-list-monitoring',
  readListedServers,
  {},
)

/** Where this browser kept the addresses before they belonged to the node list. */
export const BROWSER_ADDRESS_KEYS: Record<MonitoringKind, string> = {
  prometheus: 'codex-prometheus-url',
  alertmanager: 'codex-alertmanager-url',
}
const migration = lazyModule(() => import('./monitoring-migration.ts'))

// What this browser kept before moves in with the list's first reader, and its code loads only
// in a browser that kept some.
onMount($listServers, () => {
  if (!Object.values(BROWSER_ADDRESS_KEYS).some((key) => rawStoredText(key).get() !== undefined))
    return
  // A move that did not load is tried again with the list's next first reader.
  migration.load().then(({ moveBrowserMonitoring }) => moveBrowserMonitoring(), Boolean)
})

const addressOf = (kind: MonitoringKind) =>
  computed([$pageServers, $listServers], (page, list) => page[kind] ?? list[kind]?.url ?? '')

/** The address each server is read at: the page's own, else the node list's; empty: not used. */
export const $prometheusUrl = addressOf('prometheus')
export const $alertmanagerUrl = addressOf('alertmanager')
