import { computed } from 'nanostores'
import { normalizeHttpUrl } from '../../lib/urls.ts'
import {
  $alertmanagerUrl,
  $prometheusUrl,
  MONITORING_URLS,
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

/** Basic-auth usernames, for a server behind a proxy that asks for one. */
export const $monitoringUsernames = persistentValue('codex-monitoring-usernames', readTexts, {})
/**
 * Their passwords, kept apart like the nodes' (`codex-monitoring-passwords`): never in an address,
 * an export or a log, and sent only to that server's own origin.
 */
export const $monitoringPasswords = persistentValue('codex-monitoring-passwords', readTexts, {})

/** A server as its client takes it, or null while it has no address. */
export interface MonitoringTarget {
  url: string
  auth?: { username: string; password: string }
}

function targetOf(
  url: string,
  username: string | undefined,
  password: string | undefined,
): MonitoringTarget | null {
  if (!url) return null
  return username && password !== undefined ? { url, auth: { username, password } } : { url }
}

export const $prometheus = computed(
  [$prometheusUrl, $monitoringUsernames, $monitoringPasswords],
  (url, usernames, passwords) => targetOf(url, usernames.prometheus, passwords.prometheus),
)
export const $alertmanager = computed(
  [$alertmanagerUrl, $monitoringUsernames, $monitoringPasswords],
  (url, usernames, passwords) => targetOf(url, usernames.alertmanager, passwords.alertmanager),
)

export interface MonitoringDraft {
  url: string
  username: string
  /** Undefined: the kept password stays. */
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

/** Saves a server's address and credentials (an empty address stops using it and forgets them). */
export function saveMonitoring(kind: MonitoringKind, draft: MonitoringDraft): boolean {
  if (monitoringDraftProblem(draft)) return false
  const url = draft.url.trim() === '' ? '' : (normalizeHttpUrl(draft.url.trim()) ?? '')
  const username = url ? draft.username.trim() : ''
  MONITORING_URLS[kind].set(url)
  $monitoringUsernames.set(withText($monitoringUsernames.get(), kind, username))
  const password = !url || !username ? '' : draft.password
  if (password !== undefined) {
    $monitoringPasswords.set(withText($monitoringPasswords.get(), kind, password))
  }
  return true
}

function withText(
  texts: Partial<Record<MonitoringKind, string>>,
  kind: MonitoringKind,
  text: string,
): Partial<Record<MonitoringKind, string>> {
  const next = { ...texts }
  if (text) next[kind] = text
  else delete next[kind]
  return next
}
