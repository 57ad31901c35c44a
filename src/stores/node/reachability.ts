import { computed } from 'nanostores'
import type { NodeInfo, NodeReachability } from '../../api/node-info.ts'
import { perNode } from '../nodes/scope.ts'
import { debugInfo } from './status.ts'

/** How a node that knows its own reachability says it is reached, in words. */
const PORT_MAPPING: Readonly<Record<string, string>> = {
  upnp: 'through a UPnP port mapping',
  pmp: 'through a NAT-PMP port mapping',
  pcp: 'through a PCP port mapping',
  direct: 'on a public address',
}

/** `summary` is the short word for the home page: "Reachable", "Not reachable", "Not known yet". */
export type OwnReachability =
  | { state: 'reachable'; detail: string; summary: string }
  | { state: 'unreachable'; reason: string; summary: string }

/**
 * What a node that knows its own reachability (AutoNAT, 2026 nodes) says of it: no outside echo
 * service is asked then.
 */
export function ownReachability(nat: NodeReachability): OwnReachability {
  const mapping = PORT_MAPPING[nat.portMapping]
  if (nat.reachability === 'Reachable') {
    return {
      state: 'reachable',
      detail: mapping ? `Reachable ${mapping}` : 'Reachable',
      summary: 'Reachable',
    }
  }
  if (nat.reachability === 'NotReachable') {
    return {
      state: 'unreachable',
      summary: 'Not reachable',
      reason: nat.relayRunning
        ? 'The node finds it cannot be reached from the internet; peers reach it through a relay.'
        : 'The node finds it cannot be reached from the internet: forward its TCP listen port to it (TCP only), or enable UPnP on the router.',
    }
  }
  return {
    state: 'unreachable',
    summary: 'Not known yet',
    reason: 'The node does not know yet whether it can be reached: it learns it from its peers.',
  }
}

/** How many peers the node is connected to, where it says (2026 nodes); else null. */
export function connectionCount(info: NodeInfo): number | null {
  return info.connections?.length ?? null
}

/** The node's connection count while its debug info says it; null otherwise. */
export const connectionCountOf = perNode((scope) =>
  computed(debugInfo.of(scope), (info) =>
    info.state === 'ready' ? connectionCount(info.data) : null,
  ),
)

/** A 2026 node's own word on its reachability while its debug info says it; null otherwise. */
export const ownReachabilityOf = perNode((scope) =>
  computed(debugInfo.of(scope), (info) =>
    info.state === 'ready' && info.data.reachability
      ? ownReachability(info.data.reachability)
      : null,
  ),
)

/** "3 connections", "1 connection". */
export function connectionsText(count: number): string {
  return `${count} connection${count === 1 ? '' : 's'}`
}
