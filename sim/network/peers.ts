import type { SeededRandom } from '../random.ts'
import { makeIdentity, type PeerIdentity } from './identity.ts'
import { nodeAnnounceIp, peerIps } from './geo-table.ts'

export interface TableNode {
  nodeId: string
  peerId: string
  record: string
  address: string | null
  seen: boolean
}

export interface SimulatedPeer extends PeerIdentity {
  ip: string
  udpPort: number
  seen: boolean
}

/**
 * The seeded peers of the routing table: every peer IP of the geo table (several share a city,
 * so the map has bigger pins), about two thirds seen, one with an unknown address.
 */
export function simulatedPeers(random: SeededRandom): SimulatedPeer[] {
  const order = [...peerIps].sort(
    (a, b) => random.fraction(`order:${a}`) - random.fraction(`order:${b}`),
  )
  return order.map((ip, index) => {
    const udpPort = random.pick(`udp:${ip}`, [8090, 8090, 8091, 8190, 30303])
    return {
      ...makeIdentity(random, `peer:${ip}`, ip, udpPort),
      ip,
      udpPort,
      seen: index === 0 || random.fraction(`seen:${ip}`) < 0.65,
    }
  })
}

export function tableNode(peer: SimulatedPeer, index: number): TableNode {
  return {
    nodeId: peer.nodeId,
    peerId: peer.peerId,
    record: peer.spr,
    address: index === 7 ? null : `${peer.ip}:${peer.udpPort}`,
    seen: peer.seen,
  }
}

/** The node's own identity; its signed peer record holds the IP it announces. */
export const nodeIdentity = (random: SeededRandom, announceIp = nodeAnnounceIp): PeerIdentity =>
  makeIdentity(random, 'node', announceIp, 8090)
