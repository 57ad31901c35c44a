import { atom, onMount, type ReadableAtom } from 'nanostores'
import type { NodeInfo } from '../../api/node-info.ts'
import { getEnvironment } from '../page/environment.ts'
import { perNode, type NodeScope } from '../nodes/scope.ts'
import type { PortForwarding } from './port-forwarding.ts'
import { ownReachability } from './reachability.ts'
import { debugInfo, nodeHealth, spr, type Health } from './status.ts'
import type { QueryValue } from './query.ts'

/**
 * Whether the node can be reached from the internet: `starting` while it builds its signed peer
 * record, `reachable`, `not-reachable` (or not known yet), `down` when the node does not answer,
 * `untested` for a node that does not know its own reachability where no echo service is asked.
 */
export type ConnectivityState =
  'checking' | 'down' | 'starting' | 'reachable' | 'not-reachable' | 'untested'

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

/** The TCP port of the node's first listen address that has one (`/ip4/…/tcp/8070`); else null. */
export function tcpListenPort(info: NodeInfo): number | null {
  for (const address of [...info.addrs, ...info.announcedAddresses]) {
    const port = /\/tcp\/(\d+)/.exec(address)?.[1]
    if (port) return Number(port)
  }
  return null
}

/** Where the user forwards a port: the TCP listen port only (the node has no UDP discovery). */
export function forwardingAdvice(port: number | null): string {
  const which = port === null ? "the node's TCP listen port" : `TCP port ${port}`
  return `Forward ${which} on your router to this computer, or enable UPnP there. Only TCP is needed: no UDP port has to be forwarded.`
}

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

  let reachable: boolean | null
  if (data.reachability) {
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
  const advice = reachable === false ? forwardingAdvice(tcpListenPort(data)) : null
  if (!data.reachability && port === null && !starting) {
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

function blank(state: ConnectivityState, summary: string): Omit<Connectivity, 'since'> {
  return { state, summary, reasons: [], advice: null, score: null, level: null, levelText: null }
}

/** Re-test delays after a failed check, in ms: doubling from 5 s, then every 2 minutes. */
export const RETEST_DELAYS_MS = [5_000, 10_000, 20_000, 40_000, 80_000, 120_000] as const

const needsRetest = (state: ConnectivityState) => state === 'starting' || state === 'not-reachable'

/**
 * A connectivity check of one node, from its debug info, its SPR and (where given) the echo
 * service's port check: while watched and failing (starting or not reachable) it asks the node
 * again with back-off, and the warning clears by itself once a check passes.
 */
export function createConnectivity(
  scope: NodeScope,
  $port: ReadableAtom<PortForwarding> | null,
): ReadableAtom<Connectivity> {
  const $connectivity = atom<Connectivity>({
    ...blank('checking', 'Checking whether the node can be reached…'),
    since: 0,
  })
  const $node = nodeHealth.of(scope)
  const $info = debugInfo.of(scope)
  const $spr = spr.of(scope)
  onMount($connectivity, () => {
    let retests = 0
    let timer: ReturnType<typeof setTimeout> | undefined

    function schedule(state: ConnectivityState): void {
      if (!needsRetest(state)) {
        retests = 0
        clearTimeout(timer)
        timer = undefined
        return
      }
      if (timer !== undefined) return
      const delay = RETEST_DELAYS_MS[Math.min(retests, RETEST_DELAYS_MS.length - 1)] ?? 120_000
      retests += 1
      timer = setTimeout(() => {
        timer = undefined
        void Promise.all([$info.refetch(), $spr.refetch()])
      }, delay)
    }

    function update(): void {
      const next = assessConnectivity({
        node: $node.get(),
        info: $info.get(),
        sprValue: $spr.get(),
        port: $port ? $port.get() : null,
      })
      const current = $connectivity.get()
      const since =
        current.state === next.state && current.since ? current.since : getEnvironment().now()
      $connectivity.set({ ...next, since })
      schedule(next.state)
    }

    const stores: ReadableAtom<unknown>[] = [$node, $info, $spr, ...($port ? [$port] : [])]
    const unbinders = stores.map((store) => store.subscribe(update))
    return () => {
      clearTimeout(timer)
      timer = undefined
      for (const unbind of unbinders) unbind()
    }
  })
  return $connectivity
}

/**
 * The connectivity check without the echo service (the home card): a node that does not know
 * its own reachability is `untested` here; the health check's `connectivity`
 * (`connectivity-check.ts`) asks the echo service for it.
 */
export const ownConnectivity = perNode((scope) => createConnectivity(scope, null))
