import { computed } from 'nanostores'
import {
  $alertmanagerUrl,
  $listServers,
  $prometheusUrl,
  type ListedServer,
  type MonitoringKind,
} from './monitoring-addresses.ts'
import { persistentValue } from './persistent-value.ts'

function readTexts(json: unknown): Partial<Record<MonitoringKind, string>> | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined
  const { prometheus, alertmanager } = json as Record<string, unknown>
  const texts: Partial<Record<MonitoringKind, string>> = {}
  if (typeof prometheus === 'string' && prometheus) texts.prometheus = prometheus
  if (typeof alertmanager === 'string' && alertmanager) texts.alertmanager = alertmanager
  return texts
}

/**
 * The node list's servers' passwords, kept apart like the nodes' (`codex-monitoring-passwords`):
 * never in an address or a log, in an export only when asked, and sent only to that server's own
 * origin.
 */
export const $monitoringPasswords = persistentValue('codex-monitoring-passwords', readTexts, {})

/** A server as its client takes it, or null while it has no address. */
export interface MonitoringTarget {
  url: string
  auth?: { username: string; password: string }
}

/** The list's credentials go only to the list's own address, never to one a page named. */
function targetOf(
  url: string,
  listed: ListedServer | undefined,
  password: string | undefined,
): MonitoringTarget | null {
  if (!url) return null
  const username = listed?.url === url ? listed.username : undefined
  return username && password !== undefined ? { url, auth: { username, password } } : { url }
}

export const $prometheus = computed(
  [$prometheusUrl, $listServers, $monitoringPasswords],
  (url, list, passwords) => targetOf(url, list.prometheus, passwords.prometheus),
)
export const $alertmanager = computed(
  [$alertmanagerUrl, $listServers, $monitoringPasswords],
  (url, list, passwords) => targetOf(url, list.alertmanager, passwords.alertmanager),
)

/** Sets (or, with none, forgets) one of the node list's servers. */
export function keepListedServer(kind: MonitoringKind, server: ListedServer | undefined): void {
  const next = { ...$listServers.get() }
  if (server) next[kind] = server
  else delete next[kind]
  $listServers.set(next)
}

/** Keeps (or, when empty, forgets) the password of one of the node list's servers. */
export function keepMonitoringPassword(kind: MonitoringKind, password: string): void {
  const next = { ...$monitoringPasswords.get() }
  if (password) next[kind] = password
  else delete next[kind]
  $monitoringPasswords.set(next)
}
