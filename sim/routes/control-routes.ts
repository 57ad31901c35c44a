import { apiLines, isApiLine, type ApiLine } from '../api-line.ts'
import { downModes, type DownMode } from '../faults.ts'
import { readSmallBody } from '../http/request-body.ts'
import type { Router } from '../http/router.ts'
import type { Reply } from '../http/reply.ts'
import type { PurchaseOutcome } from '../marketplace/market-types.ts'
import { portMappings, reachabilities } from '../network/nat.ts'
import type { NodeContext } from '../node-context.ts'

type Body = Record<string, unknown>

async function readBody(req: Parameters<typeof readSmallBody>[0]): Promise<Body> {
  const text = await readSmallBody(req)
  if (text.trim() === '') return {}
  const value: unknown = JSON.parse(text)
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('The body must be a JSON object')
  }
  return value as Body
}

const outcomes: readonly PurchaseOutcome[] = ['finished', 'cancelled', 'errored']

/** What `POST /_sim/faults` reads; `times` is how many calls fail (1 unless given). */
const FAULT_FIELDS = [
  'path',
  'method',
  'times',
  'status',
  'body',
  'contentType',
  'malformed',
  'delayMs',
]

function badRequest(reply: Reply, message: string): void {
  reply.json(400, { error: message })
}

/** Test and demo controls under /_sim/ (always served, even while the node API is down). */
export function addControlRoutes(
  router: Router,
  node: NodeContext,
  switchLine: (api: ApiLine) => void,
  resetAll: () => Promise<void>,
): void {
  const withBody =
    (handle: (body: Body, reply: Reply) => Promise<void> | void) =>
    async ({ req, reply }: { req: Parameters<typeof readSmallBody>[0]; reply: Reply }) => {
      let body: Body
      try {
        body = await readBody(req)
      } catch (error) {
        return badRequest(reply, error instanceof Error ? error.message : String(error))
      }
      await handle(body, reply)
    }

  router.add('GET', '/state', ({ reply }) =>
    reply.json(200, {
      api: node.line.line,
      prefix: node.prefix,
      down: node.faults.down,
      latencyMs: node.faults.latencyMs,
      uploadBytesPerSecond: node.faults.uploadBytesPerSecond,
      faults: node.faults.pending(),
      marketplace: node.marketplace.enabled,
      clock: node.marketplace.clock.now(),
      logLevel: node.logLevel,
      sprReady: Date.now() >= node.sprReadyAt,
      networkCids: node.network.seededCids,
      // Who the proxy lets in (never the password); null without --auth.
      auth: node.options.auth ? { username: node.options.auth.username } : null,
    }),
  )

  router.add(
    'POST',
    '/api',
    withBody((body, reply) => {
      if (!isApiLine(body.api))
        return badRequest(reply, `api must be one of ${apiLines.join(', ')}`)
      switchLine(body.api)
      reply.json(200, { api: node.line.line, prefix: node.prefix })
    }),
  )

  router.add(
    'POST',
    '/nat',
    withBody((body, reply) => {
      const { reachability, portMapping, clientMode, relayRunning } = body
      if (reachability !== undefined && !reachabilities.includes(reachability as never))
        return badRequest(reply, `reachability must be one of ${reachabilities.join(', ')}`)
      if (portMapping !== undefined && !portMappings.includes(portMapping as never))
        return badRequest(reply, `portMapping must be one of ${portMappings.join(', ')}`)
      for (const [name, value] of Object.entries({ clientMode, relayRunning })) {
        if (value !== undefined && typeof value !== 'boolean')
          return badRequest(reply, `${name} must be a boolean`)
      }
      const given = { reachability, portMapping, clientMode, relayRunning }
      Object.assign(
        node.nat,
        Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)),
      )
      reply.json(200, node.nat)
    }),
  )

  router.add(
    'POST',
    '/down',
    withBody((body, reply) => {
      const mode = body.mode ?? 'reset'
      if (!downModes.includes(mode as DownMode))
        return badRequest(reply, `mode must be one of ${downModes.join(', ')}`)
      node.faults.goDown(mode as DownMode)
      reply.json(200, { down: mode })
    }),
  )

  router.add('POST', '/up', ({ reply }) => {
    node.faults.goUp()
    reply.json(200, { down: null })
  })

  /** A fault setting taken as `{[field]: number >= 0}` and answered as `{[stateKey]: number}`. */
  const addNumberSetting = (
    path: string,
    field: string,
    stateKey: 'latencyMs' | 'uploadBytesPerSecond',
  ) =>
    router.add(
      'POST',
      path,
      withBody((body, reply) => {
        const value = body[field]
        if (typeof value !== 'number' || !(value >= 0))
          return badRequest(reply, `${field} must be a number >= 0`)
        node.faults[stateKey] = value
        reply.json(200, { [stateKey]: value })
      }),
    )
  addNumberSetting('/latency', 'ms', 'latencyMs')
  addNumberSetting('/throttle', 'bytesPerSecond', 'uploadBytesPerSecond')

  router.add(
    'POST',
    '/faults',
    withBody((body, reply) => {
      if (typeof body.path !== 'string') return badRequest(reply, 'path is required')
      // A misspelt field would otherwise fall back to its default (one call) without a word.
      const unknown = Object.keys(body).filter((key) => !FAULT_FIELDS.includes(key))
      if (unknown.length > 0) {
        return badRequest(
          reply,
          `unknown fields: ${unknown.join(', ')} (known: ${FAULT_FIELDS.join(', ')})`,
        )
      }
      const fault = node.faults.addRouteFault({
        path: body.path,
        method: typeof body.method === 'string' ? body.method : undefined,
        remaining: typeof body.times === 'number' ? body.times : undefined,
        status: typeof body.status === 'number' ? body.status : undefined,
        body: typeof body.body === 'string' ? body.body : undefined,
        contentType: typeof body.contentType === 'string' ? body.contentType : undefined,
        malformed: body.malformed === true,
        delayMs: typeof body.delayMs === 'number' && body.delayMs >= 0 ? body.delayMs : undefined,
      })
      reply.json(201, fault)
    }),
  )

  router.add('POST', '/faults/clear', ({ reply }) => {
    node.faults.clearRouteFaults()
    reply.json(200, { faults: [] })
  })

  router.add(
    'POST',
    '/marketplace',
    withBody(async (body, reply) => {
      if (body.enabled !== undefined) {
        if (typeof body.enabled !== 'boolean') return badRequest(reply, 'enabled must be a boolean')
        node.marketplace.enabled = body.enabled
      }
      if (body.nextOutcomes !== undefined) {
        const list = body.nextOutcomes
        if (!Array.isArray(list) || !list.every((o) => outcomes.includes(o as PurchaseOutcome))) {
          return badRequest(reply, `nextOutcomes must list ${outcomes.join(', ')}`)
        }
        await node.marketplace.queueOutcomes(list as PurchaseOutcome[])
      }
      reply.json(200, { enabled: node.marketplace.enabled })
    }),
  )

  router.add(
    'POST',
    '/clock/advance',
    withBody(async (body, reply) => {
      const seconds = body.seconds
      if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 0) {
        return badRequest(reply, 'seconds must be an integer >= 0')
      }
      await node.marketplace.advanceClock(seconds)
      reply.json(200, { clock: node.marketplace.clock.now() })
    }),
  )

  router.add(
    'POST',
    '/spr',
    withBody((body, reply) => {
      const delay = body.startupMs
      if (typeof delay !== 'number' || delay < 0)
        return badRequest(reply, 'startupMs must be a number >= 0')
      node.sprReadyAt = Date.now() + delay
      reply.json(200, { sprReady: delay === 0 })
    }),
  )

  router.add('GET', '/seeded-dates', ({ reply }) =>
    reply.json(200, Object.fromEntries(node.seededDates)),
  )

  router.add('GET', '/requests', ({ reply }) => reply.json(200, node.requests.snapshot()))

  router.add('DELETE', '/requests', ({ reply }) => {
    node.requests.reset()
    reply.json(200, node.requests.snapshot())
  })

  router.add('POST', '/reset', async ({ reply }) => {
    await resetAll()
    reply.json(200, { reset: true })
  })
}
