import { readVersion } from './node-profile.ts'
import type { WireDebugInfo, WirePeer } from './schemas/node.ts'

/** A peer of the node's routing table, the same on every line. */
export interface NodePeer {
  peerId: string
  /** As the node gives them: `ip:port` (v0.2.x) or multiaddrs (2026). */
  addresses: string[]
  /** The first IP among the addresses, for the geo lookup; null when there is none. */
  ip: string | null
  /** Whether the node has seen the peer answer, where the node says so (v0.2.x). */
  seen: boolean | null
  /** When the node last saw the peer, in unix seconds, where the node says so (2026). */
  lastSeen: number | null
}

/** What the node knows of its own reachability (AutoNAT and port mapping, 2026 nodes). */
export interface NodeReachability {
  /** `Unknown`, `Reachable` or `NotReachable`. */
  reachability: string
  /** `none`, `upnp`, `pmp`, `pcp` or `direct`. */
  portMapping: string
  relayRunning: boolean
  clientMode: boolean
}

export interface PeerConnection {
  peerId: string
  /** False when the connection goes through a relay; null when the node does not say. */
  direct: boolean | null
}

/** `/debug/info` of any line, as one domain type. */
export interface NodeInfo {
  id: string
  /** The addresses the node listens on (2026 nodes: the ones they announce). */
  addrs: string[]
  spr: string
  version: string
  revision: string
  /** The addresses others dial: the v0.2.x node's announce addresses where sent, else `addrs`. */
  announcedAddresses: string[]
  peers: NodePeer[]
  /** Null where the node does not know it (v0.2.x: an outside echo service is asked). */
  reachability: NodeReachability | null
  /** The node's active peer connections; null where the node does not list them. */
  connections: PeerConnection[] | null
  /** Everything the node sent, to show on the debug page as it is. */
  sent: Record<string, unknown>
}

export function toNodeInfo(wire: WireDebugInfo): NodeInfo {
  const stated = wire.storage ?? wire.codex
  return {
    id: wire.id,
    addrs: wire.addrs,
    spr: wire.spr,
    version: readVersion(stated?.version),
    revision: stated?.revision ?? '',
    announcedAddresses: wire.announceAddresses ?? wire.addrs,
    peers: wire.table.nodes.map(toNodePeer),
    reachability: wire.nat
      ? {
          reachability: wire.nat.reachability,
          portMapping: wire.nat.portMapping,
          relayRunning: wire.nat.relayRunning,
          clientMode: wire.nat.clientMode,
        }
      : null,
    connections:
      wire.connections?.map(({ peerId, direct }) => ({ peerId, direct: direct ?? null })) ?? null,
    sent: wire,
  }
}

function toNodePeer(peer: WirePeer): NodePeer {
  const addresses = peer.addresses ?? (peer.address ? [peer.address] : [])
  return {
    peerId: peer.peerId,
    addresses,
    ip: addresses.map(ipOf).find((ip) => ip !== null) ?? null,
    seen: peer.seen ?? null,
    lastSeen: peer.lastSeen ?? null,
  }
}

/** The IP of `1.2.3.4:8090`, `/ip4/1.2.3.4/udp/8090` or `/ip6/::1/tcp/8070`; null otherwise. */
export function ipOf(address: string): string | null {
  const multiaddr = /^\/ip[46]\/([^/]+)/.exec(address)
  if (multiaddr) return multiaddr[1] ?? null
  if (address.startsWith('/')) return null
  const host = address.trim().replace(/:\d+$/, '')
  return host || null
}
