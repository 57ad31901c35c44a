import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import {
  answerPermissivePreflight,
  answerStrictPreflight,
  permissiveHeaders,
  strictHeaders,
} from './http/cors.ts'
import { proxyAnswered } from './http/reverse-proxy.ts'
import { Reply } from './http/reply.ts'
import type { Route, Router } from './http/router.ts'
import { MalformedJson } from './faults.ts'
import type { NodeContext } from './node-context.ts'

export interface Mount {
  prefix: string
  router: Router
  /** The node API obeys faults and the CORS mode; services are always up and permissive. */
  kind: 'node' | 'service'
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function findMount(mounts: Mount[], path: string): { mount: Mount; sub: string } | undefined {
  for (const mount of mounts) {
    if (mount.prefix === '' || path === mount.prefix || path.startsWith(`${mount.prefix}/`)) {
      return { mount, sub: path.slice(mount.prefix.length) || '/' }
    }
  }
  return undefined
}

/** Routes one request: down/proxy/latency/faults for the node API, CORS, then the handler. */
export async function dispatch(
  node: NodeContext,
  mounts: Mount[],
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://simulator.local')
  const method = req.method ?? 'GET'
  const found = findMount(mounts, url.pathname)
  const isNode = found === undefined || found.mount.kind === 'node'
  const proxy = { credentials: node.options.auth, nodeStopped: node.faults.down === 'bad-gateway' }
  const proxied = Boolean(proxy.credentials) || proxy.nodeStopped
  // Behind a proxy, CORS is the proxy's: it answers preflights and adds its headers to every answer.
  const strict = isNode && node.options.cors === 'strict' && !proxied
  const none = isNode && node.options.cors === 'none' && !proxied
  const routing: { route?: Route } = {}
  const decorate = (status: number, headers: OutgoingHttpHeaders): void => {
    if (none) return
    if (strict) strictHeaders(req, routing.route, status, headers)
    else permissiveHeaders(req, headers)
  }
  const reply = new Reply(res, decorate)

  if (isNode) {
    if (node.faults.down === 'reset') {
      req.socket.destroy()
      return
    }
    if (node.faults.down === 'hang') {
      node.faults.hang(req.socket)
      return
    }
    const preflight = () => answerPermissivePreflight(req, reply)
    if (proxied && proxyAnswered(req, reply, proxy, preflight)) return
    node.faults.track(req.socket, res)
    if (node.faults.latencyMs > 0) await sleep(node.faults.latencyMs)
  }
  if (!found) {
    req.resume()
    return reply.empty(404)
  }
  const { mount, sub } = found
  if (method === 'OPTIONS') {
    // A node without --api-cors-origin answers a preflight 204, with no CORS header in it.
    if (none) {
      req.resume()
      return reply.empty(204)
    }
    if (strict) return answerStrictPreflight(sub, mount.router.knows(sub), reply)
    return answerPermissivePreflight(req, reply)
  }
  const match = mount.router.match(method, sub)
  routing.route = match?.route
  if (isNode) {
    const fault = node.faults.take(method, sub)
    if (fault?.delayMs) await sleep(fault.delayMs)
    // A delay alone (status 0) slows the call; it then answers as usual.
    if (fault && fault.status !== 0) {
      req.resume()
      const body = fault.malformed ? MalformedJson : fault.body
      return reply.send(fault.status, { 'Content-Type': fault.contentType }, body)
    }
  }
  if (!match) {
    req.resume()
    return reply.empty(404)
  }
  try {
    await match.route.handler({ req, url, path: sub, params: match.params, reply })
  } catch (error) {
    node.options.log(
      `error in ${method} ${url.pathname}: ${error instanceof Error ? error.stack : String(error)}`,
    )
    if (!reply.sent) reply.error(500, error instanceof Error ? error.message : '')
    else res.destroy()
  }
}
