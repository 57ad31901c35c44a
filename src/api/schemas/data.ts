import * as z from 'zod/mini'
import { once } from '../../lib/once.ts'
import { Count, NullableText, UInt } from './numeric.ts'

// Each schema is built at its first use, not when this chunk runs (issue 39: the first load's
// module evaluation is its longest task).
export const Manifest = once(() =>
  z.object({
    treeCid: z.string(),
    datasetSize: UInt,
    blockSize: UInt,
    filename: NullableText,
    mimetype: NullableText,
    protected: z._default(z.boolean(), false),
    verifiable: z.optional(z.boolean()),
    /** Sent by nodes before v0.2.0 only. */
    uploadedAt: z.optional(Count),
  }),
)
export type Manifest = z.infer<ReturnType<typeof Manifest>>

export const DataItem = once(() => z.object({ cid: z.string(), manifest: Manifest() }))
export type DataItem = z.infer<ReturnType<typeof DataItem>>

export const DataList = once(() => z.object({ content: z.array(DataItem()) }))

export const Space = once(() =>
  z.object({
    totalBlocks: Count,
    quotaMaxBytes: UInt,
    quotaUsedBytes: UInt,
    quotaReservedBytes: UInt,
  }),
)
export type Space = z.infer<ReturnType<typeof Space>>

/** `POST /data/{cid}/network`: the manifest, plus the id of the background download (2026). */
export const NetworkDownloadAnswer = once(() =>
  z.object({ cid: z.string(), manifest: Manifest(), downloadId: z.optional(UInt) }),
)

/** `GET /data/{cid}/network/progress/{id}`: blocks received of all, and bytes, while active. */
export const DownloadProgressAnswer = once(() =>
  z.object({
    active: z.boolean(),
    received: z._default(Count, 0),
    total: z._default(Count, 0),
    bytes: z._default(UInt, 0n),
  }),
)

/** `GET /data/{cid}/exists`: `{"<cid>": true|false}` (the node's code; its openapi says `has`). */
export const ExistsAnswer = once(() => z.record(z.string(), z.boolean()))

/** `GET` and `POST /data/{cid}/advertise` (Logos Storage, late 2026): `{cid, advertise}`. */
export const AdvertiseAnswer = once(() =>
  z.looseObject({ cid: z.string(), advertise: z.boolean() }),
)
