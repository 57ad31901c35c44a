// `npm start -- --prometheus --history 7d`: the demo's scripted week (the one the browser seeds, from
// the same script) written as OpenMetrics and made into blocks by promtool in Prometheus's data
// folder before it starts, labelled as its scrape job labels each node so the week and the live
// scrapes are one series. The blocks end before the first scrape: Prometheus takes no sample older
// than its newest block.
import { execFile } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { GAUGE, type Bucket } from '../../src/stores/history/buckets.ts'
import { demoHistory } from '../../src/demo/demo-history.ts'
import { ownedFolder, releaseFolder } from './owned-folders.ts'
import {
  LINE_METRICS,
  LINE_PREFIXES,
  QUOTA_SERIES,
  SCRAPE_JOB,
  SHARED_METRICS,
  type LinePrefix,
} from '../../src/monitoring/prometheus-names.ts'
import type { ScrapeTarget } from '../../cli/prometheus/targets.ts'

const run = promisify(execFile)

/** A node's metric names start `codex_` (v0.2.x) or `storage_` (Logos Storage): as its /metrics says. */
export async function metricPrefixOf(target: ScrapeTarget): Promise<LinePrefix> {
  const text = await fetch(`http://${target.metrics}/metrics`).then((answer) => answer.text())
  const [codex, storage] = LINE_PREFIXES
  return text.split('\n').some((line) => line.startsWith(storage + LINE_METRICS.bytesUsed))
    ? storage
    : codex
}

export interface BackfilledNode {
  target: ScrapeTarget
  /** `codex_` or `storage_`, as the node names its metrics. */
  prefix: LinePrefix
}

type Labels = Record<string, string>
type Sample = { labels: Labels; value: string; t: number }

/** The labels Prometheus's scrape gives every series of the node (config-files.ts writes them). */
function scrapeLabels({ name, metrics, quotaBytes }: ScrapeTarget): Labels {
  const labels: Labels = { job: SCRAPE_JOB, instance: metrics, node: name }
  if (quotaBytes !== null) labels.quota_bytes = String(quotaBytes)
  return labels
}

const labelText = (labels: Labels) =>
  Object.entries(labels)
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
    .join(',')

/** The series a bucket becomes: a down bucket says only `up 0`, as a scrape that got no answer. */
function samplesOf(bucket: Bucket, { target, prefix }: BackfilledNode): Map<string, Sample> {
  const labels = scrapeLabels(target)
  const t = bucket.t
  const samples = new Map<string, Sample>()
  samples.set('up', { labels, value: bucket.up > 0 ? '1' : '0', t })
  const gauge = (name: string, value: string | undefined, own: Labels = labels) => {
    if (value !== undefined) samples.set(name, { labels: own, value, t })
  }
  gauge(prefix + LINE_METRICS.bytesUsed, bucket.gauges[GAUGE.quotaUsed])
  gauge(prefix + LINE_METRICS.bytesReserved, bucket.gauges[GAUGE.quotaReserved])
  gauge(SHARED_METRICS.peers, bucket.gauges[GAUGE.peers])
  // The rules file records the quota with the node's name alone.
  gauge(QUOTA_SERIES, bucket.gauges[GAUGE.quotaMax], { node: target.name })
  return samples
}

/** The week as OpenMetrics text: each family together, each series in time order, then `# EOF`. */
export function backfillText(nodes: BackfilledNode[], span: number, now: number): string {
  const families = new Map<string, string[]>()
  for (const node of nodes) {
    for (const bucket of demoHistory(node.target.name, span, now)) {
      for (const [name, sample] of samplesOf(bucket, node)) {
        const lines = families.get(name) ?? []
        lines.push(`${name}{${labelText(sample.labels)}} ${sample.value} ${sample.t / 1000}`)
        families.set(name, lines)
      }
    }
  }
  const text = [...families].flatMap(([name, lines]) => [`# TYPE ${name} gauge`, ...lines])
  return `${[...text, '# EOF'].join('\n')}\n`
}

/** Makes OpenMetrics `text` into blocks in Prometheus's `dataDir`, before Prometheus starts. */
export async function writeBlocks(promtool: string, dataDir: string, text: string): Promise<void> {
  const work = await ownedFolder('backfill')
  try {
    const input = join(work, 'series.om')
    await writeFile(input, text)
    // Day-long blocks (a hidden flag in 2.42): a week is eight blocks, not eighty-four of 2 h.
    await run(promtool, [
      'tsdb',
      'create-blocks-from',
      'openmetrics',
      '--quiet',
      '--max-block-duration=24h',
      input,
      dataDir,
    ])
  } finally {
    releaseFolder(work)
  }
}

/** Writes the scripted `span` before `now` of every node as blocks into `dataDir`. */
export async function backfill(
  promtool: string,
  dataDir: string,
  targets: ScrapeTarget[],
  span: number,
  now = Date.now(),
): Promise<void> {
  const nodes = await Promise.all(
    targets.map(async (target) => ({ target, prefix: await metricPrefixOf(target) })),
  )
  await writeBlocks(promtool, dataDir, backfillText(nodes, span, now))
}

/** What `startMonitoring` runs on Prometheus's data folder for `--history`: the scripted span. */
export function prometheusWeek(promtool: string, span: number) {
  return (dataDir: string, targets: ScrapeTarget[]) => backfill(promtool, dataDir, targets, span)
}
