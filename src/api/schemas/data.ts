import * as z from 'zod/mini'
import { Count, NullableText, UInt } from './numeric.ts'

export const Manifest = z.object({
  treeCid: z.string(),
  datasetSize: UInt,
  blockSize: UInt,
  filename: NullableText,
  mimetype: NullableText,
  protected: z._default(z.boolean(), false),
  verifiable: z.optional(z.boolean()),
  /** Sent by nodes before v0.2.0 only. */
  uploadedAt: z.optional(Count),
})
export type Manifest = z.infer<typeof Manifest>

export const DataItem = z.object({ cid: z.string(), manifest: Manifest })
export type DataItem = z.infer<typeof DataItem>

export const DataList = z.object({ content: z.array(DataItem) })
export type DataList = z.infer<typeof DataList>

export const Space = z.object({
  totalBlocks: Count,
  quotaMaxBytes: UInt,
  quotaUsedBytes: UInt,
  quotaReservedBytes: UInt,
})
export type Space = z.infer<typeof Space>

/** `POST /data/{cid}/network`: the manifest, plus the id of the background download (2026). */
export const NetworkDownloadAnswer = z.object({
  cid: z.string(),
  manifest: Manifest,
  downloadId: z.optional(UInt),
})

/** `GET /data/{cid}/network/progress/{id}`: blocks received of all, and bytes, while active. */
export const DownloadProgressAnswer = z.object({
  active: z.boolean(),
  received: z._default(Count, 0),
  total: z._default(Count, 0),
  bytes: z._default(UInt, 0n),
})

/** `GET /data/{cid}/exists`: `{"<cid>": true|false}` (the node's code; its openapi says `has`). */
export const ExistsAnswer = z.record(z.string(), z.boolean())

/** `GET` and `POST /data/{cid}/advertise` (Logos Storage, late 2026): `{cid, advertise}`. */
export const AdvertiseAnswer = z.looseObject({ cid: z.string(), advertise: z.boolean() })
