import type { NodeInfo } from '../../api/node-info.ts'
import {
  forwardingAdvice,
  localAnnounce,
  localAnnounceAdvice,
  localAnnounceSummary,
  tcpListenPort,
} from './connectivity-advice.ts'
import type { PortForwarding } from './port-forwarding.ts'
import { ownReachability } from './reachability.ts'
import type { Health } from './status.ts'
import type { QueryValue } from './query.ts'

/**
 * Whether the node can be reached from the internet: `starting` while it builds its signed peer
 * record, `reachable`, `not-reachable` (or not known yet), `local-only` when it announces only an
 * address of this computer or of the local network, `down` when the node does not answer,
 * `untested` for a node that does not know its own reachability where no echo service is asked.
 */
export type ConnectivityState =
  'checking' | 'down' | 'starting' | 'reachable' | 'not-reachable' | 'local-only' | 'untested'

/** The health score's level, as Bee's topology score: each has one explanation. */
export type HealthLevel = 'good' | 'fair' | 'poor'

export interface Connectivity {
  state: ConnectivityState
  /** One plain sentence: whether the node can be reached from the internet. */
  summary: string
  /** What the node says, one plain sentence each (reachability, mapping, connections, peers). */
  reasons: string[]
  /** What to do, naming the TCP listen port, while the node cannot be reached; else null. */
  advice: string | null
  /** 0 to 100 while the node answers; null otherwise. */
  score: number | null
  level: HealthLevel | null
  /** The level's explanation (`HEALTH_LEVEL_TEXT`). */
  levelText: string | null
  /** Since when (ms, the environment's clock) the state has held: for "for 5 minutes" alerts. */
  since: number
}

/** Score thresholds: `good` from 80, `fair` from 50, `poor` below. */
export const HEALTH_THRESHOLDS = { good: 80, fair: 50 } as const

export const HEALTH_LEVEL_TEXT: Readonly<Record<HealthLevel, string>> = {
  good: 'Good: peers can reach the node directly and it is well connected.',
  fair: 'Fair: the node works, but peers may find it slowly or only through others.',
  poor: 'Poor: peers can hardly reach the node; sharing and fetching files may fail.',
}

export const healthLevelOf = (score: number): HealthLevel =>
  score >= HEALTH_THRESHOLDS.good ? 'good' : score >= HEALTH_THRESHOLDS.fair ? 'fair' : 'poor'

export interface ConnectivityInput {
  node: Health
  info: QueryValue<NodeInfo>
  sprValue: QueryValue<string>
  /** The echo service's answer, for nodes that do not know their own reachability; null: not asked. */
  port: PortForwarding | null
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** The connectivity check, without `since`: a pure reading of what the node answers. */
export function assessConnectivity(input: ConnectivityInput): Omit<Connectivity, 'since'> {
  const { node, info, sprValue, port } = input
  if (node === 'checking' || info.state === 'loading') {
    return blank('checking', 'Checking whether the node can be reached…')
  }
  if (node === 'down' || info.state === 'error') {
    return blank('down', 'The node does not answer, so its reachability cannot be checked.')
  }
  const data = info.data
  const reasons: string[] = []
  let score = 0
  const starting = data.spr === '' || (sprValue.state === 'ready' && sprValue.data === '')
  if (starting) {
    reasons.push('The node is starting: it is still building its signed peer record.')
  } else {
    score += 10
  }

  // A node's own word that it is reached wins; else what it announces says it all, whatever a
  // port check would find: peers dial the announced address, never the router's.
  const local = data.reachability?.reachability === 'Reachable' ? null : localAnnounce(data)
  let reachable: boolean | null
  if (local) {
    reachable = false
    reasons.push(`It announces ${data.announcedAddresses.join(', ')}.`)
  } else if (data.reachability) {
    const own = ownReachability(data.reachability)
    reachable =
      own.state === 'reachable' ? true : data.reachability.reachability === 'Unknown' ? null : false
    reasons.push(own.state === 'reachable' ? `${own.detail}.` : own.reason)
  } else if (port === null) {
    reachable = null
    reasons.push(
      'This node does not report its own reachability: the health check in Settings tests its port.',
    )
  } else if (port.state === 'checking') {
    reachable = null
  } else {
    reachable = port.state === 'reachable'
    const why = port.state === 'unreachable' && port.reason ? ` (${port.reason})` : ''
    reasons.push(
      reachable
        ? 'The echo service reached the node from the internet.'
        : `The echo service could not reach the node from the internet${why}.`,
    )
  }
  if (reachable) score += 40
  else if (reachable === null) score += 15

  const connections = data.connections
  if (connections) {
    const direct = connections.filter((connection) => connection.direct !== false).length
    const relayed = connections.length - direct
    if (connections.length === 0) reasons.push('It has no connection to any peer right now.')
    else if (direct === 0) {
      reasons.push(
        `All ${plural(relayed, 'connection')} go through a relay: no peer reaches it directly.`,
      )
    } else {
      reasons.push(
        `${plural(direct, 'direct connection')}${relayed > 0 ? `, ${relayed} through a relay` : ''}.`,
      )
    }
    score += direct >= 3 ? 30 : direct >= 1 ? 15 : 0
  } else {
    score += 15
  }
  const peers = data.peers.length
  reasons.push(peers === 0 ? 'It knows no peers yet.' : `It knows ${plural(peers, 'peer')}.`)
  score += peers >= 8 ? 20 : peers >= 1 ? 10 : 0

  const level = healthLevelOf(score)
  const levelText = HEALTH_LEVEL_TEXT[level]
  const advice = local
    ? localAnnounceAdvice(local, tcpListenPort(data))
    : reachable === false
      ? forwardingAdvice(tcpListenPort(data))
      : null
  if (!data.reachability && port === null && !starting && !local) {
    return {
      state: 'untested',
      summary: 'This node does not say whether it can be reached from the internet.',
      reasons,
      advice,
      score: null,
      level: null,
      levelText: null,
    }
  }
  if (starting) {
    return {
      state: 'starting',
      summary: 'The node is starting.',
      reasons,
      advice,
      score,
      level,
      levelText,
    }
  }
  if (local) {
    const summary = localAnnounceSummary(local)
    return { state: 'local-only', summary, reasons, advice, score, level, levelText }
  }
  if (reachable) {
    return {
      state: 'reachable',
      summary: 'The node can be reached from the internet.',
      reasons,
      advice,
      score,
      level,
      levelText,
    }
  }
  return {
    state: 'not-reachable',
    summary:
      reachable === null
        ? 'It is not known yet whether the node can be reached from the internet.'
        : 'The node cannot be reached from the internet.',
    reasons,
    advice,
    score,
    level,
    levelText,
  }
}

export function blank(state: ConnectivityState, summary: string): Omit<Connectivity, 'since'> {
  return { state, summary, reasons: [], advice: null, score: null, level: null, levelText: null }
}
