import type { NodePeer } from '../../api/node-info.ts'
import { getEnvironment } from '../page/environment.ts'
import { ACTIVE_PEER_WINDOW_MS } from '../cadences.ts'

/** Whether a peer is active: the node's seen flag (v0.2.x), else seen within the window (2026). */
export function isActivePeer(peer: NodePeer, now = getEnvironment().now()): boolean {
  if (peer.seen !== null) return peer.seen
  return peer.lastSeen !== null && now - peer.lastSeen * 1000 <= ACTIVE_PEER_WINDOW_MS
}
