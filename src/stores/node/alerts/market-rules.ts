import type { AlertThresholds } from '../../../monitoring/thresholds.ts'
import type { RuleId } from '../../../monitoring/rule-ids.ts'
import type { Condition } from './rules.ts'
import type { NodeFacts } from './signals.ts'
import type { ConditionKey } from './stored-alerts.ts'

const FAILED_PURCHASE_STATES = new Set(['failed', 'errored', 'error', 'cancelled'])
const MARKET_RULES: readonly RuleId[] = [
  'marketplace-off',
  'purchase-failed',
  'purchase-ending',
  'slot-ending',
  'availability-full',
]

function shortId(id: string): string {
  return id.length > 14 ? `${id.slice(0, 8)}…${id.slice(-4)}` : id
}

/** The marketplace's conditions, each rule known only once the answers it reads are. */
export function marketConditions(
  market: NodeFacts['market'],
  thresholds: AlertThresholds,
  now: number,
  add: (condition: Condition) => void,
  known: Set<RuleId | ConditionKey>,
): void {
  if (market === null) return
  if (market === 'none') {
    for (const rule of MARKET_RULES) known.add(rule)
    return
  }
  if (market.on !== null) {
    known.add('marketplace-off')
    if (!market.on)
      add({
        rule: 'marketplace-off',
        subject: '',
        severity: 'warning',
        title: 'The marketplace is off',
      })
  }
  const horizon = now + thresholds.endingHours * 3_600_000
  if (market.purchases !== null) {
    known.add('purchase-failed')
    known.add('purchase-ending')
    for (const purchase of market.purchases) {
      if (FAILED_PURCHASE_STATES.has(purchase.state))
        add({
          rule: 'purchase-failed',
          subject: purchase.id,
          severity: 'warning',
          title: `Storage request ${shortId(purchase.id)} ${purchase.state}${purchase.error ? `: ${purchase.error}` : ''}`,
        })
      else if (purchase.endsAt !== null && purchase.endsAt > now && purchase.endsAt <= horizon)
        add({
          rule: 'purchase-ending',
          subject: purchase.id,
          severity: 'warning',
          title: `Storage request ${shortId(purchase.id)} ends within ${thresholds.endingHours} h`,
        })
    }
  }
  if (market.hostedSlots !== null) {
    known.add('slot-ending')
    for (const slot of market.hostedSlots)
      if (slot.endsAt > now && slot.endsAt <= horizon)
        add({
          rule: 'slot-ending',
          subject: slot.id,
          severity: 'warning',
          title: `Hosted slot ${shortId(slot.id)} ends within ${thresholds.endingHours} h`,
        })
  }
  if (market.fullAvailabilities !== null) {
    known.add('availability-full')
    for (const id of market.fullAvailabilities)
      add({
        rule: 'availability-full',
        subject: id,
        severity: 'warning',
        title: `Availability ${shortId(id)} has no free space left`,
      })
  }
}
