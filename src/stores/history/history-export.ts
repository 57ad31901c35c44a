import { getEnvironment } from '../page/environment.ts'
import { GAUGE, PURCHASE_PREFIX, type Bucket } from './buckets.ts'
import { openHistory, readBuckets } from './history-db.ts'
import type { HistoryNode } from './history-section.ts'
import { finestOf } from './history-view.ts'

export type ExportFormat = 'csv' | 'json'

/** Every level of the nodes' whole history. */
async function readAll(nodes: readonly HistoryNode[]) {
  const history = await openHistory()
  return Promise.all(
    nodes.map(async (node) => ({ node, read: await readBuckets(history, node.key) })),
  )
}

/** The whole kept history of the nodes as a file's text: every series, each time at its finest. */
export async function exportHistory(
  nodes: readonly HistoryNode[],
  format: ExportFormat,
): Promise<string> {
  const all = (await readAll(nodes)).map(({ node, read }) => ({
    node,
    buckets: finestOf(read.buckets),
  }))
  const rows = all.map(({ node, buckets }) => ({ name: node.name, buckets }))
  if (format === 'csv') return historyCsv(rows)
  const exported = {
    format: 'codex-vault-history',
    version: 1,
    exportedAt: new Date(getEnvironment().now()).toISOString(),
    nodes: all.map(({ node, buckets }) => ({
      node: node.key,
      name: node.name,
      buckets: buckets.map(exportedBucket),
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

const CSV_GAUGES = Object.entries(GAUGE)

/** Every bucket as one CSV row: sizes exact, times in ISO 8601 (UTC). */
export function historyCsv(rows: readonly { name: string; buckets: readonly Bucket[] }[]): string {
  const header = [
    'node',
    'series',
    'resolution',
    'time',
    'answers',
    'up',
    'down',
    'response_ms_total',
    'response_ms_max',
    ...CSV_GAUGES.map(([name]) => name),
    'purchases',
    'uploads',
    'upload_bytes',
    'downloads',
    'download_bytes',
  ]
  const lines = [header.join(',')]
  for (const { name, buckets } of rows) {
    for (const bucket of [...buckets].sort((a, b) => a.t - b.t)) {
      const purchases = Object.entries(bucket.gauges)
        .filter(([key]) => key.startsWith(PURCHASE_PREFIX))
        .map(([key, value]) => `${key.slice(PURCHASE_PREFIX.length)}=${value ?? ''}`)
        .join(' ')
      const cells = [
        name,
        bucket.series,
        bucket.res,
        new Date(bucket.t).toISOString(),
        bucket.heard,
        bucket.up,
        bucket.down,
        bucket.tookSum,
        bucket.tookMax,
        ...CSV_GAUGES.map(([, key]) => bucket.gauges[key] ?? ''),
        purchases,
        bucket.counters.uploads ?? '0',
        bucket.counters.uploadBytes ?? '0',
        bucket.counters.downloads ?? '0',
        bucket.counters.downloadBytes ?? '0',
      ]
      lines.push(cells.map((cell) => csvCell(String(cell))).join(','))
    }
  }
  return `${lines.join('\n')}\n`
}

function csvCell(text: string): string {
  return /[",\n\r]/.test(text) || /^[=+\-@]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}
