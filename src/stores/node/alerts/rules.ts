import { PASSWORD_REFUSED } from '../../../api/http.ts'
import type { AlertThresholds } from '../../page/alert-settings.ts'
import { LOCAL_NETWORK_BLOCKED } from '../local-network.ts'
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

/** What a rule tells the user: its name, what an alert of it means, and what to do. */
export interface RuleText {
  name: string
  meaning: string
  /** What to do; `node-fix-steps` shows the health check's own steps for a silent node. */
  fix: string
}

export const RULE_TEXTS: Readonly<Record<RuleId, RuleText>> = {
  'node-unreachable': {
    name: 'Node not answering',
    meaning:
      'The node has not answered the vault for a while: it may be stopped, or the address changed.',
    fix: 'node-fix-steps',
  },
  'password-refused': {
    name: 'Password refused',
    meaning:
      'The node (or the proxy in front of it) refuses the username and password the vault sends.',
    fix: PASSWORD_REFUSED,
  },
  'browser-blocked': {
    name: 'Blocked by the browser',
    meaning: 'The browser keeps this page from the node (local network access).',
    fix: LOCAL_NETWORK_BLOCKED,
  },
  'cors-refused': {
    name: 'This page is refused',
    meaning: 'The node answers, but not to this page: its CORS setting leaves this origin out.',
    fix: 'Start the node with --api-cors-origin set to the vault’s address, or --api-cors-origin="*".',
  },
  'disk-full': {
    name: 'Disk almost full',
    meaning:
      'The node has used most of its storage quota: new files and hosted slots will soon be refused.',
    fix: 'Delete files you no longer need, or start the node with a larger quota (--storage-quota).',
  },
  'internet-unreachable': {
    name: 'Not reachable from the internet',
    meaning: 'Other nodes cannot open a connection to this node.',
    fix: 'Forward the node’s port on your router to this machine, or enable UPnP on the router.',
  },
  'no-peers': {
    name: 'No peers',
    meaning: 'The node is connected to no other node: it can neither fetch nor share data.',
    fix: 'Check that the machine is online and that the node was started with bootstrap nodes (--bootstrap-node).',
  },
  'peer-record-not-ready': {
    name: 'Peer record not ready',
    meaning: 'The node has not built its signed peer record yet, so other nodes cannot find it.',
    fix: 'Wait for the node to finish starting; if it lasts, check its listen and announce addresses and its port forwarding.',
  },
  'download-stalled': {
    name: 'Network download stalled',
    meaning: 'A network download has received no data for a while: no peer that has it answers.',
    fix: 'Check the node’s peers on the Peers page; cancel the download and start it again later.',
  },
  'download-failed': {
    name: 'Network download failed',
    meaning: 'A network download stopped before it finished.',
    fix: 'Start the download again; check that the cid is right and that the node has peers.',
  },
  'purchase-failed': {
    name: 'Storage request failed',
    meaning: 'A storage request failed, errored or was cancelled: the file is not stored by hosts.',
    fix: 'Open Purchases to read why, then make a new storage request for the file.',
  },
  'purchase-ending': {
    name: 'Storage request ending',
    meaning: 'A storage request ends soon: hosts stop storing the file after it.',
    fix: 'Make a new storage request for the file before this one ends.',
  },
  'slot-ending': {
    name: 'Hosted slot ending',
    meaning: 'A slot this node hosts ends soon; its space frees up after it.',
    fix: 'Nothing to do unless you want to keep earning: check that an availability still offers the space.',
  },
  'availability-full': {
    name: 'Availability full',
    meaning: 'An availability has no free space left: it takes no new slots.',
    fix: 'Open Host and give the availability more space, or create another one.',
  },
  'marketplace-off': {
    name: 'Marketplace off',
    meaning: 'The node’s marketplace stopped answering: storage requests and hosting do not work.',
    fix: 'Start the node with persistence (--persistence) and a working Ethereum provider, then check the health check.',
  },
  'older-release': {
    name: 'Older release',
    meaning: 'The node runs an older release of its line than the newest one the vault knows.',
    fix: 'Update the node to the newest release of its line when you can.',
  },
}

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
    case 'node-unreachable':
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
