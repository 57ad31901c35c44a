import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  emptyCounters,
  metricFamilies,
  renderMetrics,
  type NodeCounters,
  type PurchaseCounter,
} from './metrics-families.ts'
import type { NodeContext } from './node-context.ts'

export interface MetricsServer {
  /** e.g. http://127.0.0.1:8008; the scrape is `${url}/metrics`. */
  url: string
  port: number
  close(): Promise<void>
}

/** The purchasing states a purchase went through to reach the state the API reports. */
const PATHS: Record<string, PurchaseCounter[]> = {
  pending: ['pending'],
  submitted: ['pending', 'submitted'],
  started: ['pending', 'submitted', 'started'],
  finished: ['pending', 'submitted', 'started', 'finished'],
  cancelled: ['pending', 'submitted', 'cancelled'],
  // The node's `failed` state counts, then hands over to `errored`, which counts as `error`.
  errored: ['pending', 'submitted', 'started', 'failed', 'error'],
}

/**
 * What the node's own counters would say: node-API answers seen on the node's server, and purchase
 * states entered, since the simulated process started. A restart (`/_sim/down` then `/_sim/up`,
 * or a line switch) starts them again from zero, as a new process would.
 */
class CounterBook {
  private counters = emptyCounters()
  private startedAt = 0
  /** `state:id` pairs already counted, or already reached before this process started. */
  private seen = new Set<string>()

  constructor(private readonly node: NodeContext) {
    this.current()
  }

  current(): NodeCounters {
    if (this.startedAt !== this.node.faults.startedAt) {
      this.startedAt = this.node.faults.startedAt
      this.counters = emptyCounters()
      this.seen = new Set(this.purchaseSteps())
    }
    return this.counters
  }

  /** Unix seconds of the start these counters belong to. */
  startSeconds(): number {
    this.current()
    return this.startedAt / 1000
  }

  countPurchases(): void {
    const counters = this.current()
    for (const step of this.purchaseSteps()) {
      if (this.seen.has(step)) continue
      this.seen.add(step)
      counters.purchases[step.slice(0, step.indexOf(':')) as PurchaseCounter] += 1
    }
  }

  private purchaseSteps(): string[] {
    if (!this.node.line.marketplaceRoutes) return []
    return this.node.marketplace.purchaseIds().flatMap((id) => {
      const state = this.node.marketplace.purchase(id)?.state ?? ''
      return (PATHS[state] ?? []).map((step) => `${step}:${id}`)
    })
  }
}

const CID_ROUTE = /^\/data\/([^/]+)(\/network(?:\/stream)?)?$/

/** Counts the node-API answers the node's own counters count, once each answer is sent. */
function countAnswer(
  node: NodeContext,
  book: CounterBook,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const path = new URL(req.url ?? '/', 'http://node').pathname
  if (!path.startsWith(`${node.prefix}/`)) return
  const route = path.slice(node.prefix.length)
  const ok = res.statusCode >= 200 && res.statusCode < 300
  const counters = book.current()
  if (req.method === 'POST' && route === '/data') {
    if (ok) counters.uploads += 1
    return
  }
  const match = CID_ROUTE.exec(route)
  if (!match) return
  const [, cid = '', network] = match
  const streamed = req.method === 'GET' && (network === undefined || network === '/network/stream')
  if (streamed && ok) counters.downloads += 1
  if (!network) return
  if (!ok) {
    counters.requestsFailed += 1
    return
  }
  void node.network.find(cid).then((entry) => {
    if (entry) counters.blocksReceived += entry.dataBlocks
  })
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port))
  })
}

/**
 * `--metrics`: the node's Prometheus endpoint on its own port, `GET /metrics` in text format
 * 0.0.4 with no CORS headers (a page on another origin cannot read it, as with the node). While
 * the node is down it does not answer either.
 */
export async function startMetricsServer(
  node: NodeContext,
  nodeServer: Server,
  port: number,
): Promise<MetricsServer> {
  const book = new CounterBook(node)
  // 'prefinish' comes in the same task as the answer's last write: a client that has read the
  // whole answer and then scrapes always finds it counted ('finish' may come after that scrape).
  const onRequest = (req: IncomingMessage, res: ServerResponse) =>
    res.once('prefinish', () => countAnswer(node, book, req, res))
  nodeServer.on('request', onRequest)
  const purchases = setInterval(() => book.countPurchases(), 1000)
  purchases.unref()
  const server = createServer((req, res) => {
    if (node.faults.down === 'hang') return node.faults.hang(req.socket)
    if (node.faults.down) return req.socket.destroy()
    const path = new URL(req.url ?? '/', 'http://node').pathname
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end()
      return
    }
    book.countPurchases()
    const body = renderMetrics(
      metricFamilies({ node, counters: book.current(), startedAt: book.startSeconds() }),
    )
    res
      .writeHead(200, {
        'Content-Type': 'text/plain; version=0.0.4; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        Connection: 'close',
      })
      .end(body)
  })
  server.on('clientError', (_error, socket) => socket.destroy())
  const bound = await listen(server, port, node.options.host)
  const host = node.options.host.includes(':') ? `[${node.options.host}]` : node.options.host
  return {
    url: `http://${host}:${bound}`,
    port: bound,
    close: async () => {
      clearInterval(purchases)
      nodeServer.off('request', onRequest)
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
      await closed
    },
  }
}
