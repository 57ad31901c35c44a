import * as z from 'zod/mini'

/** One series of a `query_range` answer: its labels and `[unix seconds, "value"]` pairs. */
export const RangeSeries = z.object({
  metric: z.record(z.string(), z.string()),
  values: z.array(z.tuple([z.number(), z.string()])),
})
export type RangeSeries = z.infer<typeof RangeSeries>

/** Prometheus's answer to `/api/v1/query_range` (a matrix). */
export const RangeAnswer = z.object({
  status: z.literal('success'),
  data: z.object({ resultType: z.literal('matrix'), result: z.array(RangeSeries) }),
})
