import * as z from 'zod/mini'
import { once } from '../../lib/once.ts'

/** Prometheus's answer to `/api/v1/query_range` (a matrix), built at its first use. */
export const RangeAnswer = once(() => {
  /** One series: its labels and `[unix seconds, "value"]` pairs. */
  const RangeSeries = z.object({
    metric: z.record(z.string(), z.string()),
    values: z.array(z.tuple([z.number(), z.string()])),
  })
  return z.object({
    status: z.literal('success'),
    data: z.object({ resultType: z.literal('matrix'), result: z.array(RangeSeries) }),
  })
})
export type RangeSeries = z.infer<ReturnType<typeof RangeAnswer>>['data']['result'][number]
