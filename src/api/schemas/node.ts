import * as z from 'zod/mini'

export const Spr = z.object({ spr: z.string() })
export type Spr = z.infer<typeof Spr>

export const PeerIdAnswer = z.object({ id: z.string() })

export const PeerRecord = z.object({
  nodeId: z.optional(z.string()),
  peerId: z.string(),
  record: z.optional(z.string()),
  /** `ip:udpPort`, or null when the node does not know it. */
  address: z._default(z.nullable(z.string()), null),
  seen: z._default(z.boolean(), false),
})
export type PeerRecord = z.infer<typeof PeerRecord>

/** Kept loose: the logs page shows the whole answer, including fields of later nodes. */
export const DebugInfo = z.looseObject({
  id: z.string(),
  addrs: z.array(z.string()),
  repo: z.optional(z.string()),
  spr: z._default(z.string(), ''),
  announceAddresses: z._default(z.array(z.string()), []),
  table: z._default(
    z.object({
      localNode: z.optional(z.nullable(PeerRecord)),
      nodes: z._default(z.array(PeerRecord), []),
    }),
    { nodes: [] },
  ),
  codex: z.optional(
    z.looseObject({ version: z._default(z.string(), ''), revision: z._default(z.string(), '') }),
  ),
})
export type DebugInfo = z.infer<typeof DebugInfo>

export const LOG_LEVELS = ['TRACE', 'DEBUG', 'INFO', 'NOTICE', 'WARN', 'ERROR', 'FATAL'] as const
export const LogLevel = z.enum(LOG_LEVELS)
export type LogLevel = z.infer<typeof LogLevel>
