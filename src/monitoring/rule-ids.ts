import type { AlertThresholds } from './thresholds.ts'

// The rules' names and delays: what the first screen's stored alerts are checked against, kept
// apart from the rules themselves (which load with the engine).

/** How grave an alert is, in the browser and in Prometheus's rules alike. */
export type AlertLevel = 'notice' | 'warning' | 'critical'

export const RULE_IDS = [
  'node-unreachable',
  'password-refused',
  'browser-blocked',
  'cors-refused',
  'disk-full',
  'internet-unreachable',
  'no-peers',
  'peer-record-not-ready',
  'download-stalled',
  'download-failed',
  'purchase-failed',
  'purchase-ending',
  'slot-ending',
  'availability-full',
  'marketplace-off',
  'older-release',
] as const

export type RuleId = (typeof RULE_IDS)[number]

/** How long a condition must hold before it opens an alert, in ms. */
export function delayOf(rule: RuleId, thresholds: AlertThresholds): number {
  switch (rule) {
    // A marketplace answers a moment after its node comes back: only a lasting silence counts.
    case 'node-unreachable':
    case 'marketplace-off':
      return thresholds.unreachableSeconds * 1000
    case 'internet-unreachable':
    case 'no-peers':
    case 'peer-record-not-ready':
      return thresholds.networkMinutes * 60_000
    default:
      return 0
  }
}
