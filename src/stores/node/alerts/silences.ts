import { atom } from 'nanostores'
import { createSilence, expireSilence } from '../../../api/alertmanager.ts'
import { managerAlertOf } from '../../../monitoring/prometheus-names.ts'
import type { RuleId } from '../../../monitoring/rule-ids.ts'
import { perNode, type NodeScope } from '../../nodes/scope.ts'
import { nodeById } from '../../nodes/registry.ts'
import { getEnvironment } from '../../page/environment.ts'
import { $alertmanager } from '../../page/monitoring.ts'

/** A mute "until I unmute" silences for this long (Alertmanager needs an end). */
export const UNTIL_UNMUTED_MS = 10 * 365 * 24 * 3_600_000

/** What the person tells Alertmanager with a mute: their words, and how long it silences (null: until unmuted). */
export interface SilenceWords {
  words: string
  lastsMs: number | null
}

/** The lengths the mute form offers, first the default. */
export const SILENCE_LENGTHS: readonly { label: string; lastsMs: number | null }[] = [
  { label: 'Until unmuted', lastsMs: null },
  { label: 'For 1 hour', lastsMs: 3_600_000 },
  { label: 'For 1 day', lastsMs: 24 * 3_600_000 },
]

export const DEFAULT_SILENCE_COMMENT = 'Muted in Codex Vault until unmuted there.'

function readSilenceIds(json: unknown): Partial<Record<RuleId, string>> | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined
  const ids = Object.entries(json as Record<string, unknown>)
  return ids.every(([, id]) => typeof id === 'string')
    ? (json as Partial<Record<RuleId, string>>)
    : undefined
}

/** The silence each mute of a node created, kept with its mutes so a reload can still end it. */
export const silenceIds = perNode((scope) =>
  scope.value<Partial<Record<RuleId, string>>>('alertmanager-silences', readSilenceIds, {}),
)

/**
 * The mutes Alertmanager has not answered yet, by node and rule: an unmute meanwhile turns
 * `wanted` false, and the silence, once it has an id, is expired instead of kept.
 */
const creating = new Map<string, { wanted: boolean }>()
const creatingKey = (node: string, rule: RuleId) => JSON.stringify([node, rule])

/** Why Alertmanager did not take the last mute or unmute; null when it did (or none is set). */
export const $silenceProblem = atom<string | null>(null)

function target() {
  const server = $alertmanager.get()
  const environment = getEnvironment()
  return (
    server && {
      server,
      pageOrigin: environment.pageOrigin() ?? 'this page',
      transport: environment,
    }
  )
}

function keepId(scope: NodeScope, rule: RuleId, id: string | null): void {
  const $ids = silenceIds.of(scope)
  const next = { ...$ids.get() }
  if (id === null) delete next[rule]
  else next[rule] = id
  $ids.set(next)
}

/**
 * Silences the rule's Alertmanager alert for the node while it is muted in the vault: matched on
 * the alert's name and the node's name, with the person's words (or a plain default).
 */
export async function silenceMutedRule(
  scope: NodeScope,
  rule: RuleId,
  { words, lastsMs }: SilenceWords = { words: '', lastsMs: null },
): Promise<void> {
  const call = target()
  const alertname = managerAlertOf(rule)
  const node = scope.binding.name
  if (!call || !alertname || !node || silenceIds.of(scope).get()[rule]) return
  const key = creatingKey(scope.binding.key, rule)
  const pending = creating.get(key)
  // Muted again before Alertmanager answered the first mute: that silence is this mute's.
  if (pending) return void (pending.wanted = true)
  const ask = { wanted: true }
  creating.set(key, ask)
  const now = getEnvironment().now()
  const created = await createSilence(call, {
    alertname,
    node,
    comment: words.trim() || DEFAULT_SILENCE_COMMENT,
    startsAt: now,
    endsAt: now + (lastsMs ?? UNTIL_UNMUTED_MS),
  }).finally(() => creating.delete(key))
  if (created.error) {
    $silenceProblem.set(`The mute holds in this browser only. ${created.data.message}`)
    return
  }
  $silenceProblem.set(null)
  // A node removed meanwhile keeps nothing: its values are gone (see expireKeptSilences).
  const removed = !nodeById(scope.binding.key)
  if (ask.wanted && !removed) return keepId(scope, rule, created.data)
  if (!(await expired(created.data)) && !removed) keepId(scope, rule, created.data)
}

/** Expires one silence; false (and the problem said) when Alertmanager did not take it. */
async function expired(id: string): Promise<boolean> {
  const call = target()
  if (!call) return false
  const answer = await expireSilence(call, id, getEnvironment().now())
  if (answer.error) {
    $silenceProblem.set(`Alertmanager still silences this alert. ${answer.data.message}`)
    return false
  }
  $silenceProblem.set(null)
  return true
}

/** Ends the silence the rule's mute created, if it made one. */
export async function expireMutedRuleSilence(scope: NodeScope, rule: RuleId): Promise<void> {
  const pending = creating.get(creatingKey(scope.binding.key, rule))
  // Its id comes with Alertmanager's answer: the mute expires it then.
  if (pending) return void (pending.wanted = false)
  const id = silenceIds.of(scope).get()[rule]
  if (id && (await expired(id))) keepId(scope, rule, null)
}

/**
 * Expires the silences a removed node's mutes created: `keptText` is its stored
 * `alertmanager-silences` value, read before its values were forgotten.
 */
export function expireKeptSilences(keptText: string): void {
  let json: unknown
  try {
    json = JSON.parse(keptText)
  } catch {
    return
  }
  for (const id of Object.values(readSilenceIds(json) ?? {})) void expired(id)
}
