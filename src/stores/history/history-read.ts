import { getEnvironment } from '../page/environment.ts'
import { HOUR } from './buckets.ts'
import {
  forgetNodeHistory,
  historyError,
  openHistory,
  readBuckets,
  type HistoryDb,
  type HistoryProblem,
  type ReadBuckets,
} from './history-db.ts'
import {
  currentSeriesOf,
  levelsFor,
  nodeHistory,
  RANGES,
  type HistoryRange,
  type NodeHistory,
} from './history-view.ts'

/** One node's history for a range as the section shows it, or why it cannot be read. */
export type NodeHistoryState =
  | { state: 'loading' }
  | { state: 'problem'; problem: HistoryProblem }
  | {
      state: 'ready'
      range: HistoryRange
      history: NodeHistory
      /** Stored records that were not ours: left out. */
      ignored: number
      /** Whether an older line's history at this address is kept apart. */
      earlierSeries: boolean
    }

/**
 * A node's buckets for the range, from the levels it draws. All reads the hours first: if they
 * reach back less than a day, the points are finer than an hour and the finer levels are read.
 */
async function readRange(
  history: HistoryDb,
  node: string,
  range: HistoryRange,
  now: number,
): Promise<ReadBuckets> {
  const span = RANGES.find((each) => each.id === range)?.span ?? null
  if (span !== null) {
    return readBuckets(history, node, { from: now - span - HOUR, levels: levelsFor(span) })
  }
  const hours = await readBuckets(history, node, { levels: ['h1'] })
  const oldest = Math.min(now, ...currentSeriesOf(hours.buckets).map((bucket) => bucket.t))
  const levels = levelsFor(now - oldest)
  return levels.includes('h1') ? hours : readBuckets(history, node, { levels })
}

/** Reads a node's history for the range (by its scope key) and lays it out for the charts. */
export async function readNodeHistory(
  node: string,
  range: HistoryRange,
): Promise<NodeHistoryState> {
  const now = getEnvironment().now()
  try {
    const read = await readRange(await openHistory(), node, range, now)
    const current = currentSeriesOf(read.buckets)
    return {
      state: 'ready',
      range,
      history: nodeHistory(node, current, range, now),
      ignored: read.ignored,
      earlierSeries: current.length < read.buckets.length,
    }
  } catch (error) {
    return { state: 'problem', problem: historyError(error).problem }
  }
}

/** Clears the nodes' history, by their scope keys. */
export async function clearHistory(nodes: readonly string[]): Promise<void> {
  const history = await openHistory()
  for (const node of nodes) await forgetNodeHistory(history, node)
}
