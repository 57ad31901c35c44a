import type { Router } from '../http/router.ts'
import type { NodeContext } from '../node-context.ts'
import { debugInfo } from './debug-info.ts'

const levels = ['trace', 'debug', 'info', 'notice', 'warn', 'error', 'fatal', 'none']
const invalidLevel = 'Please specify one of: trace, debug, info, notice, warn, error or fatal'

const syntax = "Please use the following syntax 'DEBUG: topic1,topic2; INFO: topic3'."
const isLevel = (text: string) => levels.includes(text.trim().toLowerCase())

/**
 * `DEBUG` or `DEBUG;TRACE:codex,libp2p`: a default level, then per-topic directives. The error
 * text, or undefined when the spec is valid (texts as the real node answers them).
 */
function levelSpecError(spec: string): string | undefined {
  const [first = '', ...directives] = spec.split(';')
  if (!isLevel(first)) return invalidLevel
  for (const directive of directives) {
    const [level, topics] = directive.split(':')
    if (topics === undefined || topics.trim() === '') return syntax
    if (!isLevel(level ?? '')) return `'${level?.trim()}' is not a recognized log level.`
  }
  return undefined
}

export function addDebugRoutes(router: Router, node: NodeContext): void {
  router.add(
    'GET',
    '/debug/info',
    ({ reply }) => reply.json(200, debugInfo(node), true),
    'explicit',
  )

  router.add('POST', '/debug/chronicles/loglevel', ({ req, url, reply }) => {
    req.resume()
    const level = url.searchParams.get('level')
    if (level === null) return reply.error(400, 'Missing log level')
    const invalid = levelSpecError(level)
    if (invalid) return reply.error(500, invalid)
    node.logLevel = level
    reply.text(200, '')
  })
}
