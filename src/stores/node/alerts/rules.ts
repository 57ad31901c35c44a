import type { AlertThresholds } from '../../../monitoring/thresholds.ts'
import type { Judgement } from './judge.ts'
import { marketConditions } from './market-rules.ts'
import type { AlertLevel, RuleId } from '../../../monitoring/rule-ids.ts'
import type { NodeFacts } from './signals.ts'
import { keyOfCondition, type ConditionKey } from './stored-alerts.ts'

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
  severity: AlertLevel
  /** The alert's title ("Disk 93 % full", "Network download of photo.jpg stalled"). */
  title: string
  /** When the condition began, where the facts know it (a download's last progress). */
  since?: number
}

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

const ANSWER_RULES: readonly RuleId[] = [
  'node-unreachable',
  'password-refused',
  'browser-blocked',
  'cors-refused',
]

/**
 * Every condition that holds for the node now, by the user's thresholds, and the rules whose facts
 * are known: the others can neither open nor resolve anything.
 */
export function conditionsOf(
  facts: NodeFacts,
  thresholds: AlertThresholds,
  now: number,
): Judgement {
  const found: Condition[] = []
  const known = new Set<RuleId | ConditionKey>()
  const add = (condition: Condition) => found.push(condition)
  const judgement = { conditions: found, known }
  if (facts.answer !== 'unknown') for (const rule of ANSWER_RULES) known.add(rule)
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
  // What a node says of itself is known only while it answers.
  const nodeSays = facts.answer === 'up'
  if (nodeSays) {
    if (facts.quotaUsed !== null) known.add('disk-full')
    if (facts.internet !== null) known.add('internet-unreachable')
    if (facts.peers !== null) known.add('no-peers')
    if (facts.peerRecordReady !== null) known.add('peer-record-not-ready')
    if (facts.release !== null) known.add('older-release')
  }

  if (nodeSays && facts.quotaUsed !== null) {
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
  if (nodeSays && facts.internet && !facts.internet.reachable) {
    // Announcing only 127.0.0.1 is how a node is started to try it on one computer: no fault.
    const local = facts.internet.local
    add({
      rule: 'internet-unreachable',
      subject: '',
      severity: local?.space === 'loopback' ? 'notice' : 'warning',
      title: local
        ? `Announces only a local address (${local.host})`
        : 'Not reachable from the internet',
    })
  }
  if (nodeSays && facts.peers === 0)
    add({ rule: 'no-peers', subject: '', severity: 'warning', title: 'No peers or connections' })
  if (nodeSays && facts.peerRecordReady === false)
    add({
      rule: 'peer-record-not-ready',
      subject: '',
      severity: 'warning',
      title: 'Signed peer record not ready',
    })

  for (const download of facts.downloads) {
    const { movedAt } = download
    const stalled = movedAt !== null && now - movedAt >= thresholds.downloadStallMinutes * 60_000
    // Known only for the downloads this tab has read or follows, each as far as it can see.
    known.add(keyOfCondition('download-failed', download.cid))
    if (!download.unseen || stalled) known.add(keyOfCondition('download-stalled', download.cid))
    if (download.failure !== null)
      add({
        rule: 'download-failed',
        subject: download.cid,
        severity: 'warning',
        title: `Network download of ${download.name} failed: ${download.failure}`,
      })
    // Stalled is itself a span (no progress for that long): progress clears it at once.
    else if (stalled)
      add({
        rule: 'download-stalled',
        subject: download.cid,
        severity: 'warning',
        title: `Network download of ${download.name} stalled`,
        since: movedAt,
      })
  }

  if (nodeSays) marketConditions(facts.market, thresholds, now, add, known)

  const release = facts.release
  if (nodeSays && release && olderThan(release.version, NEWEST_RELEASES[release.product]))
    add({
      rule: 'older-release',
      subject: '',
      severity: 'notice',
      title: `${release.name} ${release.version} is older than ${release.name} ${NEWEST_RELEASES[release.product]}`,
    })
  return judgement
}
