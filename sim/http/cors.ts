import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http'
import type { Reply } from './reply.ts'
import type { Route, StrictCors } from './router.ts'

const MaxAge = '86400'
const AllMethods = 'GET, POST, PATCH, DELETE, OPTIONS'
const BaseHeaders = 'content-type, content-disposition, authorization'

const origin = (req: IncomingMessage): string => req.headers.origin ?? '*'

/** Permissive superset: every answer, errors and 404s included, is readable cross-origin. */
export function permissiveHeaders(req: IncomingMessage, headers: OutgoingHttpHeaders): void {
  headers['Access-Control-Allow-Origin'] = origin(req)
  headers['Access-Control-Expose-Headers'] = 'Content-Disposition'
  if (req.headers.origin) headers.Vary = 'Origin'
}

export function answerPermissivePreflight(req: IncomingMessage, reply: Reply): void {
  const requested = req.headers['access-control-request-headers']
  reply.send(204, {
    'Access-Control-Allow-Methods': AllMethods,
    'Access-Control-Allow-Headers': requested ? `${BaseHeaders}, ${requested}` : BaseHeaders,
    'Access-Control-Max-Age': MaxAge,
  })
}

/**
 * v0.2.0 started with `--api-cors-origin="*"`: presto puts the origin on successes, the node adds
 * its own set to most errors, but not to upload or PATCH errors nor to unknown routes.
 */
export function strictHeaders(
  req: IncomingMessage,
  route: Route | undefined,
  status: number,
  headers: OutgoingHttpHeaders,
): void {
  if (!route) return
  const kind: StrictCors = route.strictCors ?? 'node'
  const success = status < 400
  if (success && req.headers.origin) headers['Access-Control-Allow-Origin'] = '*'
  if (!success && kind === 'no-error-cors') return
  if (!success || kind === 'download' || kind === 'explicit') {
    headers['Access-Control-Allow-Origin'] = '*'
    headers['Access-Control-Allow-Methods'] = `${route.method}, OPTIONS`
    headers['Access-Control-Max-Age'] = MaxAge
  }
  if (kind === 'download') headers['Access-Control-Headers'] = 'X-Requested-With'
}

/** The node's explicit OPTIONS handlers (v0.2.0 `api.nim`); other known routes get presto's 200. */
const explicitPreflights: { pattern: RegExp; methods: string; headers?: string }[] = [
  { pattern: /^\/data$/, methods: 'POST, OPTIONS', headers: 'content-type, content-disposition' },
  { pattern: /^\/data\/[^/]+$/, methods: 'GET,DELETE, OPTIONS' },
  { pattern: /^\/sales\/availability\/[^/]+$/, methods: 'PATCH, OPTIONS' },
]

export function answerStrictPreflight(path: string, known: boolean, reply: Reply): void {
  const explicit = explicitPreflights.find((entry) => entry.pattern.test(path))
  if (explicit) {
    const headers: OutgoingHttpHeaders = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': explicit.methods,
      'Access-Control-Max-Age': MaxAge,
    }
    if (explicit.headers) headers['Access-Control-Allow-Headers'] = explicit.headers
    reply.res.writeHead(204, headers).end()
    return
  }
  if (!known) {
    reply.res.writeHead(404).end()
    return
  }
  reply.res
    .writeHead(200, {
      'Access-Control-Allow-Origin': '*',
      'Content-Type': 'text/plain',
      'Content-Length': 0,
    })
    .end()
}
