import * as z from 'zod/mini'
import { once } from '../../lib/once.ts'
import { Count } from './numeric.ts'

// Each schema is built at its first use, not when this chunk runs (issue 39: the first load's
// module evaluation is its longest task).
export const Spr = once(() => z.object({ spr: z.string() }))
export type Spr = z.infer<ReturnType<typeof Spr>>

export const PeerIdAnswer = once(() => z.object({ id: z.string() }))

/**
 * `/debug/info` of every line: v0.2.x (`codex`, `repo`, `announceAddresses`), early 2026
 * (`storage`, still `repo` and `announceAddresses`) and v0.4+ (`storage`, `nat`, `connections`).
 * Mapped to `NodeInfo` (`node-info.ts`); nothing past `src/api` sees this shape.
 */
export const WireDebugInfo = once(() => {
  /**
   * A peer of the routing table as either line sends it: v0.2.x `{peerId, address: "ip:port",
   * seen}`, 2026 `{peerId, addresses: [multiaddr], lastSeen}` (unix seconds).
   */
  const WirePeer = z.looseObject({
    peerId: z.string(),
    address: z.optional(z.nullable(z.string())),
    addresses: z.optional(z.array(z.string())),
    seen: z.optional(z.boolean()),
    lastSeen: z.optional(z.nullable(Count)),
  })
  const VersionInfo = z.looseObject({
    version: z._default(z.string(), ''),
    revision: z._default(z.string(), ''),
  })
  return z.looseObject({
    id: z.string(),
    // Beyond the id, a field of an unexpected shape reads as absent: builds add and drop fields.
    addrs: z.catch(z._default(z.array(z.string()), []), []),
    spr: z.catch(z._default(z.string(), ''), ''),
    announceAddresses: z.catch(z.optional(z.array(z.string())), undefined),
    table: z.catch(
      z._default(
        z.looseObject({
          localNode: z.optional(z.nullable(WirePeer)),
          nodes: z._default(z.array(WirePeer), []),
        }),
        { nodes: [] },
      ),
      { nodes: [] },
    ),
    codex: z.catch(z.optional(VersionInfo), undefined),
    storage: z.catch(z.optional(VersionInfo), undefined),
    nat: z.catch(
      z.optional(
        z.looseObject({
          reachability: z._default(z.string(), 'Unknown'),
          clientMode: z._default(z.boolean(), false),
          relayRunning: z._default(z.boolean(), false),
          portMapping: z._default(z.string(), 'none'),
        }),
      ),
      undefined,
    ),
    connections: z.catch(
      z.optional(z.array(z.looseObject({ peerId: z.string(), direct: z.optional(z.boolean()) }))),
      undefined,
    ),
  })
})
export type WireDebugInfo = z.infer<ReturnType<typeof WireDebugInfo>>
export type WirePeer = WireDebugInfo['table']['nodes'][number]

export const LOG_LEVELS = ['TRACE', 'DEBUG', 'INFO', 'NOTICE', 'WARN', 'ERROR', 'FATAL'] as const
export const LogLevel = once(() => z.enum(LOG_LEVELS))
export type LogLevel = (typeof LOG_LEVELS)[number]
