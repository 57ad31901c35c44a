import { isIP } from 'node:net'
import type { Router } from '../http/router.ts'
import { geoTable, nodeAnnounceIp, nodeListenPort } from '../network/geo-table.ts'

const ipDecimal = (ip: string): number =>
  ip.split('.').reduce((sum, part) => sum * 256 + Number(part), 0)

/**
 * The echo service (echoip-style). Port checks are deterministic: only the simulated node's own
 * announce IP with its announced TCP port is reachable.
 */
export function addEchoRoutes(router: Router): void {
  router.add('GET', '/port/:port', ({ req, params, reply }) => {
    const port = Number(params.port)
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      return reply.json(400, { status: 400, error: `Invalid port: ${params.port ?? ''}` })
    }
    const header = req.headers['x-real-ip-custom']
    const ip = (Array.isArray(header) ? header[0] : header) ?? req.socket.remoteAddress ?? ''
    reply.json(200, { ip, port, reachable: ip === nodeAnnounceIp && port === nodeListenPort })
  })

  router.add('GET', '/json', ({ url, reply }) => {
    const ip = url.searchParams.get('ip') ?? ''
    if (isIP(ip) === 0) {
      return reply.json(400, { status: 400, error: `Invalid IP address: ${ip}` })
    }
    const location = geoTable[ip]
    if (!location) {
      return reply.json(404, { status: 404, error: `No location data for IP address: ${ip}` })
    }
    reply.json(200, { ip, ip_decimal: isIP(ip) === 4 ? ipDecimal(ip) : undefined, ...location })
  })
}
