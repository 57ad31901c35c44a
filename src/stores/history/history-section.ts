import { atom } from 'nanostores'
import { getEnvironment } from '../page/environment.ts'
import type { Bucket } from './buckets.ts'
import {
  clearAllHistory,
  forgetNodeHistory,
  historyError,
  openHistory,
  readBuckets,
  type HistoryProblem,
} from './history-db.ts'
import {
  currentSeriesOf,
  historyCsv,
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

async function readAll(nodes: readonly HistoryNode[], from?: number) {
  const history = await openHistory()
  return Promise.all(
    nodes.map(async (node) => ({ node, read: await readBuckets(history, node.key, from) })),
  )
}

/** Reads the nodes' history for the range and lays it out for the charts. */
export async function loadHistorySection(
  nodes: readonly HistoryNode[],
  range: HistoryRange,
): Promise<HistorySectionState> {
  const now = getEnvironment().now()
  const span = RANGES.find((each) => each.id === range)?.span
  try {
    const all = await readAll(nodes, span ? now - span - 3_600_000 : undefined)
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

export type ExportFormat = 'csv' | 'json'

/** The whole kept history of the nodes as a file's text: every series and resolution, exact. */
export async function exportHistory(
  nodes: readonly HistoryNode[],
  format: ExportFormat,
): Promise<string> {
  const all = await readAll(nodes)
  const rows = all.map(({ node, read }) => ({ name: node.name, buckets: read.buckets }))
  if (format === 'csv') return historyCsv(rows)
  const exported = {
    format: 'codex-vault-history',
    version: 1,
    exportedAt: new Date(getEnvironment().now()).toISOString(),
    nodes: all.map(({ node, read }) => ({
      node: node.key,
      name: node.name,
      buckets: read.buckets.map(exportedBucket),
    })),
  }
  return `${JSON.stringify(exported, null, 2)}\n`
}

function exportedBucket(bucket: Bucket) {
  return {
    series: bucket.series,
    resolution: bucket.res,
    time: new Date(bucket.t).toISOString(),
    t: bucket.t,
    answers: bucket.heard,
    up: bucket.up,
    down: bucket.down,
    tookSum: bucket.tookSum,
    tookMax: bucket.tookMax,
    gauges: bucket.gauges,
    counters: bucket.counters,
  }
}

/** Clears the nodes' history (all of it when `every`: no node keeps any). */
export async function clearHistory(nodes: readonly HistoryNode[], every: boolean): Promise<void> {
  const history = await openHistory()
  if (every) await clearAllHistory(history)
  else for (const node of nodes) await forgetNodeHistory(history, node.key)
}

/** Hands a text file to the browser's downloads (an object URL clicked, then released). */
export function saveTextFile(name: string, text: string, type: string, from: Element): boolean {
  const environment = getEnvironment()
  const url = environment.createObjectUrl(new Blob([text], { type }))
  if (!url) return false
  const link = from.ownerDocument.createElement('a')
  link.href = url
  link.download = name
  link.hidden = true
  from.append(link)
  link.click()
  link.remove()
  setTimeout(() => environment.revokeObjectUrl(url), 60_000)
  return true
}
