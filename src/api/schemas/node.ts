import * as z from 'zod/mini'
import { Count } from './numeric.ts'

export const Spr = z.object({ spr: z.string() })
export type Spr = z.infer<typeof Spr>

export const PeerIdAnswer = z.object({ id: z.string() })

/**
 * A peer of the routing table as either line sends it: v0.2.x `{peerId, address: "ip:port",
 * seen}`, 2026 `{peerId, addresses: [multiaddr], lastSeen}` (unix seconds).
 */
export const WirePeer = z.looseObject({
  peerId: z.string(),
  address: z.optional(z.nullable(z.string())),
  addresses: z.optional(z.array(z.string())),
  seen: z.optional(z.boolean()),
  lastSeen: z.optional(z.nullable(Count)),
})
export type WirePeer = z.infer<typeof WirePeer>

const VersionInfo = z.looseObject({
  version: z._default(z.string(), ''),
  revision: z._default(z.string(), ''),
})

/**
 * `/debug/info` of every line: v0.2.x (`codex`, `repo`, `announceAddresses`), early 2026
 * (`storage`, still `repo` and `announceAddresses`) and v0.4+ (`storage`, `nat`, `connections`).
 * Mapped to `NodeInfo` (`node-info.ts`); nothing past `src/api` sees this shape.
 */
export const WireDebugInfo = z.looseObject({
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
export type WireDebugInfo = z.infer<typeof WireDebugInfo>

export const LOG_LEVELS = ['TRACE', 'DEBUG', 'INFO', 'NOTICE', 'WARN', 'ERROR', 'FATAL'] as const
export const LogLevel = z.enum(LOG_LEVELS)
export type LogLevel = z.infer<typeof LogLevel>
