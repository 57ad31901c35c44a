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
