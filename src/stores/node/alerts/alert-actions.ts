import type { NodeScope } from '../../nodes/scope.ts'
import { expireMutedRuleSilence, silenceMutedRule, type SilenceWords } from './silences.ts'
import type { RuleId } from '../../../monitoring/rule-ids.ts'
import { mutedRules, nodeAlerts } from './stored-alerts.ts'

/** Hides an alert until its condition clears and comes back. */
export function dismissAlert(scope: NodeScope, id: string): void {
  const $alerts = nodeAlerts.of(scope)
  $alerts.set(
    $alerts.get().map((alert) => (alert.id === id ? { ...alert, dismissed: true } : alert)),
  )
}

/**
 * Mutes a rule for one node: its alerts leave the inbox and nothing of it opens until unmuted; the
 * node's Alertmanager alert of that rule is silenced too, when an Alertmanager is set, with the
 * person's words for as long as they chose.
 */
export function muteRule(scope: NodeScope, rule: RuleId, silence?: SilenceWords): void {
  const $muted = mutedRules.of(scope)
  if (!$muted.get().includes(rule)) $muted.set([...$muted.get(), rule])
  void silenceMutedRule(scope, rule, silence)
}

export function unmuteRule(scope: NodeScope, rule: RuleId): void {
  const $muted = mutedRules.of(scope)
  $muted.set($muted.get().filter((each) => each !== rule))
  void expireMutedRuleSilence(scope, rule)
}
