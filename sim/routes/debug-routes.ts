import type { Router } from '../http/router.ts'
import type { NodeContext } from '../node-context.ts'
import { debugInfo } from './debug-info.ts'

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
