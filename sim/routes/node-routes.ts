import { base58btc } from 'multiformats/bases/base58'
import { prefersPlainText } from '../accept.ts'
import type { Router } from '../http/router.ts'
import type { NodeContext } from '../node-context.ts'

/**
 * A libp2p peer id in base58: an identity or sha2-256 multihash. As libp2p's `MultiHash.validate`,
 * the digest must fit in what follows its header, not fill it (the real node takes
 * `16Uiu2HAmNotAPeer` for a peer id and answers `Unable to find Peer!`).
 */
function isPeerId(text: string): boolean {
  try {
    const bytes = base58btc.baseDecode(text)
    const [code, length] = bytes
    if (length === undefined || 2 + length > bytes.length) return false
    return code === 0x00 || (code === 0x12 && length === 32)
  } catch {
    return false
  }
}

const dialable = (addr: string): boolean => /^\/ip[46]\/[^/]+\/(tcp|udp)\/\d+/.test(addr)

/** Peer identity, SPR and dialling. */
export function addNodeRoutes(router: Router, node: NodeContext): void {
  router.add('GET', '/connect/:peerId', ({ params, url, reply }) => {
    const peerId = params.peerId ?? ''
    if (!isPeerId(peerId)) return reply.error(400, 'peerid: incorrect PeerId string')
    const addrs = url.searchParams.getAll('addrs').filter(dialable)
    const peer = node.peers.find((candidate) => candidate.peerId === peerId)
    if (!peer && addrs.length === 0) return reply.error(400, 'Unable to find Peer!')
    if (!peer || !peer.seen) return reply.error(400, 'Unable to dial peer')
    node.connectedPeers.add(peerId)
    reply.text(200, 'Successfully connected to peer')
  })

  router.add(
    'GET',
    '/spr',
    ({ req, reply }) => {
      if (Date.now() < node.sprReadyAt) {
        // Logos Storage names the wait; the Codex lines' "starting" stays a bare 503.
        if (node.line.storage2026) return reply.error(500, 'Node SPR not ready, try again later')
        return reply.send(503, { 'Content-Type': 'application/json' })
      }
      if (prefersPlainText(req)) return reply.text(200, node.identity.spr)
      reply.json(200, { spr: node.identity.spr })
    },
    'explicit',
  )

  for (const path of node.line.specPeerIdRoute ? ['/peerid', '/node/peerid'] : ['/peerid']) {
    router.add(
      'GET',
      path,
      ({ req, reply }) => {
        if (prefersPlainText(req)) return reply.text(200, node.identity.peerId)
        reply.json(200, { id: node.identity.peerId })
      },
      'explicit',
    )
  }
}
