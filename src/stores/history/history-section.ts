import { atom } from 'nanostores'
import { getEnvironment } from '../page/environment.ts'
import { HOUR } from './buckets.ts'
import {
  clearAllHistory,
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

/** A node the section shows: its scope key and the name the user knows it by. */
export interface HistoryNode {
  key: string
  name: string
}

export type HistorySectionState =
  | { state: 'loading' }
  | { state: 'problem'; problem: HistoryProblem }
  | {
      state: 'ready'
      nodes: (NodeHistory & { name: string })[]
      /** Stored records that were not ours: left out. */
      ignored: number
      /** Whether an older line's history at one of these addresses is kept apart. */
      earlierSeries: boolean
    }

export const $historyRange = atom<HistoryRange>('24h')

export function isHistoryRange(value: string): value is HistoryRange {
  return RANGES.some((range) => range.id === value)
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

/** Reads the nodes' history for the range and lays it out for the charts. */
export async function loadHistorySection(
  nodes: readonly HistoryNode[],
  range: HistoryRange,
): Promise<HistorySectionState> {
  const now = getEnvironment().now()
  try {
    const history = await openHistory()
    const all = await Promise.all(
      nodes.map(async (node) => ({ node, read: await readRange(history, node.key, range, now) })),
    )
    let ignored = 0
    let earlierSeries = false
    const shown = all.map(({ node, read }) => {
      ignored += read.ignored
      const current = currentSeriesOf(read.buckets)
      if (current.length < read.buckets.length) earlierSeries = true
      return { ...nodeHistory(node.key, current, range, now), name: node.name }
    })
    return { state: 'ready', nodes: shown, ignored, earlierSeries }
  } catch (error) {
    return { state: 'problem', problem: historyError(error).problem }
  }
}

/** Clears the nodes' history (all of it when `every`: no node keeps any). */
export async function clearHistory(nodes: readonly HistoryNode[], every: boolean): Promise<void> {
  const history = await openHistory()
  if (every) await clearAllHistory(history)
  else for (const node of nodes) await forgetNodeHistory(history, node.key)
}
