import { resolve } from 'node:path'
import type { NodeContext } from '../node-context.ts'
import { nodeAddresses } from '../network/announce.ts'
import { nodeListenPort } from '../network/geo-table.ts'
import { tableNode, type SimulatedPeer } from '../network/peers.ts'

/** Release builds capture every `git tag` at build time, one per line. */
const tags = (last: number): string =>
  [
    ...Array.from({ length: 10 }, (_, minor) => `v0.1.${minor}`),
    ...Array.from({ length: last + 1 }, (_, patch) => `v0.2.${patch}`),
  ].join('\n')

const codex020 = { version: tags(0), revision: '16dce0fc' }
/** v0.2.5's tag list, commit and `vendor/codex-contracts-eth` commit. */
const codex025 = { version: tags(5), revision: '36f64ad3', contracts: '886e8c5b' }
/** The 2026 line reports its nimble version (simulated revision). */
const storageVersion = { version: '0.4.4', revision: 'c41b7a02' }

/** Where the node listens and what it announces, by `--announce`. */
function addresses(node: NodeContext) {
  const { listenIp, announceIp } = nodeAddresses(node.options.announce)
  return {
    announceIp,
    listened: `/ip4/${listenIp}/tcp/${nodeListenPort}`,
    announced: `/ip4/${announceIp}/tcp/${nodeListenPort}`,
  }
}

/** Codex v0.2.x: `repo`, `announceAddresses`, the old routing table and a `codex` block. */
function codexDebugInfo(node: NodeContext, spr: string) {
  const { listened, announced } = addresses(node)
  return {
    id: node.identity.peerId,
    addrs: [listened],
    repo: resolve(node.options.dataDir),
    spr,
    announceAddresses: [announced],
    table: {
      localNode: {
        nodeId: node.identity.nodeId,
        peerId: node.identity.peerId,
        record: spr,
        address: '0.0.0.0:8090',
        seen: false,
      },
      nodes: node.peers.map(tableNode),
    },
    codex: node.line.availabilityLifecycle ? codex025 : codex020,
  }
}

/** A 2026 table entry: every address of the peer's record, and when it was last seen. */
function storageTableNode(node: NodeContext, peer: SimulatedPeer, index: number) {
  const { address } = tableNode(peer, index)
  const ago = peer.seen
    ? node.random.integer(`lastSeen:${peer.peerId}`, 5, 900)
    : node.random.integer(`lastSeen:${peer.peerId}`, 3600, 86400)
  return {
    peerId: peer.peerId,
    addresses: address === null ? [] : [`/ip4/${peer.ip}/udp/${peer.udpPort}`],
    lastSeen: node.clock.now() - ago,
  }
}

/** Mix's curve25519 public key, hex, derived from the seed. */
const mixPublicKey = (node: NodeContext): string =>
  Buffer.from(node.random.bytes('mix:key', 32)).toString('hex')

/** Some seen peers, plus every peer dialled with `/connect` since start. */
function connections(node: NodeContext, seen: SimulatedPeer[]) {
  const list = seen.slice(0, 6).map((peer, index) => ({ peerId: peer.peerId, direct: index !== 3 }))
  for (const peerId of node.connectedPeers) {
    if (!list.some((connection) => connection.peerId === peerId))
      list.push({ peerId, direct: true })
  }
  return list
}

/** Logos Storage 0.4: `storage`, `nat`, `connections`; no `repo` nor `announceAddresses`. */
function storageDebugInfo(node: NodeContext, spr: string) {
  const seen = node.peers.filter((peer) => peer.seen)
  const { announceIp, announced } = addresses(node)
  return {
    id: node.identity.peerId,
    addrs: [announced],
    spr,
    libp2pPubKey: node.identity.publicKey,
    mixPubKey: node.options.mix ? mixPublicKey(node) : null,
    table: {
      localNode: {
        peerId: node.identity.peerId,
        addresses: [`/ip4/${announceIp}/udp/8090`],
        lastSeen: null,
      },
      nodes: node.peers.map((peer, index) => storageTableNode(node, peer, index)),
    },
    storage: storageVersion,
    nat: node.nat,
    connections: connections(node, seen),
    privateQueries: false,
    ...(node.options.debugInfoExtras ? storageDebugExtras(node, spr) : {}),
  }
}

/** Fields some 2026 builds sent and later ones dropped (`--debug-info-extras`). */
function storageDebugExtras(node: NodeContext, spr: string) {
  const { announceIp, announced } = addresses(node)
  return {
    repo: resolve(node.options.dataDir),
    providerRecord: spr === '' ? null : { peerId: node.identity.peerId, addrs: [announced] },
    announceAddresses: [announced],
    dhtAddresses: [`/ip4/${announceIp}/tcp/${nodeListenPort}/p2p/${node.identity.peerId}`],
  }
}

export function debugInfo(node: NodeContext) {
  const spr = Date.now() >= node.sprReadyAt ? node.identity.spr : ''
  return node.line.storage2026 ? storageDebugInfo(node, spr) : codexDebugInfo(node, spr)
}
