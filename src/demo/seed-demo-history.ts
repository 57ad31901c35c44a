import { demoHistory } from './demo-history.ts'
import { addBuckets, addSeries, openHistory, readSeries } from '../stores/history/history-db.ts'

/** Stores the scripted past of `key` (unless it has history already) as a series named `demo`. */
export async function seedDemoHistory(key: string, line: string, span: number): Promise<void> {
  const history = await openHistory()
  if ((await readSeries(history, key)).length > 0) return
  const now = Date.now()
  const buckets = demoHistory(key, span, now)
  const first = buckets[0]
  if (!first) return
  const since = Number(first.series.split('@')[1])
  // The recorder goes on writing into this series (same line), so the live present follows the demo
  // past; exports name it `demo`.
  await addSeries(history, { node: key, series: first.series, line, since })
  await addBuckets(history, buckets)
}
