import { normalizeHttpUrl } from '../../lib/urls.ts'
import { rawStoredText } from '../nodes/values.ts'
import {
  $listServers,
  BROWSER_ADDRESS_KEYS,
  MONITORING_KINDS,
  type ListedServer,
  type MonitoringKind,
} from './monitoring-addresses.ts'
import { $monitoringMoveProblems, BROWSER_USERNAMES_KEY } from './monitoring-save.ts'

const TITLES: Record<MonitoringKind, string> = {
  prometheus: 'Prometheus',
  alertmanager: 'Alertmanager',
}

function browserUsernames(): Partial<Record<MonitoringKind, string>> {
  try {
    const json: unknown = JSON.parse(rawStoredText(BROWSER_USERNAMES_KEY).get() ?? '{}')
    return typeof json === 'object' && json !== null ? (json as Record<string, string>) : {}
  } catch {
    return {}
  }
}

/**
 * Moves the addresses (and usernames) this browser kept for itself into the node list, once each:
 * a valid one the list does not have yet becomes the list's, and its old key goes; one that is not
 * an address stays stored and is named in Settings. The passwords' key is the same before and after.
 */
export function moveBrowserMonitoring(): void {
  const usernames = browserUsernames()
  const problems: Partial<Record<MonitoringKind, string>> = {}
  for (const kind of MONITORING_KINDS) {
    const stored = rawStoredText(BROWSER_ADDRESS_KEYS[kind])
    const raw = stored.get()
    if (raw === undefined || raw === '') continue
    const url = normalizeHttpUrl(raw)
    if (!url) {
      problems[kind] =
        `The ${TITLES[kind]} address this browser kept, “${raw}”, is not an http:// or https:// address: enter it again below.`
      continue
    }
    const listed = $listServers.get()[kind]
    if (listed && listed.url !== url) continue
    if (!listed) {
      const username = usernames[kind]
      const server: ListedServer =
        typeof username === 'string' && username ? { url, username } : { url }
      $listServers.set({ ...$listServers.get(), [kind]: server })
    }
    stored.set(undefined)
  }
  if (
    MONITORING_KINDS.every((kind) => rawStoredText(BROWSER_ADDRESS_KEYS[kind]).get() === undefined)
  ) {
    rawStoredText(BROWSER_USERNAMES_KEY).set(undefined)
  }
  $monitoringMoveProblems.set(problems)
}
