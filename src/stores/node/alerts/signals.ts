import { onNotify } from 'nanostores'
import type { NodeInfo } from '../../../api/node-info.ts'
import type { NodeScope } from '../../nodes/scope.ts'
import { awaitsPassword } from '../../nodes/registry.ts'
import { corsRefused } from '../cors-refused.ts'
import { localNetworkBlocked } from '../local-network.ts'
import { networkDownloads } from '../network-download-list.ts'
import { downloadRecords } from '../network-download-records.ts'
import { nodeProfile } from '../profile.ts'
import type { QueryStore, QueryValue } from '../query.ts'
import { answerOf, freshOf } from './answers.ts'
import { networkDownloadFacts, type DownloadFact } from './download-facts.ts'
import { marketFacts } from './market-facts.ts'
import {
  localAnnounce,
  localAnnounceAdvice,
  localAnnounceSummary,
  tcpListenPort,
  type LocalAnnounce,
} from '../connectivity-advice.ts'
import { assessConnectivity } from '../connectivity-verdict.ts'
import { portForwarding } from '../port-forwarding.ts'
import { space } from '../space.ts'
import { debugInfo, marketplace, spr } from '../status.ts'
import { availabilitiesQuery } from '../availabilities.ts'
import { reservationsQuery } from '../availability-reservations.ts'
import { purchasesQuery } from '../purchases.ts'

export type { DownloadFact } from './download-facts.ts'

// The one door between the alert rules and the node's stores. Every fact is read from answers the
// page already has (`.value`, never `get()`: reading must not mount a query) and every change is
// heard through `observe`, so watching a node never causes a request. A fact is known only from a
// fresh answer (this page's, its last ask good): null means not known, never "fine".

/** Whether the node answers, and if not, why, as far as the page knows without asking again. */
export type NodeAnswer =
  'unknown' | 'up' | 'down' | 'password-refused' | 'browser-blocked' | 'cors-refused'

export interface PurchaseFact {
  id: string
  state: string
  error: string | null
  /** When it ends (ms), where this browser made it and so knows its start; else null. */
  endsAt: number | null
}

export interface MarketFacts {
  /** False once a marketplace seen working (on this browser, ever) stops answering or is off. */
  on: boolean | null
  purchases: PurchaseFact[] | null
  /** Availabilities with no free space left, by id. */
  fullAvailabilities: string[] | null
  /** Hosted slots (reservations) with their end (ms). */
  hostedSlots: { id: string; endsAt: number }[] | null
}

/** Everything the rules judge about one node, at one moment. */
export interface NodeFacts {
  answer: NodeAnswer
  /** Quota used over quota, 0 to 1; null until known. */
  quotaUsed: number | null
  /**
   * Whether the internet reaches the node, and why not (`local`: it announces only a local
   * address); null until known.
   */
  internet:
    { reachable: true } | { reachable: false; reason: string; local: LocalAnnounce | null } | null
  /** Peers connected (or known, on nodes that do not list connections); null until known. */
  peers: number | null
  /** Whether the node's signed peer record is built; null until known. */
  peerRecordReady: boolean | null
  downloads: DownloadFact[]
  /** `none` on a node without a marketplace; null until that is known; each part null until known. */
  market: MarketFacts | 'none' | null
  /** The node's line and version, once detected. */
  release: { product: 'codex' | 'storage'; name: string; version: string } | null
}

function errorOf<T>(value: QueryValue<T>) {
  return value.state === 'error' || (value.state === 'ready' && value.stale)
    ? value.error
    : undefined
}

/** Whether the node answers: from the status poll every page already makes. */
export function nodeAnswer(scope: NodeScope): NodeAnswer {
  const value = answerOf(spr.of(scope))
  if (value.state === 'loading') return 'unknown'
  if (value.state === 'ready' && !value.stale) return 'up'
  const error = errorOf(value)
  // A node whose password is not typed in yet was sent none: nothing to judge until it is.
  if (error?.code === 401) return awaitsPassword(scope.binding.key) ? 'unknown' : 'password-refused'
  if (localNetworkBlocked.of(scope).value) return 'browser-blocked'
  // The fleet table probes (without CORS) whether the node refuses this origin; only read here.
  if (error?.code === 502 && corsRefused.of(scope).value === true) return 'cors-refused'
  return 'down'
}

/** Whether the internet reaches the node: the connectivity check's own reading (2026 nodes). */
export function internetReachability(scope: NodeScope): NodeFacts['internet'] {
  const info = answerOf(debugInfo.of(scope))
  const fresh = freshOf(info)
  // What it announces is known from its own answer: no port check is needed to know that.
  const local =
    fresh && fresh.reachability?.reachability !== 'Reachable' ? localAnnounce(fresh) : null
  if (fresh && local && nodeAnswer(scope) === 'up') {
    const advice = localAnnounceAdvice(local, tcpListenPort(fresh))
    return { reachable: false, reason: `${localAnnounceSummary(local)} ${advice}`, local }
  }
  if (!fresh?.reachability) return portCheck(scope)
  const check = assessConnectivity({
    node: nodeAnswer(scope) === 'up' ? 'up' : 'down',
    info,
    sprValue: answerOf(spr.of(scope)),
    port: null,
  })
  if (check.state === 'reachable') return { reachable: true }
  // "Not known yet" is no fault: the node is still asking its peers.
  if (check.state !== 'not-reachable' || info.state !== 'ready') return null
  if (info.data.reachability?.reachability !== 'NotReachable') return null
  return {
    reachable: false,
    reason: [...check.reasons, check.advice].filter(Boolean).join(' '),
    local: null,
  }
}

/**
 * A node that does not know its own reachability (Codex): the health check's port check, as it
 * last answered while shown (read, never mounted: mounting it would ask the echo service).
 */
function portCheck(scope: NodeScope): NodeFacts['internet'] {
  const port = portForwarding.of(scope).value
  if (port?.state === 'reachable') return { reachable: true }
  if (port?.state !== 'unreachable' || nodeAnswer(scope) !== 'up') return null
  return {
    reachable: false,
    reason: `The port check found the node's port closed${port.reason ? `: ${port.reason}` : ''}.`,
    local: null,
  }
}

function peerCount(info: NodeInfo): number {
  return info.connections?.length ?? info.peers.length
}

/** Whether the signed peer record is built: `/spr` answers it (`""` while a node builds it). */
export function peerRecordReady(scope: NodeScope): boolean | null {
  const value = answerOf(spr.of(scope))
  const info = freshOf(answerOf(debugInfo.of(scope)))
  if (freshOf(value) === '' || info?.spr === '') return false
  return value.state === 'ready' && !value.stale ? true : null
}

/** Everything the rules judge about the node now. */
export function readFacts(scope: NodeScope, downloadsSeen: Set<string>): NodeFacts {
  const quota = freshOf(answerOf(space.of(scope)))
  const info = freshOf(answerOf(debugInfo.of(scope)))
  const profile = freshOf(answerOf(nodeProfile.of(scope)))
  return {
    answer: nodeAnswer(scope),
    quotaUsed: !quota
      ? null
      : quota.quotaMaxBytes > 0n
        ? Number((quota.quotaUsedBytes * 10_000n) / quota.quotaMaxBytes) / 10_000
        : 0,
    internet: internetReachability(scope),
    peers: info ? peerCount(info) : null,
    peerRecordReady: peerRecordReady(scope),
    downloads: networkDownloadFacts(scope, downloadsSeen),
    market: marketFacts(scope),
    release: profile
      ? { product: profile.line.product, name: profile.line.name, version: profile.version }
      : null,
  }
}

/** Every query the facts are read from: their answers are what the rules hear. */
function observedQueries(scope: NodeScope): QueryStore<unknown>[] {
  return [
    spr.of(scope),
    marketplace.of(scope),
    debugInfo.of(scope),
    space.of(scope),
    nodeProfile.of(scope),
    purchasesQuery.of(scope),
    availabilitiesQuery.of(scope),
    reservationsQuery.of(scope),
  ] as QueryStore<unknown>[]
}

/** Calls `changed` after every answer the node's views get, and every download change. */
export function watchFacts(scope: NodeScope, changed: () => void): () => void {
  const stops = observedQueries(scope).map((query) => query.observe(() => changed()))
  // The downloads (this page's and the kept ones) and the port check are browser state, not node
  // queries: hearing their changes asks nothing (`onNotify` leaves the port check unmounted).
  stops.push(networkDownloads.of(scope).listen(() => changed()))
  stops.push(downloadRecords.of(scope).listen(() => changed()))
  stops.push(onNotify(portForwarding.of(scope), () => changed()))
  return () => {
    for (const stop of stops) stop()
  }
}
