import type { NodeContext } from './node-context.ts'
import { reservedBytes } from './node-context.ts'

/** What the node counts itself since its process started (a restart starts them from zero). */
export interface NodeCounters {
  uploads: number
  downloads: number
  blocksSent: number
  blocksReceived: number
  requestsFailed: number
  /** Purchases that entered each state since the start: the node's `…_purchases_{state}`. */
  purchases: Record<PurchaseCounter, number>
}

export const purchaseCounters = [
  'pending',
  'submitted',
  'started',
  'finished',
  'failed',
  'cancelled',
  'error',
  'unknown',
] as const
export type PurchaseCounter = (typeof purchaseCounters)[number]

/** The order the node registers them in, so a scrape reads like the node's. */
const purchaseOrder: PurchaseCounter[] = [
  'error',
  'finished',
  'failed',
  'started',
  'cancelled',
  'submitted',
  'pending',
  'unknown',
]

export const emptyCounters = (): NodeCounters => ({
  uploads: 0,
  downloads: 0,
  blocksSent: 0,
  blocksReceived: 0,
  requestsFailed: 0,
  purchases: Object.fromEntries(purchaseCounters.map((state) => [state, 0])) as Record<
    PurchaseCounter,
    number
  >,
})

export interface MetricFamily {
  name: string
  type: 'gauge' | 'counter'
  help: string
  /** `[series name, value]`; a counter's are its `_total` and `_created`. */
  samples: [string, number][]
}

export interface ScrapeState {
  node: NodeContext
  counters: NodeCounters
  /** Unix seconds the simulated process started. */
  startedAt: number
}

/** The metric names' product prefix: `codex_` on v0.2.x, `storage_` on Logos Storage. */
export const metricPrefix = (node: NodeContext): string =>
  node.line.storage2026 ? 'storage_' : 'codex_'

function gauge(name: string, help: string, value: number): MetricFamily {
  return { name, type: 'gauge', help, samples: [[name, value]] }
}

/**
 * A counter as nim-metrics writes one: `_total` and `_created` series, so a counter already named
 * `…_total` comes out as `…_total_total`, as the node's do.
 */
function counter(name: string, help: string, value: number, createdAt: number): MetricFamily {
  return {
    name,
    type: 'counter',
    help,
    samples: [
      [`${name}_total`, value],
      [`${name}_created`, Math.floor(createdAt)],
    ],
  }
}

function processFamily(startedAt: number): MetricFamily {
  const memory = process.memoryUsage()
  return {
    name: 'process_info',
    type: 'gauge',
    help: 'CPU and memory usage',
    samples: [
      ['process_virtual_memory_bytes', memory.heapTotal + memory.external + memory.rss],
      ['process_resident_memory_bytes', memory.rss],
      ['process_start_time_seconds', startedAt],
      ['process_cpu_seconds_total', process.cpuUsage().user / 1e6],
      ['process_max_fds', 20000],
      ['process_open_fds', 21],
    ],
  }
}

/** The families the node serves that the vault and its rules read, in the node's order and words. */
export function metricFamilies({ node, counters, startedAt }: ScrapeState): MetricFamily[] {
  const p = metricPrefix(node)
  const exchange = `${p}block_exchange`
  const space = node.store.space(reservedBytes(node))
  const peers = new Set([...node.peers.map((peer) => peer.peerId), ...node.connectedPeers])
  const families: MetricFamily[] = [
    processFamily(startedAt),
    gauge('libp2p_peers', 'total connected peers', peers.size),
    gauge(`${exchange}_pending_block_requests`, 'codex blockexchange pending block requests', 0),
    gauge(`${p}inflight_discovery`, 'inflight discovery requests', 0),
    counter(
      `${exchange}_blocks_sent`,
      'codex blockexchange blocks sent',
      counters.blocksSent,
      startedAt,
    ),
    counter(
      `${exchange}_blocks_received`,
      'codex blockexchange blocks received',
      counters.blocksReceived,
      startedAt,
    ),
    counter(
      `${exchange}_discovery_requests_total`,
      'Total number of peer discovery requests sent',
      0,
      startedAt,
    ),
    counter(
      `${exchange}_peer_timeouts_total`,
      'Total number of peer activity timeouts',
      0,
      startedAt,
    ),
    counter(
      `${exchange}_requests_failed_total`,
      'Total number of block requests that failed after exhausting retries',
      counters.requestsFailed,
      startedAt,
    ),
    gauge(`${p}repostore_blocks`, 'codex repostore blocks', space.totalBlocks),
    gauge(`${p}repostore_bytes_used`, 'codex repostore bytes used', space.quotaUsedBytes),
    gauge(
      `${p}repostore_bytes_reserved`,
      'codex repostore bytes reserved',
      space.quotaReservedBytes,
    ),
  ]
  if (node.line.marketplaceRoutes) {
    for (const state of purchaseOrder) {
      families.push(
        counter(
          `${p}purchases_${state}`,
          `codex purchases ${state}`,
          counters.purchases[state],
          startedAt,
        ),
      )
    }
  }
  families.push(
    counter(`${p}api_uploads`, 'codex API uploads', counters.uploads, startedAt),
    counter(`${p}api_downloads`, 'codex API downloads', counters.downloads, startedAt),
  )
  return families
}

/** A value as nim-metrics prints it: always with a decimal point (`0.0`, `65611.0`). */
const formatValue = (value: number): string =>
  Number.isInteger(value) ? `${value}.0` : String(value)

/** Prometheus text format 0.0.4, as the node writes it: HELP, TYPE, samples, a blank line. */
export function renderMetrics(families: MetricFamily[]): string {
  return families
    .map(
      (family) =>
        `# HELP ${family.name} ${family.help}\n# TYPE ${family.name} ${family.type}\n` +
        family.samples.map(([name, value]) => `${name} ${formatValue(value)}\n`).join(''),
    )
    .join('\n')
}
