import type { AlertThresholds } from '../../page/alert-settings.ts'
import type { NodeFacts } from './signals.ts'

export type AlertSeverity = 'notice' | 'warning' | 'critical'

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

/** The newest release of each line the vault knows (see docs/alerts.md). */
export const NEWEST_RELEASES: Readonly<Record<'codex' | 'storage', string>> = {
  codex: '0.2.5',
  storage: '0.4.4',
}

/** A rule's condition that holds now, about one subject of the node (a cid, a request id). */
export interface Condition {
  rule: RuleId
  /** What it is about, within the node; empty for the node itself. */
  subject: string
  severity: AlertSeverity
  /** The alert's title ("Disk 93 % full", "Network download of photo.jpg stalled"). */
  title: string
  /** When the condition began, where the facts know it (a download's last progress). */
  since?: number
}

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

const FAILED_PURCHASE_STATES = new Set(['failed', 'errored', 'error', 'cancelled'])

function olderThan(version: string, newest: string): boolean {
  const parts = (text: string) =>
    text
      .split(/[.-]/)
      .slice(0, 3)
      .map((part) => Number(part))
  const mine = parts(version)
  const theirs = parts(newest)
  if (mine.some((part) => Number.isNaN(part))) return false
  for (let index = 0; index < 3; index += 1) {
    const a = mine[index] ?? 0
    const b = theirs[index] ?? 0
    if (a !== b) return a < b
  }
  return false
}

function shortId(id: string): string {
  return id.length > 14 ? `${id.slice(0, 8)}…${id.slice(-4)}` : id
}

/** Every condition that holds for the node now, by the user's thresholds. */
export function conditionsOf(
  facts: NodeFacts,
  thresholds: AlertThresholds,
  now: number,
): Condition[] {
  const found: Condition[] = []
  const add = (condition: Condition) => found.push(condition)
  switch (facts.answer) {
    case 'down':
      add({
        rule: 'node-unreachable',
        subject: '',
        severity: 'critical',
        title: 'Node not answering',
      })
      break
    case 'password-refused':
      add({
        rule: 'password-refused',
        subject: '',
        severity: 'critical',
        title: 'The node refused the password',
      })
      break
    case 'browser-blocked':
      add({
        rule: 'browser-blocked',
        subject: '',
        severity: 'critical',
        title: 'The browser blocks this page from the node',
      })
      break
    case 'cors-refused':
      add({
        rule: 'cors-refused',
        subject: '',
        severity: 'critical',
        title: 'The node refuses this page (CORS)',
      })
      break
    default:
      break
  }
  // What a node says of itself matters only while it answers.
  if (facts.answer !== 'up') return found

  if (facts.quotaUsed !== null) {
    const percent = facts.quotaUsed * 100
    if (percent >= thresholds.quotaWarningPercent) {
      const critical = percent >= thresholds.quotaCriticalPercent
      add({
        rule: 'disk-full',
        subject: '',
        severity: critical ? 'critical' : 'warning',
        title: `Disk ${Math.round(percent)} % full`,
      })
    }
  }
  if (facts.internet && !facts.internet.reachable)
    add({
      rule: 'internet-unreachable',
      subject: '',
      severity: 'warning',
      title: 'Not reachable from the internet',
    })
  if (facts.peers === 0)
    add({ rule: 'no-peers', subject: '', severity: 'warning', title: 'No peers or connections' })
  if (facts.peerRecordReady === false)
    add({
      rule: 'peer-record-not-ready',
      subject: '',
      severity: 'warning',
      title: 'Signed peer record not ready',
    })

  for (const download of facts.downloads) {
    if (download.failure !== null)
      add({
        rule: 'download-failed',
        subject: download.cid,
        severity: 'warning',
        title: `Network download of ${download.name} failed: ${download.failure}`,
      })
    // Stalled is itself a span (no progress for that long): progress clears it at once.
    else if (
      download.movedAt !== null &&
      now - download.movedAt >= thresholds.downloadStallMinutes * 60_000
    )
      add({
        rule: 'download-stalled',
        subject: download.cid,
        severity: 'warning',
        title: `Network download of ${download.name} stalled`,
        since: download.movedAt,
      })
  }

  const market = facts.market
  if (market) {
    if (!market.on)
      add({
        rule: 'marketplace-off',
        subject: '',
        severity: 'warning',
        title: 'The marketplace is off',
      })
    const horizon = now + thresholds.endingHours * 3_600_000
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
    for (const slot of market.hostedSlots)
      if (slot.endsAt > now && slot.endsAt <= horizon)
        add({
          rule: 'slot-ending',
          subject: slot.id,
          severity: 'warning',
          title: `Hosted slot ${shortId(slot.id)} ends within ${thresholds.endingHours} h`,
        })
    for (const id of market.fullAvailabilities)
      add({
        rule: 'availability-full',
        subject: id,
        severity: 'warning',
        title: `Availability ${shortId(id)} has no free space left`,
      })
  }

  const release = facts.release
  if (release && olderThan(release.version, NEWEST_RELEASES[release.product]))
    add({
      rule: 'older-release',
      subject: '',
      severity: 'notice',
      title: `${release.name} ${release.version} is older than ${release.name} ${NEWEST_RELEASES[release.product]}`,
    })
  return found
}
