import { atom } from 'nanostores'
import { normalizeHttpUrl, sameOrigin } from '../../lib/urls.ts'
import { $listServers, BROWSER_ADDRESS_KEYS, type MonitoringKind } from './monitoring-addresses.ts'
import { rawStoredText } from '../nodes/values.ts'
import { keepListedServer, keepMonitoringPassword } from './monitoring.ts'

export interface MonitoringDraft {
  url: string
  username: string
  /** Undefined: the kept password stays, for an address on its own origin only. */
  password?: string
}

/** What is wrong with a draft, in the form's words; null when it can be saved. */
export function monitoringDraftProblem(draft: MonitoringDraft): string | null {
  const raw = draft.url.trim()
  if (raw === '') return null
  if (/^[a-z]+:\/\/[^/]*@/i.test(raw)) {
    return 'Put the username and password in their fields, not in the address.'
  }
  return normalizeHttpUrl(raw) ? null : 'Enter an http:// or https:// address.'
}

/** Saves the node list's server (an empty address stops using it and forgets its credentials). */
export function saveMonitoring(kind: MonitoringKind, draft: MonitoringDraft): boolean {
  if (monitoringDraftProblem(draft)) return false
  const url = draft.url.trim() === '' ? '' : (normalizeHttpUrl(draft.url.trim()) ?? '')
  const username = url ? draft.username.trim() : ''
  const before = $listServers.get()[kind]
  const movedAway = !before || !sameOrigin(before.url, url)
  // The old password goes before the new address comes: no moment pairs them for a request.
  if (!url || !username || movedAway) keepMonitoringPassword(kind, '')
  keepListedServer(kind, url ? (username ? { url, username } : { url }) : undefined)
  if (url && username && draft.password !== undefined) keepMonitoringPassword(kind, draft.password)
  settleBrowserMonitoring(kind)
  return true
}

export const BROWSER_USERNAMES_KEY = 'codex-monitoring-usernames'

/**
 * What this browser kept that could not be moved into the node list, in the Monitoring card's
 * words; the stored text stays where it was until that server is saved again.
 */
export const $monitoringMoveProblems = atom<Partial<Record<MonitoringKind, string>>>({})

/** Saving a server in Settings settles what was kept for it before. */
export function settleBrowserMonitoring(kind: MonitoringKind): void {
  rawStoredText(BROWSER_ADDRESS_KEYS[kind]).set(undefined)
  const { [kind]: settled, ...rest } = $monitoringMoveProblems.get()
  if (settled !== undefined) $monitoringMoveProblems.set(rest)
}
