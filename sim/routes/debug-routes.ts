import { resolve } from 'node:path'
import type { Router } from '../http/router.ts'
import type { NodeContext } from '../node-context.ts'
import { nodeAnnounceIp, nodeListenPort } from '../network/geo-table.ts'
import { tableNode } from '../network/peers.ts'

/** Release builds capture every `git tag` at build time, one per line. */
export const codexVersion = [
  'v0.1.0',
  'v0.1.1',
  'v0.1.2',
  'v0.1.3',
  'v0.1.4',
  'v0.1.5',
  'v0.1.6',
  'v0.1.7',
  'v0.1.8',
  'v0.1.9',
  'v0.2.0',
].join('\n')
export const codexRevision = '16dce0fc'

const levels = ['trace', 'debug', 'info', 'notice', 'warn', 'error', 'fatal', 'none']
const invalidLevel = 'Please specify one of: trace, debug, info, notice, warn, error or fatal'

/** `DEBUG` or `DEBUG;TRACE:codex,libp2p`: a default level, then per-topic directives. */
function isValidLevelSpec(spec: string): boolean {
  return spec.split(';').every((directive, index) => {
    const [level = '', topics] = directive.split(':')
    if (!levels.includes(level.trim().toLowerCase())) return false
    if (index === 0) return topics === undefined
    return topics !== undefined && topics.trim() !== ''
  })
}

export function debugInfo(node: NodeContext) {
  const ready = Date.now() >= node.sprReadyAt
  const spr = ready ? node.identity.spr : ''
  return {
    id: node.identity.peerId,
    addrs: [`/ip4/0.0.0.0/tcp/${nodeListenPort}`],
    repo: resolve(node.options.dataDir),
    spr,
    announceAddresses: [`/ip4/${nodeAnnounceIp}/tcp/${nodeListenPort}`],
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
    codex: { version: codexVersion, revision: codexRevision },
  }
}

export function addDebugRoutes(router: Router, node: NodeContext): void {
  router.add('GET', '/debug/info', ({ reply }) => reply.json(200, debugInfo(node), true))

  router.add('POST', '/debug/chronicles/loglevel', ({ req, url, reply }) => {
    req.resume()
    const level = url.searchParams.get('level')
    if (level === null) return reply.error(400, 'Missing log level')
    if (!isValidLevelSpec(level)) return reply.error(500, invalidLevel)
    node.logLevel = level
    reply.text(200, '')
  })
}
