import { $nodeLines } from '../stores/nodes/lines.ts'
import { $activeScope, bindingFor, scopeFor, type NodeScope } from '../stores/nodes/scope.ts'
import { markHistoryWritten } from '../stores/history/history-revision.ts'
import { HOUR } from '../stores/history/buckets.ts'
import {
  addBuckets,
  addSeries,
  openHistory,
  readBuckets,
  readSeries,
} from '../stores/history/history-db.ts'
import { currentSeriesOf } from '../stores/history/history-view.ts'
import { demoHistory } from './demo-history.ts'

/**
 * Stores the scripted past of the node at `url` (null: the node the page shows, as a page without
 * `node-url` does on the default port) once the page has heard which line it serves: under the key
 * the page shows it by (its registry id, or its address when it is not listed).
 */
export function seedWhenKnown(url: string | null, span: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let seeded = false
    const stops: (() => void)[] = []
    const seedOnce = () => {
      const scope = url === null ? $activeScope.get() : scopeFor(bindingFor(url))
      const line = $nodeLines.get()[scope.binding.url]
      if (seeded || !line) return
      seeded = true
      queueMicrotask(() => stops.forEach((stop) => stop()))
      seedDemoHistory(scope, line, span).then(resolve, reject)
    }
    stops.push($nodeLines.subscribe(seedOnce))
    if (url === null) stops.push($activeScope.subscribe(seedOnce))
  })
}

/**
 * Stores the scripted past of the scope's node as a series named `demo`, unless it has a past already (seeded
 * on an earlier open, or recorded). When the recorder started first, the past goes into the series
 * it writes, before its first bucket: the week and the present are one line either way.
 */
export async function seedDemoHistory(scope: NodeScope, line: string, span: number): Promise<void> {
  const key = scope.binding.key
  const history = await openHistory()
  const now = Date.now()
  const { buckets: held } = await readBuckets(history, key, { levels: ['m1', 'm5'] })
  const current = currentSeriesOf(held)
  const firstHeld = Math.min(now, ...current.map((bucket) => bucket.t))
  if (firstHeld < now - HOUR) return
  const newest = (await readSeries(history, key)).at(-1)
  const recording = newest?.line === line ? newest.series : null
  const scripted = demoHistory(key, span, now).filter((bucket) => bucket.t < firstHeld)
  const first = scripted[0]
  if (!first) return
  if (recording === null) {
    const since = Number(first.series.split('@')[1])
    // The recorder goes on writing into this series (same line): the live present follows the past.
    await addSeries(history, { node: key, series: first.series, line, since })
  }
  const series = recording ?? first.series
  await addBuckets(
    history,
    scripted.map((bucket) => ({ ...bucket, series })),
  )
  markHistoryWritten(scope)
}
